import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createFeedbackStore, DISPLAY_MS } from './feedback';
import { ToastHost } from './ToastHost';
import { TOAST_ERROR, TOAST_SUCCESS } from '../api/types';

function renderAt(path: string, store = createFeedbackStore()) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ToastHost store={store} />
    </MemoryRouter>,
  );
  return store;
}

describe('ToastHost', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows one toast at a time, trimmed and capitalised, and hides it after 6000 ms', () => {
    const store = renderAt('/dashboard');
    act(() => store.showToast({ type: TOAST_ERROR, message: '  first problem ' }));
    expect(screen.getByTestId('toast')).toHaveTextContent('First problem');
    act(() => store.showToast({ type: TOAST_SUCCESS, heading: 'done', message: ' rows saved' }));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByTestId('toast')).toHaveTextContent('DoneRows saved');
    expect(screen.queryByText('First problem')).toBeNull();
    act(() => vi.advanceTimersByTime(DISPLAY_MS));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('closes with its close control', () => {
    const store = renderAt('/dashboard');
    act(() => store.showToast({ type: TOAST_ERROR, message: 'x' }));
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('shows nothing in third-party mode (framed, on /potential-matches)', () => {
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    const store = renderAt('/potential-matches');
    act(() => store.showToast({ type: TOAST_ERROR, message: 'hidden' }));
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
