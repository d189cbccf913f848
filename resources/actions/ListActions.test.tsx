import { render, screen } from '@testing-library/react';
import { AdminContext, type AuthProvider } from 'react-admin';
import { ACCOUNT_STATUS_VERBS, entities, type EntitySchema, type StatusKey } from '../../schemas';
import { ListActions, SHARED_RECORDS_HINT } from './ListActions';

const auth = (allowed: (resource: string, action?: string) => boolean): AuthProvider => ({
  login: async () => undefined, logout: async () => undefined, checkAuth: async () => undefined, checkError: async () => undefined,
  getPermissions: async () => undefined, canAccess: async ({ resource, action }) => allowed(resource, action),
});

function setup(allowed: (resource: string, action?: string) => boolean, kind = { resource: 'course-program', noun: 'Course Program Mapping', verbs: ACCOUNT_STATUS_VERBS }, selected = 2, status: StatusKey = 'active') {
  render(
    <AdminContext authProvider={auth(allowed)}>
      <ListActions {...kind} status={status} selected={selected} onAction={() => {}} onClearSelection={() => {}} />
    </AdminContext>,
  );
}

const kindOf = (schema: EntitySchema) => ({ resource: schema.kind, noun: schema.noun, verbs: schema.statusChange.verbs });

describe('ListActions and records shared by all centres (issue 13)', () => {
  it('offers Deactivate to a user who may change the records', async () => {
    setup(() => true);
    expect(await screen.findByRole('button', { name: 'Deactivate' })).toBeEnabled();
  });

  it('says why instead of offering a status change the server would refuse', async () => {
    const asked: string[] = [];
    setup((resource, action) => (asked.push(`${resource}:${action}`), false));
    expect(await screen.findByText(SHARED_RECORDS_HINT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(asked).toContain('course-program:changeStatus');
  });

  it("says a kind's own words: a class is cancelled and reinstated, a topic dropped and restored", async () => {
    setup(() => true, kindOf(entities['time-table']), 0);
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByText('Select at least 1 class to cancel.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
  });

  it('offers Restore on dropped topics, and Deactivate stays the words of accounts', async () => {
    setup(() => true, kindOf(entities['course-plan']), 0, 'deactivated');
    expect(await screen.findByRole('button', { name: 'Restore' })).toBeDisabled();
    expect(screen.getByText('Select at least 1 topic to restore.')).toBeInTheDocument();
  });
});
