// Each call reads the capability block it needs (statusChange, contacts, export, rowActions) and refuses a resource
// without it. The entity calls that are not react-admin list reads: support lists, status changes, contacts, class update,
// batch summaries and the export. They are custom methods of react-admin's dataProvider (react-admin's "calling
// custom methods": the console spreads them into its dataProvider, entityDataProvider.ts), so the screens call them
// through useDataProvider() and tests pass a fake dataProvider; resources/ never reaches the console's HTTP client.
import type { ResourceSchema } from '../schemas';
import type { BatchSummary, Contacts, LinkAnswer, SavedView, ViewState } from '../schemas/api';
// Not from '../schemas': the console's main chunk imports this file, and the registry would bring every schema.
import { API_PREFIX } from '../schemas/core/constants';
import type { ListParams, QueryParams } from '../schemas/listQuery';

export type SupportList = 'centres' | 'roles' | 'subjects' | 'batches' | 'course-program-mappings' | 'faculty' 
  /** An entity ref's choices (schemas/core refOptionsPath). */
  | `${string}/options`;
export type StatusAction = 'deactivate' | 'reactivate';
export type ContactField = 'email' | 'mobile';

export interface StatusChange {
  action: StatusAction;
  /** The chosen records; or, with "select all N matching", none and the list's filter with the confirmed count. */
  ids?: (number | string)[];
  filter?: QueryParams;
  expected?: number;
  reason: string;
  otherReason?: string;
}

/** The answers' types come from the routes' response schemas (schemas/api). */
export type { BatchLine, BatchSummary, Contacts } from '../schemas/api';

/** Each call resolves with the server's message where the screen shows it. */
export interface EntityApi {
  supportList<T = Record<string, unknown>>(list: SupportList, params?: QueryParams, signal?: AbortSignal): Promise<T[]>;
  changeStatus(schema: ResourceSchema, change: StatusChange): Promise<string>;
  unmask(schema: ResourceSchema, id: number | string): Promise<Contacts>;
  editContact(schema: ResourceSchema, id: number | string, field: ContactField, value: string): Promise<string>;
  updateClass(schema: ResourceSchema, id: number | string): Promise<string>;
  batchSummary(schema: ResourceSchema, id: number | string): Promise<BatchSummary>;
  exportList(schema: ResourceSchema, params: QueryParams): Promise<FileResult>;
  /** One page of a list asked as its schema declares (GET query or POST body); `path` picks a view (history). */
  listPage(schema: ResourceSchema, params: ListParams, options?: { path?: string; signal?: AbortSignal }): Promise<ListPage>;
  /** The records of seven days from `from` (yyyy-mm-dd) of a schema with `schedule`, filtered by list filter keys. */
  week(schema: ResourceSchema, from: string, filters: QueryParams, signal?: AbortSignal): Promise<WeekPage>;
  /** Adds a record from a form (`id` absent) or changes record `id`; cells by field key as a sheet holds them. */
  saveRecord(schema: ResourceSchema, values: Record<string, string>, id?: number | string): Promise<string>;
  /** "Copy last week" into the week from `from`: each copy with its clashes. */
  previewWeekCopy(schema: ResourceSchema, from: string, filters: QueryParams): Promise<WeekCopyPreview>;
  /** Writes the copies without clashes; answers the server's message ('5 classes copied'). */
  copyWeek(schema: ResourceSchema, from: string, filters: QueryParams): Promise<string>;
  /** A schema with `link`: record `id`'s linked record now and the records it may be linked to. */
  linkOptions(schema: ResourceSchema, id: number | string): Promise<LinkAnswer>;
  /** Links record `id` to `otherId`, or clears its link (null); answers the server's message. */
  saveLink(schema: ResourceSchema, id: number | string, otherId: number | null): Promise<string>;
  /** The signed-in user's saved views of a list (resource = the kind). */
  listViews(resource: string): Promise<SavedView[]>;
  createView(view: NewView): Promise<SavedView>;
  updateView(id: number, change: { name?: string; state?: ViewState }): Promise<SavedView>;
  /** Makes the view the user's default for its list (or no longer the default). */
  setDefaultView(id: number, isDefault: boolean): Promise<SavedView>;
  deleteView(id: number): Promise<string>;
}

