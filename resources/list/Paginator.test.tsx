import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Paginator, useResetPageOnTotalChange } from './Paginator';

const tabsShown = () => screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);

describe('Paginator', { timeout: 30_000 }, () => {
  it('shows at most 5 numbered tabs, previous disabled on the first set', () => {
    render(<Paginator page={2} perPage={100} total={20_000} maxTabs={5} setPage={() => {}} />);
    expect(tabsShown()).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Next/ })).toBeEnabled();
    expect(screen.getByText('101–200 of 20,000')).toBeInTheDocument();
  });

  it('next is disabled on the last set, and previous opens the set before', async () => {
    const setPage = vi.fn();
    render(<Paginator page={12} perPage={100} total={1_250} maxTabs={5} setPage={setPage} />);
    expect(tabsShown()).toEqual(['11', '12', '13']);
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(setPage).toHaveBeenCalledWith(10);
  });

  it('next opens the first page of the next set; a tab opens its page', async () => {
    const setPage = vi.fn();
    render(<Paginator page={3} perPage={100} total={2_000} maxTabs={5} setPage={setPage} />);
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(setPage).toHaveBeenLastCalledWith(6);
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(setPage).toHaveBeenLastCalledWith(4);
  });

  it('one page of results disables both', () => {
    render(<Paginator page={1} perPage={100} total={42} maxTabs={5} setPage={() => {}} />);
    expect(tabsShown()).toEqual(['1']);
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
  });
});

describe('useResetPageOnTotalChange', () => {
  it('goes back to page 1 when the total changes, not on the first total', () => {
    const setPage = vi.fn();
    const { rerender } = renderHook(({ total, page }) => useResetPageOnTotalChange(total, page, setPage), {
      initialProps: { total: undefined as number | undefined, page: 3 },
    });
    rerender({ total: 1_000, page: 3 });
    expect(setPage).not.toHaveBeenCalled();
    rerender({ total: 1_000, page: 4 });
    expect(setPage).not.toHaveBeenCalled();
    rerender({ total: 998, page: 4 });
    expect(setPage).toHaveBeenCalledWith(1);
  });

  it('does nothing on page 1', () => {
    const setPage = vi.fn();
    const { rerender } = renderHook(({ total }) => useResetPageOnTotalChange(total, 1, setPage), { initialProps: { total: 10 } });
    rerender({ total: 20 });
    expect(setPage).not.toHaveBeenCalled();
  });
});
