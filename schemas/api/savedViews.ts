// Saved views of a list (issue 26 item 7): a user's named states of one list (filters, sort, rows per page and
// columns), one of them their default. The state is the console's own; the server keeps it as given, within these
// bounds, and the console cleans its filters against the list's query schema when it applies one (listRequest.ts).
import { z } from 'zod';
import { timestamp } from './envelope';

const key = z.string().min(1).max(60);
const filterValue = z.union([z.string().max(200), z.array(z.string().max(100)).max(100)]);

/** Shown, hidden, order and widths of a list's columns (by field key); the panel and the grid's resize set it. */
export const columnsState = z.strictObject({
  order: z.array(key).max(60),
  hidden: z.array(key).max(60),
  widths: z.record(key, z.number().int().min(40).max(1200)),
});
export type ColumnsState = z.infer<typeof columnsState>;

export const viewState = z.strictObject({
  filter: z.record(key, filterValue).refine((f) => Object.keys(f).length <= 40, 'at most 40 filters'),
  sort: z.strictObject({ field: key, order: z.enum(['ASC', 'DESC']) }),
  perPage: z.number().int().min(1).max(100),
  columns: columnsState.optional(),
});
export type ViewState = z.infer<typeof viewState>;

export const VIEW_NAME_MAX = 60;
const viewName = z.string().trim().min(1, 'Give the view a name.').max(VIEW_NAME_MAX, `A view name has at most ${VIEW_NAME_MAX} characters.`);

export const savedView = z.object({
  id: z.number().int(),
  resource: z.string(),
  name: z.string(),
  state: viewState,
  isDefault: z.boolean(),
  updatedAt: timestamp,
});
export type SavedView = z.infer<typeof savedView>;

export const savedViewsQuery = z.strictObject({ resource: z.string().min(1).max(40) });
export const savedViewCreate = z.strictObject({ resource: z.string().min(1).max(40), name: viewName, state: viewState, isDefault: z.boolean().optional() });
export const savedViewUpdate = z.strictObject({ name: viewName.optional(), state: viewState.optional() });
export const savedViewDefault = z.strictObject({ isDefault: z.boolean() });

export const savedViewList = z.array(savedView);
