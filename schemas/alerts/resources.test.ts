import { alertListBody } from '../api/alerts';
import { describe, expect, it } from 'vitest';
import { listQuerySchema } from '../core';
import { alertListPath, alerts, escalations } from '../alerts/resources'; // not './resources': eslint's boundary pattern takes a sibling named resources for the resources/ folder

describe('the alert and escalation resources (defineResource, the core only)', () => {
  it('list 20 a page, sorted newest first, searched from 3 characters, ranged by startDate / endDate', () => {
    for (const schema of [alerts, escalations]) {
      expect(schema.list.pageSize).toBe(20);
      expect(schema.list.defaultSort).toEqual({ field: 'createdAt', order: 'desc' });
      expect(schema.list.search.minLength).toBe(3);
      expect(schema.list.dateRanges).toEqual([{ key: 'createdAt', field: 'createdAt', label: 'Date', fromKey: 'startDate', toKey: 'endDate' }]);
      expect(schema.access).toEqual({ list: 'Alert & Escalation List' });
      for (const block of ['uploads', 'statusChange', 'contacts', 'export', 'rowActions'] as const) expect(schema[block]).toBeUndefined();
    }
  });

  it('the escalation table has the columns of console-spec §3 (S. No. is the screen\u2019s), and the alert, its level and who it went to', () => {
    expect(escalations.list.columns.map((k) => escalations.fields.find((f) => f.key === k)!.label))
      .toEqual(['Name & Emp Code', 'Role', 'Alert', 'Level', 'Escalated To', 'Escalation Date']);
  });

  it('is asked by POST {fillPath}/events/{lastSuffix} with the endpoint\u2019s paging keys', () => {
    expect(alerts.api).toEqual({
      list: 'auth/alert-escalation/alert/events/list',
      listRequest: { method: 'POST', keys: { page: 'pageNumber', limit: 'pageSize' }, sortOrder: false, numbers: ['assignedUserId', 'centreId'], body: alertListBody },
    });
    expect(alertListPath('escalation', 'history')).toBe('auth/alert-escalation/escalation/events/history');
  });

  it('its list query accepts the declared date keys and refuses a reversed range', () => {
    const q = listQuerySchema(alerts);
    expect(q.parse({ startDate: '2026-11-01', endDate: '2026-11-20' }).ranges).toEqual({ createdAt: { from: '2026-11-01', to: '2026-11-20' } });
    expect(q.safeParse({ startDate: '2026-11-20', endDate: '2026-11-01' }).success).toBe(false);
  });
});
