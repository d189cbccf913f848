import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFeedbackStore, DISPLAY_MS, formatMessage } from './feedback';
import { TOAST_ERROR, TOAST_HIDE, TOAST_SUCCESS, TOAST_WARNING } from '../api/types';

describe('formatMessage', () => {
  it.each([
    ['  file saved  ', 'File saved'],
    ['already Capital', 'Already Capital'],
    ['', ''],
    [undefined, ''],
    ['\tx', 'X'],
  ])('%j -> %j', (input, output) => expect(formatMessage(input)).toBe(output));
});

describe('feedback store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('maps the toast type codes (error 0, success 1 with heading, warning 2) and trims and capitalises', () => {
    const store = createFeedbackStore();
    store.showToast({ type: TOAST_ERROR, message: '  bad thing ' });
    expect(store.getState().toast).toMatchObject({ kind: 'error', message: 'Bad thing' });
    store.showToast({ type: TOAST_SUCCESS, heading: ' saved', message: 'all rows applied' });
    expect(store.getState().toast).toMatchObject({ kind: 'success', heading: 'Saved', message: 'All rows applied' });
    store.showToast({ type: TOAST_WARNING, message: 'careful' });
    expect(store.getState().toast).toMatchObject({ kind: 'warning', message: 'Careful' });
    expect(store.getState().toast?.heading).toBeUndefined();
  });

  it('shows one toast at a time: a new one replaces the earlier one and restarts the 6000 ms', () => {
    const store = createFeedbackStore();
    store.showToast({ type: TOAST_ERROR, message: 'first' });
    vi.advanceTimersByTime(4000);
    store.showToast({ type: TOAST_WARNING, message: 'second' });
    expect(store.getState().toast?.message).toBe('Second');
    vi.advanceTimersByTime(DISPLAY_MS - 1);
    expect(store.getState().toast?.message).toBe('Second');
    vi.advanceTimersByTime(1);
    expect(store.getState().toast).toBeNull();
  });

  it('hides on type -1 and on close', () => {
    const store = createFeedbackStore();
    store.showToast({ type: TOAST_ERROR, message: 'x' });
    store.showToast({ type: TOAST_HIDE });
    expect(store.getState().toast).toBeNull();
    store.showToast({ type: TOAST_ERROR, message: 'y' });
    store.hideToast();
    expect(store.getState().toast).toBeNull();
  });

  it('keeps the alert banner 6000 ms, trimmed and capitalised', () => {
    const store = createFeedbackStore();
    store.showAlert('success', ' uploaded ');
    expect(store.getState().alert).toMatchObject({ kind: 'success', message: 'Uploaded' });
    vi.advanceTimersByTime(DISPLAY_MS);
    expect(store.getState().alert).toBeNull();
  });

  it('toggles the loader and tells subscribers only on a change', () => {
    const store = createFeedbackStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.setLoader(true);
    store.setLoader(true);
    store.setLoader(false);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getState().loader).toBe(false);
  });
});
