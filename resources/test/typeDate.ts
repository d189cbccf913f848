// Types a date into an MUI X date field (resources/list/DateRangePickers.tsx) section by section, as a user does with
// the keyboard (digits for the month too). An empty part is skipped.
import { within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

export async function typeDate(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, day: string, month: string, year: string) {
  for (const [name, keys] of [['Day', day], ['Month', month], ['Year', year]] as const) {
    if (!keys) continue;
    await user.click(within(field).getByRole('spinbutton', { name }));
    await user.keyboard(keys);
  }
}