export interface NewView {
  resource: string;
  name: string;
  state: ViewState;
  isDefault?: boolean;
}

export interface WeekCopyPreview {
  from: string;
  to: string;
  copies: number;
  clashes: number;
  lines: { from: Record<string, unknown>; date: string; problems: string[] }[];
}

export interface WeekPage {
  from: string;
  to: string;
  rows: Record<string, unknown>[];
  truncated: boolean;
}

export interface ListPage {
  rows: Record<string, unknown>[];
  total: number;
}

export interface FileResult {
  blob: Blob;
  /** From Content-Disposition; undefined when the server names none. */
  fileName: string | undefined;
}

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

interface CallFlags {
  /** Show the console's loader while the call runs. */
  loader?: boolean;
  signal?: AbortSignal;
}

/** What the entity calls need of an HTTP client; the console's (src/api/httpClient) has this shape. */
export interface EntityHttp {
  get<T = unknown>(path: string, params?: QueryParams, flags?: CallFlags): Promise<Envelope<T>>;
  post<T = unknown>(path: string, body?: unknown, flags?: CallFlags): Promise<Envelope<T>>;
  patch<T = unknown>(path: string, body?: unknown, flags?: CallFlags): Promise<Envelope<T>>;
  put<T = unknown>(path: string, body?: unknown, flags?: CallFlags): Promise<Envelope<T>>;
  delete<T = unknown>(path: string, params?: QueryParams, flags?: CallFlags): Promise<Envelope<T>>;
  download(path: string, params?: QueryParams, flags?: CallFlags): Promise<FileResult>;
}

// The list rules check requests with zod (schemas/core/query): loaded with the first list, not in the main chunk.
const loadListRequest = () => import('./list/listRequest');

function need(path: string | undefined, what: string): string {
  if (!path) throw new Error(`This entity has no ${what}`);
  return path;
}

export interface EntityApiOptions {
  /** Told, for every list request, the parameters left out because the server would refuse them (listRequest.ts). */
  onChecked?(list: string, dropped: string[]): void;
}

