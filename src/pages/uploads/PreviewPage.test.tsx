import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PreviewPage from './PreviewPage';
import { fakeUploadsApi, renderUploads, samplePreview } from './testKit';
import { uploadSession } from './uploadSession';

const target = { entity: 'crp', operation: 'create', path: 'auth/v4/glorifire-entities/students', multiCentre: false, centreId: 1 };

function open(errors: number) {
  uploadSession.set({ file: new File(['PK'], 'students.xlsx'), target, preview: samplePreview(errors), idempotencyKey: 'key-1', returnTo: '/glorifireEntities/home/upload?entity=crp' });
}

const gridRows = () => screen.getByRole('grid', { name: 'Preview rows' }).querySelectorAll('.MuiDataGrid-row');

describe('PreviewPage', { timeout: 60_000 }, () => {
  afterEach(() => uploadSession.set(null));

  it('shows the counts, each problem in words, and filters to the rows with errors', async () => {
    const user = userEvent.setup();
    open(1);
    renderUploads(<PreviewPage />);
    expect(screen.getByRole('listitem', { name: 'With errors: 1' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'To be created: 3' })).toBeInTheDocument();
    expect(await screen.findByText('Mobile: must be 9 to 15 digits')).toBeInTheDocument();
    await waitFor(() => expect(gridRows()).toHaveLength(4));
    await user.click(screen.getByLabelText(/Show only rows with errors/));
    await waitFor(() => expect(gridRows()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('submits a clean file with its idempotency key and opens the history', async () => {
    const user = userEvent.setup();
    const api = fakeUploadsApi();
    open(0);
    renderUploads(<PreviewPage />, { api, path: '/glorifireEntities/preview' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByLabelText('Current path')).toHaveTextContent('/glorifireEntities/history'));
    expect(api.submit).toHaveBeenCalledWith(target, expect.any(File), 'key-1');
  });

  it('says what to do when there is nothing to preview', () => {
    renderUploads(<PreviewPage />);
    expect(screen.getByText('There is no file to preview. Choose a file on the upload page first.')).toBeInTheDocument();
  });
});
