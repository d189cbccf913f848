import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../api/errors';
import { REDIRECT_DELAY_MS, startHelpGuide, startMyTraining, type TrainingDeps } from './flow';
import { createPopupStore } from './popupStore';
import { NOT_AUTHORISED } from './texts';

const PLATFORM = 'https://training.test/login';

function setup(answer: unknown, overrides: Partial<TrainingDeps> = {}) {
  const timers: { run: () => void; ms: number }[] = [];
  const deps: TrainingDeps = {
    fetchToken: vi.fn(async () => {
      if (answer instanceof Error) throw answer;
      return answer as never;
    }),
    toastError: vi.fn(),
    openTab: vi.fn(() => true),
    schedule: (run, ms) => void timers.push({ run, ms }),
    popup: createPopupStore(),
    sessionToken: () => 'session-token',
    production: false,
    ...overrides,
  };
  return { deps, timers };
}

const ok = (authToken: string | null) => ({ code: 200, message: 'ok', data: { authToken, trainingUser: authToken !== null, platformUrl: PLATFORM } });

describe('My Training', () => {
  it('shows the redirecting popup, then after 3000 ms opens the platform with the token and hides the popup', async () => {
    const { deps, timers } = setup(ok('tk.1'));
    await startMyTraining(deps);
    expect(deps.popup.get()).toEqual({ view: 'redirecting' });
    expect(deps.openTab).not.toHaveBeenCalled();
    expect(timers.map((t) => t.ms)).toEqual([REDIRECT_DELAY_MS]);
    timers[0].run();
    expect(deps.openTab).toHaveBeenCalledWith('https://training.test/login?authToken=tk.1');
    expect(deps.popup.get()).toEqual({ view: 'hidden' });
  });

  it('shows the account-unavailable popup when the user has no training account', async () => {
    const { deps, timers } = setup(ok(null));
    await startMyTraining(deps);
    expect(deps.popup.get()).toEqual({ view: 'unavailable' });
    expect(timers).toHaveLength(0);
    expect(deps.openTab).not.toHaveBeenCalled();
  });

  it('offers the link when the browser blocks the new tab', async () => {
    const { deps, timers } = setup(ok('tk.2'), { openTab: vi.fn(() => false) });
    await startMyTraining(deps);
    timers[0].run();
    expect(deps.popup.get()).toEqual({ view: 'blocked', link: 'https://training.test/login?authToken=tk.2' });
  });

  it('toasts the message of a non-200 code and shows no popup', async () => {
    const { deps } = setup({ code: 500, message: 'Training service is down', data: null });
    await startMyTraining(deps);
    expect(deps.toastError).toHaveBeenCalledWith('Training service is down');
    expect(deps.popup.get()).toEqual({ view: 'hidden' });
  });

  it('leaves HTTP and transport errors to the call layer, which already toasted them', async () => {
    const { deps } = setup(new HttpError('Unable to reach the server. Please check your connection.', 0));
    await startMyTraining(deps);
    expect(deps.toastError).not.toHaveBeenCalled();
    expect(deps.popup.get()).toEqual({ view: 'hidden' });
  });

  it('toasts an unexpected error by its message', async () => {
    const { deps } = setup(new Error('boom'));
    await startMyTraining(deps);
    expect(deps.toastError).toHaveBeenCalledWith('boom');
  });

  it('never opens a platform address that is not http(s)', async () => {
    const { deps, timers } = setup({ code: 200, message: 'ok', data: { authToken: 't', platformUrl: 'javascript:alert(1)' } });
    await startMyTraining(deps);
    expect(timers).toHaveLength(0);
    expect(deps.toastError).toHaveBeenCalled();
  });

  it('fetches one token for a double click', async () => {
    const { deps } = setup(ok('tk.3'));
    await Promise.all([startMyTraining(deps), startMyTraining(deps)]);
    expect(deps.fetchToken).toHaveBeenCalledTimes(1);
  });
});

describe('Help Guide', () => {
  it('needs a session token', async () => {
    const { deps } = setup(ok('tk'), { sessionToken: () => null });
    await startHelpGuide(deps);
    expect(deps.toastError).toHaveBeenCalledWith(NOT_AUTHORISED);
    expect(deps.fetchToken).not.toHaveBeenCalled();
  });

  it.each([
    [false, '/staging/help-guide/OPS-CONSOLE-HELP-GUIDE'],
    [true, '/help-guide/OPS-CONSOLE-HELP-GUIDE'],
  ])('opens the platform with the token and redirectPdfUrl (production=%s)', async (production, pdfPath) => {
    const { deps } = setup(ok('tk.h'), { production });
    await startHelpGuide(deps);
    const url = new URL(vi.mocked(deps.openTab).mock.calls[0][0]);
    expect(url.origin + url.pathname).toBe(PLATFORM);
    expect(url.searchParams.get('authToken')).toBe('tk.h');
    expect(url.searchParams.get('redirectPdfUrl')).toBe(pdfPath);
  });

  it('shows the account-unavailable popup for a user without a training account', async () => {
    const { deps } = setup(ok(null));
    await startHelpGuide(deps);
    expect(deps.popup.get()).toEqual({ view: 'unavailable' });
  });
});