export function createEntityApi(client: EntityHttp, { onChecked }: EntityApiOptions = {}): EntityApi {
  return {
    async supportList(list, params, signal) {
      const { data } = await client.get<unknown>(`${API_PREFIX}/${list}`, params, { signal });
      return (Array.isArray(data) ? data : []) as never[];
    },
    async changeStatus(schema, change) {
      const path = need(schema.statusChange?.api, 'status change');
      let body = { entity: schema.kind, ...change };
      if (change.filter) {
        // The same cleaning as the list's own request: what the server would refuse is left out and named.
        const { checkedListQuery } = await loadListRequest();
        const { value, dropped } = checkedListQuery(schema, change.filter);
        onChecked?.(path, dropped);
        body = { ...body, filter: value };
      }
      const answer = await client.patch(path, body, { loader: true });
      return answer.message;
    },
    async unmask(schema, id) {
      const { data } = await client.post<Contacts>(`${need(schema.contacts?.api, 'contacts')}/unmask`, { entity: schema.kind, id });
      return { emailId: data?.emailId ?? null, mobile: data?.mobile ?? null };
    },
    async editContact(schema, id, field, value) {
      const answer = await client.patch(need(schema.contacts?.api, 'contacts'), { entity: schema.kind, id, field, value }, { loader: true });
      return answer.message;
    },
    async updateClass(schema, id) {
      const answer = await client.patch(need(schema.rowActions?.classUpdate?.api, 'class update'), { id }, { loader: true });
      return answer.message;
    },
    async batchSummary(schema, id) {
      const { data } = await client.get<Partial<BatchSummary>>(`${need(schema.statusChange?.api, 'batch summary')}/${encodeURIComponent(String(id))}/batch-summary`);
      return { added: data?.added ?? [], retained: data?.retained ?? [], deleted: data?.deleted ?? [] };
    },
    async exportList(schema, params) {
      const path = need(schema.export?.api, 'export');
      const { checkedListQuery } = await loadListRequest();
      const { value, dropped } = checkedListQuery(schema, params);
      onChecked?.(path, dropped);
      return client.download(path, value, { loader: true });
    },
    async listPage(schema, params, { path = schema.api.list, signal } = {}) {
      const { listCall } = await loadListRequest();
      const call = listCall(schema, params);
      onChecked?.(path, call.dropped);
      type Answer = { rows?: unknown; totalCount?: unknown } | null;
      const { data } = call.method === 'GET' ? await client.get<Answer>(path, call.params, { signal }) : await client.post<Answer>(path, call.body, { signal });
      const rows = Array.isArray(data?.rows) ? (data.rows as Record<string, unknown>[]) : [];
      return { rows, total: typeof data?.totalCount === 'number' ? data.totalCount : rows.length };
    },
    async week(schema, from, filters, signal) {
      type Answer = Partial<WeekPage> | null;
      const { data } = await client.get<Answer>(`${schema.api.list}/week`, { ...filters, from }, { signal });
      const rows = Array.isArray(data?.rows) ? data.rows : [];
      return { from: data?.from ?? from, to: data?.to ?? from, rows, truncated: data?.truncated === true };
    },
    async saveRecord(schema, values, id) {
      const path = id === undefined ? `${schema.api.list}/record` : `${schema.api.list}/record/${encodeURIComponent(String(id))}`;
      const answer = id === undefined ? await client.post(path, { values }, { loader: true }) : await client.patch(path, { values }, { loader: true });
      return answer.message;
    },
    async previewWeekCopy(schema, from, filters) {
      return (await client.get<WeekCopyPreview>(`${schema.api.list}/week/copy`, { ...filters, from })).data;
    },
    async copyWeek(schema, from, filters) {
      return (await client.post(`${schema.api.list}/week/copy?${new URLSearchParams({ ...stringParams(filters), from })}`, {}, { loader: true })).message;
    },
    async linkOptions(schema, id) {
      const { data } = await client.get<Partial<LinkAnswer> | null>(linkPath(schema, id));
      return { current: data?.current ?? null, options: Array.isArray(data?.options) ? data.options : [] };
    },
    async saveLink(schema, id, otherId) {
      return (await client.patch(linkPath(schema, id), { id: otherId }, { loader: true })).message;
    },
    async listViews(resource) {
      const { data } = await client.get<SavedView[] | null>(VIEWS, { resource });
      return Array.isArray(data) ? data : [];
    },
    async createView(view) {
      return (await client.post<SavedView>(VIEWS, view)).data;
    },
    async updateView(id, change) {
      return (await client.patch<SavedView>(`${VIEWS}/${id}`, change)).data;
    },
    async setDefaultView(id, isDefault) {
      return (await client.put<SavedView>(`${VIEWS}/${id}/default`, { isDefault })).data;
    },
    async deleteView(id) {
      return (await client.delete(`${VIEWS}/${id}`)).message;
    },
  };
}

const VIEWS = `${API_PREFIX}/saved-views`;

const linkPath = (schema: ResourceSchema, id: number | string) =>
  `${schema.api.list}/record/${encodeURIComponent(String(id))}/${need((schema as { link?: { key: string } }).link?.key, 'link')}`;

/** Query values as strings (a POST carries the week's filters in its address, like the GET). */
const stringParams = (params: QueryParams) => Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, String(v)]));

export { entityDataProviderMethods, useEntityApi, type EntityDataProvider } from './entityDataProvider';
