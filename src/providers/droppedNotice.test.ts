import { TOAST_WARNING } from '../api/types';
import { createDroppedNotice } from './droppedNotice';

describe('the notice of left-out list parameters', () => {
  it('names them once per list and link, and again after the list was asked cleanly', () => {
    const toast = vi.fn();
    const onChecked = createDroppedNotice(toast);
    onChecked('batch', ['status']);
    onChecked('batch', ['status']); // a refetch or page turn of the same link
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenLastCalledWith({ type: TOAST_WARNING, message: expect.stringContaining('status') });
    onChecked('batch', []);
    onChecked('batch', ['status']);
    onChecked('crp', ['sortBy', 'endDate']);
    expect(toast).toHaveBeenCalledTimes(3);
    expect(toast.mock.calls[2][0].message).toContain('sortBy, endDate');
  });
});
