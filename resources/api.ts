// The entity calls that are not react-admin list reads: support lists, status changes, contacts, class update,
// batch summaries and the export. One injectable object (EntityApiContext), so screens are tested with a fake.
import { createContext, useContext } from 'react';
import { API_PREFIX, type EntitySchema } from '../schemas';
import { http, type HttpClient } from '../src/api/httpClient';
import type { FileResult, QueryParams } from '../src/api/types';

export type SupportList = 'centres' | 'roles' | 'subjects' | 'batches' | 'course-program-mappings';
export type StatusAction = 'deactivate' | 'reactivate';
export type ContactField = 'email' | 'mobile';

export interface StatusChange {
  action: StatusAction;
  ids: (number | string)[];
  reason: string;
  otherReason?: string;
}

export interface BatchLine {
  batchCode: string;
  class: string;
  centre: string;
}

export interface BatchSummary {
  added: BatchLine[];
  retained: BatchLine[];
  deleted: BatchLine[];
}

export interface Contacts {
  emailId: string | null;
  mobile: string | null;
}

/** Each call resolves with the server's message where the screen shows it. */
export interface EntityApi {
  supportList<T = Record<string, unknown>>(list: SupportList, params?: QueryParams, signal?: AbortSignal): Promise<T[]>;
  changeStatus(schema: EntitySchema, change: StatusChange): Promise<string>;
  unmask(schema: EntitySchema, id: number | string): Promise<Contacts>;
  editContact(schema: EntitySchema, id: number | string, field: ContactField, value: string): Promise<string>;
  updateClass(schema: EntitySchema, id: number | string): Promise<string>;
  batchSummary(schema: EntitySchema, id: number | string): Promise<BatchSummary>;
  exportList(schema: EntitySchema, params: QueryParams): Promise<FileResult>;
}

type Client = Pick<HttpClient, 'get' | 'post' | 'patch' | 'download'>;

function need(path: string | undefined, what: string): string {
  if (!path) throw new Error(`This entity has no ${what}`);
  return path;
}

export function createEntityApi(client: Client): EntityApi {
  return {
    async supportList(list, params, signal) {
      const { data } = await client.get<unknown>(`${API_PREFIX}/${list}`, params, { signal });
      return (Array.isArray(data) ? data : []) as never[];
    },
    async changeStatus(schema, change) {
      const body = { entity: schema.kind, ...change };
      const answer = await client.patch(schema.api.status, body, { loader: true });
      return answer.message;
    },
    async unmask(schema, id) {
      const { data } = await client.post<Contacts>(`${need(schema.api.contact, 'contacts')}/unmask`, { entity: schema.kind, id });
      return { emailId: data?.emailId ?? null, mobile: data?.mobile ?? null };
    },
    async editContact(schema, id, field, value) {
      const answer = await client.patch(need(schema.api.contact, 'contacts'), { entity: schema.kind, id, field, value }, { loader: true });
      return answer.message;
    },
    async updateClass(schema, id) {
      const answer = await client.patch(need(schema.api.classUpdate, 'class update'), { id }, { loader: true });
      return answer.message;
    },
    async batchSummary(schema, id) {
      const { data } = await client.get<Partial<BatchSummary>>(`${schema.api.status}/${encodeURIComponent(String(id))}/batch-summary`);
      return { added: data?.added ?? [], retained: data?.retained ?? [], deleted: data?.deleted ?? [] };
    },
    exportList(schema, params) {
      return client.download(schema.api.export, params, { loader: true });
    },
  };
}

export const EntityApiContext = createContext<EntityApi>(createEntityApi(http));

export const useEntityApi = () => useContext(EntityApiContext);
