/**
 * Deactivation, always confirmed first: the bulk button of the users list and the one-user button of the edit page.
 * Both send one POST /api/admin/users/deactivate; the server ends the users' sessions at once.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import BlockIcon from '@mui/icons-material/Block';
import { Button, Confirm, useDataProvider, useListContext, useNotify, useRecordContext, useRefresh, useUnselectAll } from 'react-admin';
import type { AdminDataProvider } from '../../../providers/adminDataProvider';
import { USERS } from '../adminPaths';
import { fullName } from './userRules';
import type { UserRecord } from './UserList';

function useDeactivate(onDone: () => void) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (ids: UserRecord['id'][]) => dataProvider.adminDeactivateUsers(ids),
    onSuccess: ({ ids }) => {
      notify(`${ids.length === 1 ? '1 user' : `${ids.length} users`} deactivated`, { type: 'success' });
      onDone();
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
}

function DeactivateConfirm(props: { open: boolean; title: string; content: string; loading: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Confirm
      isOpen={props.open}
      loading={props.loading}
      title={props.title}
      content={props.content}
      confirm="Deactivate"
      confirmColor="warning"
      // A dialog that is closing still shows its buttons for a moment: a click then, or a second one while the
      // first is on its way, must not send the change again.
      onConfirm={() => { if (props.open && !props.loading) props.onConfirm(); }}
      onClose={props.onClose}
    />
  );
}

export function BulkDeactivateButton() {
  const { selectedIds } = useListContext<UserRecord>();
  const unselectAll = useUnselectAll(USERS);
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useDeactivate(() => {
    setOpen(false);
    unselectAll();
  });
  const count = selectedIds.length;
  return (
    <>
      <Button label="Deactivate" onClick={() => setOpen(true)} startIcon={<BlockIcon />} />
      <DeactivateConfirm
        open={open}
        loading={isPending}
        title={`Deactivate ${count === 1 ? '1 user' : `${count} users`}?`}
        content="They are signed out at once and can no longer sign in until an Admin activates them again."
        onConfirm={() => mutate(selectedIds as UserRecord['id'][])}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

export function DeactivateUserButton() {
  const record = useRecordContext<UserRecord>();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useDeactivate(() => setOpen(false));
  if (!record || !record.active) return null;
  return (
    <>
      <Button label="Deactivate" color="warning" onClick={() => setOpen(true)} startIcon={<BlockIcon />} />
      <DeactivateConfirm
        open={open}
        loading={isPending}
        title={`Deactivate ${fullName(record) || record.username}?`}
        content="They are signed out at once and can no longer sign in until an Admin activates them again."
        onConfirm={() => mutate([record.id])}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
