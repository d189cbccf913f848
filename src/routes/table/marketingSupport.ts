/** Marketing, Support (also product support), Eduganga and Admin routes of console-spec §2. */
import type { RouteDef } from '../types';
import type { TabRow } from './build';
import { S, inArea } from './build';

const marketing = inArea('marketing');
const support = inArea('support');
const eduganga = inArea('eduganga');
const admin = inArea('admin');

/** §2: "Create and view pairs exist for salelandingpage, banner, salescampaign, coupon, topperinformation". */
function createViewPair(path: string, title: string, noun: string): RouteDef[] {
  const create = S(`Create ${noun}`);
  const view = S(`View ${noun}`);
  const tabs: TabRow[] = [
    ['create', `Create ${noun}`, create],
    ['view', `View ${noun}`, view],
  ];
  return marketing.withTabs(marketing.route(path, title, [create, view]), tabs);
}

export const marketingRoutes: RouteDef[] = [
  marketing.route('/news-section', 'News', S('News')),
  marketing.route('/viewVouchers', 'View Vouchers', S('View Voucher')),
  marketing.route('/smsCreditInfo', 'SMS Credit Information', S('SMS Credit Information')),
  ...createViewPair('/coupon', 'Campaign Management', 'Coupons'),
  ...createViewPair('/banner', 'Banner', 'Banner'),
  ...createViewPair('/salescampaign', 'Sales Campaign', 'Sales Campaign'),
  ...createViewPair('/topperinformation', 'Course Topper Information', 'Course Topper Information'),
  ...createViewPair('/salelandingpage', 'Sale Landing Page', 'Sale Landing Page'),
  marketing.route('/freePackageGiveaway', 'Free Package Giveaway', S('Free Package Moderation')),
  ...marketing.withTabs(
    marketing.route('/communications', 'Communications', [S('Campaigns'), S('Lists'), S('Senders'), S('Templates')]),
    [
      ['campaign', 'Campaigns', S('Campaigns')],
      ['template/landing/EMAIL', 'Email Templates', S('Templates')],
      ['list', 'Lists', S('Lists')],
      ['senders', 'Senders', S('Senders')],
    ],
  ),
  marketing.route('/admit-card-verification', 'Admit Card Verification', S('Admit Card Verification')),
];

export const supportRoutes: RouteDef[] = [
  ...support.withTabs(support.route('/support', 'Support', [S('Support Tickets'), S('Support Admin Dashboard')]), [
    ['adminDashboard', 'Support Admin Dashboard', S('Support Admin Dashboard')],
    ['supportTickets', 'Support Tickets', S('Support Tickets')],
  ]),
  // §6: the product Admin Dashboard link uses 122.
  ...support.withTabs(support.route('/product', 'Product', [S('Task Tickets'), S('Support Admin Dashboard')]), [
    ['taskTicket', 'Task Tickets', S('Task Tickets')],
    ['adminDashboard', 'Product Admin Dashboard', S('Support Admin Dashboard')],
  ]),
];

export const edugangaRoutes: RouteDef[] = [
  eduganga.route('/eduganga', 'Eduganga Admin Dashboard', S('Eduganga Admin Dashboard')),
  eduganga.route('/invigilatorPanel', 'Invigilator Panel', S('Invigilator Panel')),
];

/** Admin role only (console-spec §6); the onboarding report and states page sit with their modules' routes. */
export const adminRoutes: RouteDef[] = [
  admin.route('/supporthome', 'User Management', undefined, { adminOnly: true, page: 'supportHome' }),
  admin.route('/invoice-sign', 'Invoice Sign', undefined, { adminOnly: true }),
];
