import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { courseProgramMappings, crpStudents, faculty } from '../../schemas';
import type { EntityApi } from '../api';
import { ContactCell } from '../contacts/ContactCell';
import { ExportButton } from '../actions/ExportButton';
import { ListUiProvider } from '../list/ListUiProvider';
import { fakeApi, renderWithAdmin, shownToast } from '../test/renderList';
import { RowActions } from './RowActions';

function wrap(ui: ReactNode, api: EntityApi, schema = crpStudents, refresh = vi.fn()) {
  return renderWithAdmin(
    <ListUiProvider schema={schema} refresh={refresh}>
      {ui}
    </ListUiProvider>,
    { api },
  );
}

const student = { id: 7, enrolmentNo: '2600000007', name: 'Harsh Mukherjee', emailId: 'ha*****@vidya.example.in', emailMasked: true, class: '11th' };
const emailField = crpStudents.fields.find((f) => f.key === 'emailId')!;
const toastText = () => shownToast()?.message;

describe('row actions and contacts', { timeout: 30_000 }, () => {
  it('unmasks a contact on request and masks it again', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    wrap(<ContactCell field={emailField} record={student} />, api);
    expect(screen.getByText('ha*****@vidya.example.in')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unmask email of 2600000007 · Harsh Mukherjee' }));
    expect(await screen.findByText('aarav@example.com')).toBeInTheDocument();
    expect(api.unmask).toHaveBeenCalledWith(crpStudents, 7);
    await user.click(screen.getByRole('button', { name: 'Hide email of 2600000007 · Harsh Mukherjee' }));
    expect(screen.getByText('ha*****@vidya.example.in')).toBeInTheDocument();
  });

  it("says 'Unable to Unmask Data' when unmasking fails", async () => {
    const user = userEvent.setup();
    wrap(<ContactCell field={emailField} record={student} />, fakeApi({ unmask: vi.fn(async () => Promise.reject(new Error('403'))) }));
    await user.click(screen.getByRole('button', { name: /Unmask email/ }));
    await waitFor(() => expect(toastText()).toBe('Unable to Unmask Data'));
  });

  it('checks an edited email with the schema rule before sending it', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    const refresh = vi.fn();
    wrap(<ContactCell field={emailField} record={student} />, api, crpStudents, refresh);
    await user.click(screen.getByRole('button', { name: /Edit email/ }));
    const box = await screen.findByRole('textbox', { name: 'Email' });
    await user.type(box, 'harsh@nowhere');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Email must be an email address/)).toBeInTheDocument();
    expect(api.editContact).not.toHaveBeenCalled();
    await user.clear(box);
    await user.type(box, 'harsh@vidya.example.in');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.editContact).toHaveBeenCalledWith(crpStudents, 7, 'email', 'harsh@vidya.example.in'));
    await waitFor(() => expect(toastText()).toBe('User Details Updated Successfully'));
    expect(refresh).toHaveBeenCalled();
  });

  it('offers the class update only for 6th, 7th, 9th and 11th', () => {
    for (const [cls, next] of [['6th', '7th'], ['7th', '8th'], ['9th', '10th'], ['11th', '12th'], ['8th', null], ['10th', null], ['12th', null]] as const) {
      const { unmount } = wrap(<RowActions record={{ id: 1, programName: 'Foundation', sku: 'FND', class: cls }} />, fakeApi(), courseProgramMappings);
      const button = screen.queryByRole('button', { name: /Update class/ });
      if (next) expect(button).toHaveTextContent(next);
      else expect(button).toBeNull();
      unmount();
    }
  });

  it("answers a class update with the server's message, or 'Something Went Wrong'", async () => {
    const user = userEvent.setup();
    const refresh = vi.fn();
    wrap(<RowActions record={{ id: 3, programName: 'Foundation', sku: 'FND-9', class: '9th' }} />, fakeApi(), courseProgramMappings, refresh);
    await user.click(screen.getByRole('button', { name: /Update class/ }));
    await user.click(await screen.findByRole('button', { name: 'Update to 10th' }));
    await waitFor(() => expect(toastText()).toBe('Class Updated Successfully'));
    expect(refresh).toHaveBeenCalled();

    const failing = fakeApi({ updateClass: vi.fn(async () => Promise.reject(new Error('422'))) });
    wrap(<RowActions record={{ id: 4, programName: 'Foundation', sku: 'FND-7', class: '7th' }} />, failing, courseProgramMappings);
    await user.click(screen.getByRole('button', { name: /Update class of Foundation · FND-7/ }));
    await user.click(await screen.findByRole('button', { name: 'Update to 8th' }));
    await waitFor(() => expect(toastText()).toBe('Something Went Wrong'));
  });

  it('shows the faculty batch summary in accordions of added, retained and deleted batches', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      batchSummary: vi.fn(async () => ({
        added: [{ batchCode: 'DEL-JEE-11-A', class: '11th', centre: 'Delhi South Extension' }],
        retained: [],
        deleted: [{ batchCode: 'DEL-JEE-11-B', class: '11th', centre: 'Delhi South Extension' }],
      })),
    });
    wrap(<RowActions record={{ id: 5, employeeCode: 'EMP1', name: 'Priya Iyer' }} />, api, faculty);
    await user.click(screen.getByRole('button', { name: 'Batch summary of EMP1 · Priya Iyer' }));
    expect(await screen.findByRole('dialog', { name: /Faculty Batch Summary/ })).toBeInTheDocument();
    expect(await screen.findByText('DEL-JEE-11-A')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Added/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Retained/ })).toHaveTextContent('0');
    expect(screen.getByRole('button', { name: /Deleted/ })).toHaveTextContent('1');
  });
});

describe('ExportButton', { timeout: 30_000 }, () => {
  it('downloads the filtered list and says so; says when it cannot', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const api = fakeApi();
    const filter = { status: 'active', centre: ['1'], q: 'Aar' };
    const { unmount } = wrap(<ExportButton schema={crpStudents} filter={filter} sort={{ field: 'name', order: 'DESC' }} />, api);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(toastText()).toBe('Your File Has Been Downloaded Successfully.'));
    expect(api.exportList).toHaveBeenCalledWith(crpStudents, { status: 'active', centre: '1', search: 'Aar', sortBy: 'name', sortOrder: 'desc' });
    unmount();

    wrap(<ExportButton schema={crpStudents} filter={filter} sort={{ field: 'name', order: 'ASC' }} />, fakeApi({ exportList: vi.fn(async () => Promise.reject(new Error('500'))) }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(toastText()).toBe('Unable to Download the File.'));
  });
});
