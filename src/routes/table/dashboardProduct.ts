/** Dashboard and {product} (Glorifire, the consumer learning app) routes of console-spec §2. */
import { ALWAYS_GRANTED_SLOT } from '../../../schemas/access/abilityTable';
import type { RouteDef } from '../types';
import { S, inArea, range } from './build';

const dash = inArea('dashboard');
const product = inArea('product');

export const dashboardRoutes: RouteDef[] = [
  // Every redirect lands here, so it needs the always-granted slot; the Dashboard *menu item* needs slot 15.
  dash.route('/dashboard', 'Dashboard', ALWAYS_GRANTED_SLOT, { page: 'dashboard' }),
  dash.route('/irtAnalysis', 'IRT Analysis', S('IRT')),
  dash.route('/engagement-analysis', 'Engagement Analysis', S('Engagement Analysis')),
  dash.route('/managementdashboard', 'Referral Dashboard', S('Referral Dashboard')),
  ...dash.withTabs(dash.route('/referralReport', 'Referral Report', S('Referral Report')), [
    ['topreferrals', 'Top Referrals'],
    ['referredusers', 'Referred Users'],
    ['encashedTransaction', 'Encashed Transactions'],
  ]),
];

export const productRoutes: RouteDef[] = [
  // The User Information module serves consumer users (51), school users (basic 90, advance 89) and, through the AO
  // shortcut to userBasicInfo, AO users who hold 51: each tab admits every slot that links to it.
  ...product.withTabs(product.route('/userInfo', 'User Information', S('User Information')), [
    ['userBasicInfo', 'User Basic Information', [S('User Information'), S('School Basic Information')]],
    ['userAdvanceInfo', 'User Advance Information', [S('User Advance Information'), S('School Advance Information')]],
    ['wac', 'WAC Generator', S('WAC Generator')],
    ['instituteStudentList', 'Institute Student List', S('Institute Student List'), { category: 'institute' }],
    ['instituteEnrolmentNoList', 'Institute Enrolment Number List', S('Institute Enrolment Number List'), {
      category: 'institute',
    }],
    // §2 names "five faculty feedback pages" without paths: these five paths are ours.
    ['facultyFeedback/summary', 'Faculty Feedback Summary', S('User Info Faculty Feedback'), { category: 'institute' }],
    ['facultyFeedback/subjectWise', 'Subject-wise Faculty Feedback', S('User Info Faculty Feedback'), {
      category: 'institute',
    }],
    ['facultyFeedback/batchWise', 'Batch-wise Faculty Feedback', S('User Info Faculty Feedback'), {
      category: 'institute',
    }],
    ['facultyFeedback/centreWise', 'Centre-wise Faculty Feedback', S('User Info Faculty Feedback'), {
      category: 'institute',
    }],
    ['facultyFeedback/remarks', 'Faculty Feedback Remarks', S('User Info Faculty Feedback'), { category: 'institute' }],
  ]),
  // "userInfo and myPATUserInfo (same module)"
  product.route('/myPATUserInfo', 'User Information', S('User Information')),
  ...product.withTabs(product.route('/sales', 'Sales', S('Sales')), [
    ['overAllSales', 'Overall Sales'],
    ['categoryWiseSales', 'Category-wise Sales'],
    ['productWiseSales', 'Product-wise Sales'],
  ]),
  product.route('/registrationdetails', 'Registration Details', S('Registration')),
  ...product.withTabs(product.route('/mypatpartner', 'Glorifire Partner', S('Glorifire Partner')), [
    ['glorifireSignUps', 'Glorifire Sign-ups'],
    ['glorifireLogins', 'Glorifire Logins'],
    ['glorifireRevenue', 'Glorifire Revenue'],
    ['glorifireDistributers', 'Glorifire Distributors'],
    ['glorifireReferrals', 'Glorifire Referrals'],
    ['glorifireAllocations', 'Glorifire Allocations'],
  ]),
  product.route('/productAllocation', 'Product Allocation', S('Allocation')),
  product.route('/productcopymanagement', 'Product Copy Management', S('Product Copy Management')),
  product.route('/package', 'Package', S('Package')),
  product.route('/registerGlorifireUser', 'Register Glorifire User', S('Register Glorifire User')),
  product.route('/gamification', 'Gamification', S('Gamification')),
  ...product.withTabs(product.route('/glorifire', 'Glorifire', S('Glorifire')), [
    ['results', 'Glorifire Results', S('Glorifire Results')],
  ]),
  // One page, linked from {product} (104), Schools (105) and the institute category (106).
  product.route('/studentIDModeration', 'Student ID Moderation', range(104, 106)),
];
