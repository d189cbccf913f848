// The bench's peer for the console's student list (tests/bench/coldLoad.ts): a bare react-admin 5 app with one
// <List><Datagrid> of the same columns over the same API call, the same access-token header and the same query.
// The token is the one the bench wrote to sessionStorage under the console's own key (authToken).
import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, List, Resource, TextField, type DataProvider } from 'react-admin';

const token = () => sessionStorage.getItem('authToken') ?? '';

// Only getList is called by a list page; the rest answer nothing.
const dataProvider = {
  getList: async (_resource, { pagination, filter, signal }) => {
    // The console's query for its first page: the filter, then page and limit (it sends no sort for the default one).
    const query = new URLSearchParams({ ...filter, page: String(pagination?.page ?? 1), limit: String(pagination?.perPage ?? 10) });
    const res = await fetch(`/api/auth/v4/glorifire-entities/crp?${query}`, { headers: { 'access-token': token() }, signal });
    const body = await res.json();
    if (!res.ok) throw new Error(body.message);
    return { data: body.data.rows, total: body.data.totalCount };
  },
} as DataProvider;

// The console's first page of the list: 10 rows by enrolment number, the Active tab.
const QUERY = { perPage: 10, sort: { field: 'enrolmentNo', order: 'ASC' as const }, filter: { status: 'active' } };

const authProvider = {
  login: async () => undefined, logout: async () => undefined, checkError: async () => undefined,
  checkAuth: async () => { if (!token()) throw new Error('no token'); },
};

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} authProvider={authProvider} requireAuth disableTelemetry>
    <Resource name="students" list={() => (
      <List perPage={QUERY.perPage} sort={QUERY.sort} filterDefaultValues={QUERY.filter}>
        <Datagrid bulkActionButtons={false}>
          <TextField source="enrolmentNo" label="Enrollment No." />
          <TextField source="name" label="Student Name" />
          <TextField source="centre" label="Centre" />
          <TextField source="batch" label="Batch" />
          <TextField source="class" label="Class" />
          <TextField source="status" label="Status" />
          <TextField source="emailId" label="Email" />
          <TextField source="mobile" label="Mobile" />
        </Datagrid>
      </List>
    )} />
  </Admin>,
);
