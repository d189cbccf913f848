import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { crpStudents } from '../../../schemas';
import { HttpError } from '../../api/errors';
import { fakeUploadsApi, renderUploads, samplePreview } from './testKit';
import { UploadPage } from './UploadPage';
import { uploadSession } from './uploadSession';
import type { MappingProposal } from '../../../schemas';

const file = new File(['PK'], 'students.xlsx');

const proposal: MappingProposal = {
  headers: ['Roll No', 'Pupil', 'Std', 'Batch', 'Phone', 'Remarks'],
  columns: [
    { column: 'Enrollment No.', required: true, header: 'Roll No', how: 'alias' },
    { column: 'Student Name', required: true, header: null, how: null },
    { column: 'Centre', required: true, header: null, how: null },
    { column: 'Class', required: true, header: 'Std', how: 'alias' },
    { column: 'Batch', required: false, header: 'Batch', how: 'exact' },
    { column: 'Email', required: false, header: null, how: null },
    { column: 'Mobile', required: true, header: 'Phone', how: 'close' },
  ],
};
const refusal = () => new HttpError('Row 1: Column "Roll No" is not part of the Student create sheet', 422, 422, { code: 422, data: { mapping: proposal } });

async function choose(user: ReturnType<typeof userEvent.setup>, column: string, header: string) {
  await user.click(screen.getByRole('combobox', { name: `Sheet column for ${column}` }));
  await user.click(await screen.findByRole('option', { name: header }));
}

describe('the upload mapping step', { timeout: 60_000 }, () => {
  afterEach(() => uploadSession.set(null));

  it('shows the proposed mapping with why, refuses a bad one, and previews with the confirmed one', async () => {
    const user = userEvent.setup();
    const preview = vi.fn().mockRejectedValueOnce(refusal()).mockResolvedValue(samplePreview(0));
    const api = fakeUploadsApi({ preview });
    renderUploads(<UploadPage schema={crpStudents} kinds={[]} />, { api });
    await user.click(screen.getByLabelText('Multiple centres (a Centre column)'));
    await user.upload(screen.getByTestId('upload-input'), file);

    const table = await screen.findByRole('table', { name: 'Column mapping' });
    // Why the step is shown: the server's words about the headers.
    expect(screen.getByText('Row 1: Column "Roll No" is not part of the Student create sheet')).toBeInTheDocument();
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name.replace('.', '\\.')}`) });
    expect(row('Enrollment No.')).toHaveTextContent('A known other name');
    expect(row('Batch')).toHaveTextContent('Same header');
    expect(row('Mobile')).toHaveTextContent('Close spelling');
    expect(row('Student Name')).toHaveTextContent('No match');

    // A required column left unmapped is named; one header for two columns is refused.
    await user.click(screen.getByRole('button', { name: 'Check the rows' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Column "Student Name" is required; map a column of the sheet to it');
    await choose(user, 'Student Name', 'Pupil');
    await choose(user, 'Centre', 'Phone');
    await user.click(screen.getByRole('button', { name: 'Check the rows' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Column "Phone" is mapped to both "Centre" and "Mobile"; map it to one');
    expect(preview).toHaveBeenCalledTimes(1);

    await choose(user, 'Centre', 'Remarks');
    expect(row('Centre')).toHaveTextContent('Chosen by you');
    await user.click(screen.getByRole('button', { name: 'Check the rows' }));
    await waitFor(() => expect(screen.getByLabelText('Current path')).toHaveTextContent('/glorifireEntities/preview'));
    expect(preview).toHaveBeenLastCalledWith(expect.objectContaining({
      multiCentre: true,
      mapping: [
        { column: 'Enrollment No.', header: 'Roll No' }, { column: 'Student Name', header: 'Pupil' }, { column: 'Centre', header: 'Remarks' },
        { column: 'Class', header: 'Std' }, { column: 'Batch', header: 'Batch' }, { column: 'Mobile', header: 'Phone' },
      ],
    }), file);
    // The submit sends the same mapping: it travels with the session's target.
    expect(uploadSession.get()?.target.mapping).toHaveLength(6);
  });

  it('a sheet with the sample headers never sees the step', async () => {
    const user = userEvent.setup();
    const api = fakeUploadsApi();
    renderUploads(<UploadPage schema={crpStudents} kinds={[]} />, { api });
    await user.click(screen.getByLabelText('Multiple centres (a Centre column)'));
    await user.upload(screen.getByTestId('upload-input'), file);
    await waitFor(() => expect(screen.getByLabelText('Current path')).toHaveTextContent('/glorifireEntities/preview'));
    expect(screen.queryByRole('table', { name: 'Column mapping' })).not.toBeInTheDocument();
  });
});
