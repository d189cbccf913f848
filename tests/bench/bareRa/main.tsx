// The bench's peer for the console's student list (tests/bench/coldLoad.ts): a bare react-admin 5 app with one
// <List><Datagrid> of the same columns over the same API call, the same access-token header and the same query.
// The token is the one the bench wrote to sessionStorage under the console's own key (authToken).
import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, List, Resource, TextField, type DataProvider } from 'react-admin';
import { ENTITY_MANIFEST } from '../../../schemas/manifest.generated';

const token = () => sessionStorage.getItem('authToken') ?? '';

// Only getList is called by a list page; the rest answer nothing.
const dataProvider = {
  getList: async (_resource, { pagination, sort, filter, signal }) => {
    // The console's query for its first page: the filter, page and limit, and the sort.
    const query = new URLSearchParams({
      ...filter, page: String(pagination?.page ?? 1), limit: String(pagination?.perPage ?? 10),
      ...(sort ? { sortBy: sort.field, sortOrder: sort.order.toLowerCase() } : {}),
    });
    const res = await fetch(`/api/auth/v4/glorifire-entities/crp?${query}`, { headers: { 'access-token': token() }, signal });
    const body = await res.json();
    if (!res.ok) throw new Error(body.message);
    return { data: body.data.rows, total: body.data.totalCount };
  },
} as DataProvider;

// The console's first page of the list, from the same manifest the console opens it with (100 rows by enrolment
// number, the Active tab), so the two never ask for different pages (coldLoad.ts checks the two requests match).
const opening = ENTITY_MANIFEST.crp.opening;
const QUERY = { perPage: opening.perPage, sort: { field: opening.sort, order: opening.order }, filter: JSON.parse(opening.filter) as Record<string, string> };

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
