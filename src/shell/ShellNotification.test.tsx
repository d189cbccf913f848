import { act, render, screen } from '@testing-library/react';
import { AdminContext, defaultI18nProvider, memoryStore, useNotify, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { useEntityToast, type EntityToast } from '../../resources/toast';
import { createFeedbackStore } from './feedback';
import { ShellNotification } from './ShellNotification';
import { ToastHost } from './ToastHost';

let entityToast: EntityToast;
let notify: ReturnType<typeof useNotify>;
function Capture() {
  entityToast = useEntityToast();
  notify = useNotify();
  return null;
}

function renderShell(store = createFeedbackStore()) {
  render(
    <MemoryRouter initialEntries={['/glorifireEntities/home?entity=crp']}>
      <AdminContext dataProvider={{} as DataProvider} i18nProvider={defaultI18nProvider} store={memoryStore()}>
        <Capture />
        <ShellNotification store={store} />
        <ToastHost store={store} />
      </AdminContext>
    </MemoryRouter>,
  );
  return store;
}

describe('ShellNotification: react-admin notifications in the shell’s one toast', () => {
  it("shows a resource's success with the 'Success' heading, as the shell's toastSuccess did", () => {
    const store = renderShell();
    act(() => entityToast.success('Class Updated Successfully'));
    const toast = screen.getByTestId('toast');
    expect(toast).toHaveTextContent('SuccessClass Updated Successfully');
    expect(toast).toHaveAttribute('role', 'status');
    expect(store.getState().toast).toMatchObject({ kind: 'success', heading: 'Success', message: 'Class Updated Successfully' });
  });

  it("shows a resource's error as an alert, and a new toast replaces the one before", () => {
    const store = renderShell();
    act(() => entityToast.success('Your File Has Been Downloaded Successfully.'));
    act(() => entityToast.error('Unable to Unmask Data'));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByTestId('toast')).toHaveTextContent('Unable to Unmask Data');
    expect(screen.getByTestId('toast')).toHaveAttribute('role', 'alert');
    expect(store.getState().toast).toMatchObject({ kind: 'error', heading: undefined, message: 'Unable to Unmask Data' });
  });

  it("translates react-admin's own message keys and shows warnings as warnings", () => {
    const store = renderShell();
    act(() => notify('ra.notification.http_error', { type: 'warning' }));
    expect(store.getState().toast).toMatchObject({ kind: 'warning', message: 'Server communication error' });
  });
});
