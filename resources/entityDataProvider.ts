// The entity calls as custom methods of react-admin's dataProvider, in its convention (each resolves with
// `{ data }`), and useEntityApi, which calls them through react-admin's useDataProvider.
//
// useDataProvider resolves a call whose error logged the user out (a 401) with a placeholder `{ data: [] | {} }`
// instead of rejecting. Each answer is checked for its shape, so a screen takes its failure path then, never its
// success path (no 'Account has been deactivated successfully' for a change that did not happen).
import { useMemo } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { LinkAnswer, SavedView } from '../schemas/api';
import type { BatchSummary, Contacts, EntityApi, FileResult, ListPage, WeekCopyPreview, WeekPage } from './api';

type Answer<M extends keyof EntityApi> = Awaited<ReturnType<EntityApi[M]>>;

export type EntityMethods = {
  [M in keyof EntityApi]: (...args: Parameters<EntityApi[M]>) => Promise<{ data: Answer<M> }>;
};

/** The app's dataProvider: react-admin's methods plus the entity calls. */
export type EntityDataProvider = DataProvider & EntityMethods;

/** An EntityApi (createEntityApi(http), or a fake in tests) as dataProvider methods. */
export function entityDataProviderMethods(api: EntityApi): EntityMethods {
  return {
    supportList: async (...args) => ({ data: await api.supportList(...args) }),
    changeStatus: async (...args) => ({ data: await api.changeStatus(...args) }),
    unmask: async (...args) => ({ data: await api.unmask(...args) }),
    editContact: async (...args) => ({ data: await api.editContact(...args) }),
    updateClass: async (...args) => ({ data: await api.updateClass(...args) }),
    batchSummary: async (...args) => ({ data: await api.batchSummary(...args) }),
    exportList: async (...args) => ({ data: await api.exportList(...args) }),
    listPage: async (...args) => ({ data: await api.listPage(...args) }),
    week: async (...args) => ({ data: await api.week(...args) }),
    saveRecord: async (...args) => ({ data: await api.saveRecord(...args) }),
    previewWeekCopy: async (...args) => ({ data: await api.previewWeekCopy(...args) }),
    copyWeek: async (...args) => ({ data: await api.copyWeek(...args) }),
    linkOptions: async (...args) => ({ data: await api.linkOptions(...args) }),
    saveLink: async (...args) => ({ data: await api.saveLink(...args) }),
    listViews: async (...args) => ({ data: await api.listViews(...args) }),
    createView: async (...args) => ({ data: await api.createView(...args) }),
    updateView: async (...args) => ({ data: await api.updateView(...args) }),
    setDefaultView: async (...args) => ({ data: await api.setDefaultView(...args) }),
    deleteView: async (...args) => ({ data: await api.deleteView(...args) }),
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isText = (v: unknown): v is string => typeof v === 'string';
const isContacts = (v: unknown): v is Contacts => isObject(v) && 'emailId' in v && 'mobile' in v;
const isSummary = (v: unknown): v is BatchSummary => isObject(v) && Array.isArray(v.added) && Array.isArray(v.retained) && Array.isArray(v.deleted);
const isFile = (v: unknown): v is FileResult => isObject(v) && 'blob' in v;
const isListPage = (v: unknown): v is ListPage => isObject(v) && Array.isArray(v.rows) && typeof v.total === 'number';
const isCopyPreview = (v: unknown): v is WeekCopyPreview => isObject(v) && Array.isArray(v.lines) && typeof v.copies === 'number';
const isLinkAnswer = (v: unknown): v is LinkAnswer => isObject(v) && Array.isArray(v.options) && 'current' in v;
const isView = (v: unknown): v is SavedView => isObject(v) && typeof v.id === 'number' && isObject(v.state);
const isWeekPage = (v: unknown): v is WeekPage => isObject(v) && Array.isArray(v.rows) && typeof v.truncated === 'boolean';

/** The data of an answer of the expected shape; anything else (the logged-out placeholder) is a failure. */
function dataOf<T>(answer: { data: unknown } | undefined, isExpected: (v: unknown) => v is T, what: string): T {
  if (!answer || !isExpected(answer.data)) throw new Error(`No ${what}: the session has ended`);
  return answer.data;
}

/** The entity calls of the app's dataProvider, through react-admin's useDataProvider. */
export function useEntityApi(): EntityApi {
  const dp = useDataProvider<EntityDataProvider>();
  return useMemo(
    (): EntityApi => ({
      supportList: async <T>(...args: Parameters<EntityApi['supportList']>) =>
        dataOf(await dp.supportList(...args), Array.isArray, 'list') as T[],
      changeStatus: async (...args) => dataOf(await dp.changeStatus(...args), isText, 'status change'),
      unmask: async (...args) => dataOf(await dp.unmask(...args), isContacts, 'contacts'),
      editContact: async (...args) => dataOf(await dp.editContact(...args), isText, 'contact change'),
      updateClass: async (...args) => dataOf(await dp.updateClass(...args), isText, 'class update'),
      batchSummary: async (...args) => dataOf(await dp.batchSummary(...args), isSummary, 'batch summary'),
      exportList: async (...args) => dataOf(await dp.exportList(...args), isFile, 'file'),
      listPage: async (...args) => dataOf(await dp.listPage(...args), isListPage, 'list'),
      week: async (...args) => dataOf(await dp.week(...args), isWeekPage, 'week'),
      saveRecord: async (...args) => dataOf(await dp.saveRecord(...args), isText, 'save'),
      previewWeekCopy: async (...args) => dataOf(await dp.previewWeekCopy(...args), isCopyPreview, 'copy preview'),
      copyWeek: async (...args) => dataOf(await dp.copyWeek(...args), isText, 'copy'),
      linkOptions: async (...args) => dataOf(await dp.linkOptions(...args), isLinkAnswer, 'link'),
      saveLink: async (...args) => dataOf(await dp.saveLink(...args), isText, 'link'),
      listViews: async (...args) => dataOf(await dp.listViews(...args), Array.isArray, 'views') as SavedView[],
      createView: async (...args) => dataOf(await dp.createView(...args), isView, 'view'),
      updateView: async (...args) => dataOf(await dp.updateView(...args), isView, 'view'),
      setDefaultView: async (...args) => dataOf(await dp.setDefaultView(...args), isView, 'view'),
      deleteView: async (...args) => dataOf(await dp.deleteView(...args), isText, 'view'),
    }),
    [dp],
  );
}
