import { describe, expect, it } from 'vitest';
import { OPERATIONS_REPORTS } from '../../../schemas/access/abilityTable';
import { reportByKey } from '../../../schemas/reports/operations';
import { matchRoute } from '../routeTable';

describe('operations report routes (console-spec §2)', () => {
  it.each(OPERATIONS_REPORTS.map((r) => [r.key, reportByKey(r.key) ? 'operationsReport' : 'placeholder'] as const))(
    '/report/%s/generate opens the %s page',
    (key, page) => {
      expect(matchRoute(`/report/${key}/generate`)?.page).toBe(page);
    },
  );

  it('the declared reports have the report page, the others (no data yet) the placeholder', () => {
    const withPage = OPERATIONS_REPORTS.filter((r) => matchRoute(`/report/${r.key}/generate`)?.page === 'operationsReport').map((r) => r.key);
    expect(new Set(withPage)).toEqual(new Set([
      'time-table-and-attendance-report', 'ptm-report', 'teaching-hours-report', 'centre-batch-student-faculty-report', 'weekly-closure-report',
      'faculty-feedback-report',
    ]));
  });
});
