// What a list page opens on demand, each loaded with its chunk the first time it is opened (vite.config.ts puts them
// in one chunk of their own, FORM_CODE): the record form, the status change, the row dialogs, the saved-view dialogs
// and the week view. A list page that opens none of them never loads them (issue 28 item 1: the list page's weight).
import { loadable } from './loadable';

export const StatusChangeDialog = loadable(() => import('./actions/StatusChangeDialog').then((m) => ({ default: m.StatusChangeDialog })));
export const RecordFormDialog = loadable(() => import('./schedule/RecordFormDialog').then((m) => ({ default: m.RecordFormDialog })));
export const ContactEditDialog = loadable(() => import('./contacts/ContactEditDialog').then((m) => ({ default: m.ContactEditDialog })));
export const BatchSummaryDialog = loadable(() => import('./rows/BatchSummaryDialog').then((m) => ({ default: m.BatchSummaryDialog })));
export const ClassUpdateDialog = loadable(() => import('./rows/ClassUpdateDialog').then((m) => ({ default: m.ClassUpdateDialog })));
export const LinkDialog = loadable(() => import('./rows/LinkDialog').then((m) => ({ default: m.LinkDialog })));
export const SaveViewDialog = loadable(() => import('./views/SaveViewDialog').then((m) => ({ default: m.SaveViewDialog })));
export const ManageViewsDialog = loadable(() => import('./views/ManageViewsDialog').then((m) => ({ default: m.ManageViewsDialog })));
export const WeekView = loadable(() => import('./schedule/WeekView').then((m) => ({ default: m.WeekView })));
