import { afterEach, describe, expect, it, vi } from 'vitest';

const post = vi.fn();
vi.mock('../api/httpClient', () => ({ http: { post: (...a: unknown[]) => post(...a) } }));

const { bannerLabel, bannerLine, fetchAlertCounters, COUNTERS_PATH, ESCALATION_LIST_PATH } = await import('./alertCounters');

describe('menu banner text (console-spec §2)', () => {
  it.each([
    [{ actionables: 3, alertCount: 3, escalationCount: 7 }, '3 Pending Alert(s)!'],
    [{ actionables: 0, alertCount: 0, escalationCount: 2 }, '2 Pending Escalation(s)!'],
    [{ actionables: 0, alertCount: 0, escalationCount: 0 }, '0 Pending Escalation(s)!'],
  ])('%j reads %s', (counters, line) => expect(bannerLine(counters)).toBe(line));

  it.each([
    ['Escalation', 'myEscalations'],
    ['escalation', 'myEscalations'],
    ['Centre Admin', 'myAlerts & myEscalations'],
    ['Admin', 'myAlerts & myEscalations'],
  ])('role %s is labelled %s', (role, label) => expect(bannerLabel(role)).toBe(label));
});

describe('fetchAlertCounters', () => {
  afterEach(() => post.mockReset());

  it('reads the three counters from the counters endpoint', async () => {
    post.mockResolvedValue({ code: 200, message: 'ok', data: { actionables: 1, alertCount: 4, escalationCount: 2 } });
    expect(await fetchAlertCounters()).toEqual({ actionables: 1, alertCount: 4, escalationCount: 2 });
    expect(post.mock.calls[0][0]).toBe(COUNTERS_PATH);
    expect(post.mock.calls[0][1]).toMatchObject({ sortBy: 'priorityLevel', pageSize: 5 });
  });

  it('answers null on failure or on a non-200 code, so nothing is shown', async () => {
    post.mockRejectedValue(new Error('Server error'));
    expect(await fetchAlertCounters()).toBeNull();
    post.mockResolvedValue({ code: 500, message: 'no', data: null });
    expect(await fetchAlertCounters()).toBeNull();
  });

  it('with no actionable alerts but escalations, fetches the escalation list too (console-spec §4)', async () => {
    post.mockImplementation(async (path: string) =>
      path === COUNTERS_PATH
        ? { code: 200, message: 'ok', data: { actionables: 0, alertCount: 0, escalationCount: 3 } }
        : { code: 200, message: 'ok', data: { rows: [{ userName: 'Priya Nair', words: 'Mark attendance' }], totalCount: 3 } },
    );
    expect(await fetchAlertCounters()).toEqual({ actionables: 0, alertCount: 0, escalationCount: 3, latestEscalation: { userName: 'Priya Nair', words: 'Mark attendance' } });
    expect(post.mock.calls.map((c) => c[0])).toEqual([COUNTERS_PATH, ESCALATION_LIST_PATH]);
  });

  it('does not fetch the escalation list when alerts are actionable, and keeps the counts if that list fails', async () => {
    post.mockResolvedValue({ code: 200, message: 'ok', data: { actionables: 2, alertCount: 1, escalationCount: 3 } });
    await fetchAlertCounters();
    expect(post).toHaveBeenCalledTimes(1);
    post.mockReset();
    post.mockImplementation(async (path: string) => {
      if (path === COUNTERS_PATH) return { code: 200, message: 'ok', data: { actionables: 0, alertCount: 0, escalationCount: 1 } };
      throw new Error('Server error');
    });
    expect(await fetchAlertCounters()).toEqual({ actionables: 0, alertCount: 0, escalationCount: 1, latestEscalation: null });
  });

  it('treats missing or odd counts as zero', async () => {
    post.mockResolvedValue({ code: 200, message: 'ok', data: { alertCount: 'x', escalationCount: -1 } });
    expect(await fetchAlertCounters()).toEqual({ actionables: 0, alertCount: 0, escalationCount: 0 });
  });
});
