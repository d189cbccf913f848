// Which resources are User Management's (supporthome/<res>) and the data provider that routes them to the admin
// provider (adminDataProvider.ts). Kept apart so the console's first page needs only this: the admin provider, with
// ra-data-simple-rest, is loaded on the first User Management call.
import type { DataProvider, Identifier } from 'react-admin';
import type { AdminDataProvider, AdminMethods } from './adminDataProvider';

/** Resource names of User Management: the URL segment under /supporthome is the API resource under /api/admin. */
export const ADMIN_RESOURCE_PREFIX = 'supporthome/';
export const isAdminResource = (resource: string) => resource.startsWith(ADMIN_RESOURCE_PREFIX);
export const apiResourceOf = (resource: string) => resource.slice(ADMIN_RESOURCE_PREFIX.length);

/** Loads the admin provider when it is first needed (a dynamic import). */
export type AdminLoader = () => Promise<AdminDataProvider>;

const CRUD = ['getList', 'getOne', 'getMany', 'getManyReference', 'update', 'updateMany', 'create', 'delete', 'deleteMany'] as const;

/** The base provider, with every CRUD call on a 'supporthome/<res>' resource sent to the admin provider as <res>. */
export function withAdminResources<P extends DataProvider>(base: P, load: AdminLoader): P & AdminMethods {
  // One load, shared by every call; a failed load is tried again on the next call.
  let loading: Promise<AdminDataProvider> | null = null;
  const provider = (): Promise<AdminDataProvider> => {
    loading ??= load().catch((err: unknown) => {
      loading = null;
      throw err;
    });
    return loading;
  };
  const routed = Object.fromEntries(
    CRUD.map((method) => [
      method,
      async (resource: string, params: unknown) =>
        isAdminResource(resource)
          ? ((await provider())[method] as (r: string, p: unknown) => Promise<unknown>)(apiResourceOf(resource), params)
          : (base[method] as (r: string, p: unknown) => Promise<unknown>)(resource, params),
    ]),
  );
  const methods: AdminMethods = {
    adminResetPassword: async (id: Identifier) => (await provider()).adminResetPassword(id),
    adminDeactivateUsers: async (ids: Identifier[]) => (await provider()).adminDeactivateUsers(ids),
    adminEffectiveAccess: async (id: Identifier) => (await provider()).adminEffectiveAccess(id),
  };
  return { ...base, ...routed, ...methods } as P & AdminMethods;
}
