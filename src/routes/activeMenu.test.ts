import { computeSlots } from '../../schemas/access/slots';
import { activeMenu, sectionsOf, visibleMenu } from './menu';

describe('activeMenu', () => {
  it.each([
    // dashboards: from the URL segments (module index 1, sub-module index 2, route length 3)
    ['/dashboard', '', { category: 'dashboard', parent: '/dashboard', tab: null }],
    ['/chairman-dashboard', '', { category: 'institute', parent: '/chairman-dashboard', tab: null }],
    ['/chairman-dashboard/goal-analysis', '', {
      category: 'institute',
      parent: '/chairman-dashboard',
      tab: '/chairman-dashboard/goal-analysis',
    }],
    ['/chairman-dashboard/report/', '', {
      category: 'institute',
      parent: '/chairman-dashboard',
      tab: '/chairman-dashboard/report',
    }],
    // everything else: the best-fitting item or tab
    ['/glorifireEntities/home', '?entity=ncrp', {
      category: 'institute',
      parent: '/glorifireEntities/home?entity=ncrp',
      tab: null,
    }],
    ['/my-kra/performance', '', { category: 'standalone', parent: '/my-kra', tab: '/my-kra/performance' }],
    ['/alert-escalation', '', { category: 'institute', parent: '/alert-escalation', tab: '/alert-escalation' }],
    ['/alert-escalation/report', '?activeTab=alert', {
      category: 'institute',
      parent: '/alert-escalation',
      tab: '/alert-escalation/report',
    }],
    ['/report/engagement', '', { category: 'product', parent: '/report', tab: '/report/engagement' }],
    ['/report/ptm-report/generate', '', {
      category: 'institute',
      parent: 'group:Operations Reports',
      tab: '/report/ptm-report/generate',
    }],
    ['/course-plan', '', { category: 'standalone', parent: '/course-plan', tab: null }],
    ['/no-such-page', '', { category: null, parent: null, tab: null }],
  ])('%s%s', (pathname, search, expected) => {
    expect(activeMenu(pathname, search)).toEqual(expected);
  });

  it('finds a shared item in the category the user sees', () => {
    const state = computeSlots({ abilities: ['School ID Moderation'], roleName: 'Principal' });
    const sections = sectionsOf(visibleMenu(state, { roleName: 'Principal' }));
    expect(activeMenu('/studentIDModeration', '', sections)).toEqual({
      category: 'schools',
      parent: '/studentIDModeration',
      tab: null,
    });
    expect(activeMenu('/studentIDModeration').category).toBe('product');
  });
});
