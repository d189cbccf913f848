import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createFeedbackStore, DISPLAY_MS } from './feedback';
import { AlertBanner, ALERT_FADE_MS } from './AlertBanner';

function setup() {
  const store = createFeedbackStore();
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <AlertBanner store={store} />
    </MemoryRouter>,
  );
  return store;
}

describe('AlertBanner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the kind and the trimmed, capitalised message', () => {
    const store = setup();
    act(() => store.showAlert('warning', '  check the sheet '));
    const banner = screen.getByTestId('alert-banner');
    expect(banner).toHaveTextContent('Check the sheet');
    expect(banner.className).toMatch(/Warning/);
  });

  it('fades out from its close control', () => {
    const store = setup();
    act(() => store.showAlert('error', 'broken'));
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(store.getState().alert).toBeNull();
    // Still on screen while fading, gone once the fade ends.
    expect(screen.getByTestId('alert-banner')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(ALERT_FADE_MS + 50));
    expect(screen.queryByTestId('alert-banner')).toBeNull();
  });

  it('dismisses itself after 6000 ms', () => {
    const store = setup();
    act(() => store.showAlert('success', 'saved'));
    act(() => vi.advanceTimersByTime(DISPLAY_MS - 1));
    expect(screen.getByTestId('alert-banner')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(store.getState().alert).toBeNull();
    act(() => vi.advanceTimersByTime(ALERT_FADE_MS + 50));
    expect(screen.queryByTestId('alert-banner')).toBeNull();
  });
});
