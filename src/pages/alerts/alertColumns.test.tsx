import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RaRecord } from 'react-admin';
import type { Cell } from '../../../resources';
import { vi } from 'vitest';
import { alertColumns } from './alertColumns';

function cell(row: RaRecord, key = 'words', onShowMore = vi.fn()) {
  const column = alertColumns(onShowMore).overrides![key];
  const params: Cell = { row, value: row[key], id: row.id, field: key };
  render(<>{column.renderCell!(params)}</>);
  return onShowMore;
}

const row = (eventKey: string, extra: Partial<RaRecord> = {}): RaRecord => ({
  id: 1, actionableId: 1, eventKey, words: eventKey, title: 'KOL-NEET2Y-11-A', isViewed: false, priorityLevel: 1, createdAt: new Date().toISOString(), ...extra,
});

describe('an alert row (console-spec §9)', () => {
  it.each(['PLATFORM_TRAINING_NOT_STARTED', 'PLATFORM_TRAINING_COMPLETED', 'PLAN_ACCURACY'])('%s has no show-more', (key) => {
    cell(row(key));
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it('other events offer show-more, which opens the alert without the row click', async () => {
    const onShowMore = cell(row('MARK_ATTENDANCE', { words: 'Mark attendance' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show more: Mark attendance' }));
    expect(onShowMore).toHaveBeenCalledWith(expect.objectContaining({ eventKey: 'MARK_ATTENDANCE' }));
  });

  it('shows the event in words, its subject, and its age in words', () => {
    cell(row('MARK_ATTENDANCE', { words: 'Mark attendance', createdAt: new Date(Date.now() - 5_000).toISOString() }));
    expect(screen.getByText('Mark attendance')).toBeInTheDocument();
    expect(screen.getByText('KOL-NEET2Y-11-A')).toBeInTheDocument();
    cell(row('MARK_ATTENDANCE', { createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString() }), 'createdAt');
    expect(screen.getByText('3 hours ago')).toBeInTheDocument();
  });

  it('says New or Viewed', () => {
    cell(row('MARK_ATTENDANCE', { isViewed: false }), 'isViewed');
    expect(screen.getByText('New')).toBeInTheDocument();
    cell(row('MARK_ATTENDANCE', { isViewed: true }), 'isViewed');
    expect(screen.getByText('Viewed')).toBeInTheDocument();
  });
});
