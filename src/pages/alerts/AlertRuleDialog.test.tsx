import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { HttpError } from '../../api/errors';
import { AlertRuleDialog, type RuleApi } from './AlertRuleDialog';
import type { AlertSetting } from './types';

const setting: AlertSetting = {
  id: 4, eventKey: 'MARK_ATTENDANCE', words: 'Mark attendance', priorityLevel: 1, active: true,
  escalationRules: [{ level: 1, trigger: 'notViewed', afterHours: 4 }, { level: 2, trigger: 'notResolved', afterHours: 24 }],
  thresholds: { graceHours: 24, lookbackDays: 14 }, own: { priority: false, escalationRules: false, thresholds: false },
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/** A field's new text, as one change (the checks run on the text, not on each key). */
const fill = (input: HTMLElement, text: string) => fireEvent.change(input, { target: { value: text } });

function open(api: Partial<RuleApi> = {}) {
  const fake: RuleApi = {
    setThresholds: vi.fn(async (_key, thresholds) => ({ ...setting, thresholds: { ...setting.thresholds, ...thresholds } })),
    setTriggers: vi.fn(async (_id, triggers) => ({ ...setting, escalationRules: triggers })),
    ...api,
  };
  const onSaved = vi.fn();
  render(<AlertRuleDialog setting={setting} onClose={() => {}} onSaved={onSaved} api={fake} />);
  return { api: fake, onSaved, dialog: screen.getByRole('dialog', { name: 'Mark attendance' }) };
}

describe('the alert rule dialog (config tab)', { timeout: 30_000 }, () => {
  it('shows the rule thresholds; a wrong one is named under its field and nothing is sent; a right one is saved', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, onSaved, dialog } = open();
    const grace = within(dialog).getByLabelText('Hours after a class ends');
    expect(grace).toHaveValue('24');
    fill(grace, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Hours after a class ends must be a whole number from 1 to 240')).toBeInTheDocument();
    expect(api.setThresholds).not.toHaveBeenCalled();
    fill(grace, '6');
    expect(within(dialog).queryByText(/must be a whole number/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.setThresholds).toHaveBeenCalledWith('MARK_ATTENDANCE', { graceHours: 6, lookbackDays: 14 });
    expect(api.setTriggers).not.toHaveBeenCalled();
  });

  it('edits the escalation levels: level 2 cannot come before level 1, and the rules are sent as the triggers', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, onSaved, dialog } = open();
    const two = within(dialog).getByRole('group', { name: 'Level 2 (Organisation admin)' });
    const hours = within(two).getByLabelText('Level 2 after (hours)');
    fill(hours, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Level 2 cannot come before level 1')).toBeInTheDocument();
    fill(hours, '48');
    await user.click(within(two).getByRole('combobox', { name: 'When' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Not viewed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.setTriggers).toHaveBeenCalledWith(4, [{ level: 1, trigger: 'notViewed', afterHours: 4 }, { level: 2, trigger: 'notViewed', afterHours: 48 }]);
    expect(api.setThresholds).not.toHaveBeenCalled();
  });

  it("turning level 1 off while level 2 stays on is refused; the server's 422 lands under its field", async () => {
    const user = userEvent.setup({ delay: null });
    const refusal = new HttpError('Look back (days) must be a whole number from 1 to 90', 422, 422,
      { code: 422, data: { errors: [{ key: 'lookbackDays', message: 'Look back (days) must be a whole number from 1 to 90' }] } });
    const { api, dialog } = open({ setThresholds: vi.fn(async () => Promise.reject(refusal)) });
    await user.click(within(dialog).getByRole('checkbox', { name: /Escalate to level 1/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Level 2 follows level 1: escalate to the centre head first')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Escalate to level 1/ }));
    const lookback = within(dialog).getByLabelText('Look back (days)');
    fill(lookback, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.setThresholds).toHaveBeenCalled());
    expect(await within(dialog).findAllByText('Look back (days) must be a whole number from 1 to 90')).toHaveLength(2);
  });
});
