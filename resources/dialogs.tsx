// What a list page opens on demand, each loaded with its chunk the first time it is opened (vite.config.ts puts them
// in one chunk of their own, FORM_CODE): the record form, the status change, the row dialogs, the saved-view dialogs
// and the week view. A list page that opens none of them never loads them (issue 28 item 1: the list page's weight).
// Until the first one opened has come, a backdrop with a spinner says it is on its way.
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { Backdrop, CircularProgress } from '@mui/material';
import { loadable, type Loadable } from './loadable';

const opening = (
  <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
    <CircularProgress aria-label="Opening" />
  </Backdrop>
);

/** A dialog loaded with its chunk, with the opening backdrop until it has come. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component: its props are read off it
export function lazyDialog<C extends ComponentType<any>>(load: () => Promise<C>): Loadable<ComponentProps<C>> {
  const Loaded = loadable(() => load().then((component) => ({ default: component })));
  const Dialog = (props: ComponentProps<C> & { fallback?: ReactNode }) => <Loaded fallback={opening} {...props} />;
  return Object.assign(Dialog, { preload: Loaded.preload });
}

export const StatusChangeDialog = lazyDialog(() => import('./actions/StatusChangeDialog').then((m) => m.StatusChangeDialog));
export const RecordFormDialog = lazyDialog(() => import('./schedule/RecordFormDialog').then((m) => m.RecordFormDialog));
export const ContactEditDialog = lazyDialog(() => import('./contacts/ContactEditDialog').then((m) => m.ContactEditDialog));
export const BatchSummaryDialog = lazyDialog(() => import('./rows/BatchSummaryDialog').then((m) => m.BatchSummaryDialog));
export const ClassUpdateDialog = lazyDialog(() => import('./rows/ClassUpdateDialog').then((m) => m.ClassUpdateDialog));
export const LinkDialog = lazyDialog(() => import('./rows/LinkDialog').then((m) => m.LinkDialog));
export const SaveViewDialog = lazyDialog(() => import('./views/SaveViewDialog').then((m) => m.SaveViewDialog));
export const ManageViewsDialog = lazyDialog(() => import('./views/ManageViewsDialog').then((m) => m.ManageViewsDialog));
export const WeekView = loadable(() => import('./schedule/WeekView').then((m) => ({ default: m.WeekView })));
