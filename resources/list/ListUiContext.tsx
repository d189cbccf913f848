// What the cells of an entity list can ask of the list around them: its schema, the contacts unmasked so far and
// the dialogs (contact edit, batch summary, class update). Cells render inside the grid, so they reach it by context.
import { createContext, useContext } from 'react';
import type { RaRecord } from 'react-admin';
import type { ResourceSchema } from '../../schemas';
import type { ContactField, Contacts } from '../api';

export interface ListUi {
  schema: ResourceSchema;
  /** Contacts shown unmasked, by record id. */
  revealed: ReadonlyMap<string, Contacts>;
  /** Ids whose unmask call is running. */
  revealing: ReadonlySet<string>;
  reveal(record: RaRecord): void;
  hide(record: RaRecord): void;
  editContact(record: RaRecord, field: ContactField): void;
  showBatchSummary(record: RaRecord): void;
  updateClass(record: RaRecord): void;
  /** A schema with `form`: the record's form. */
  editRecord(record: RaRecord): void;
  /** A schema with `link`: the record's link dialog. */
  linkRecord(record: RaRecord): void;
}

export const ListUiContext = createContext<ListUi | null>(null);

export function useListUi(): ListUi {
  const ui = useContext(ListUiContext);
  if (!ui) throw new Error('useListUi outside an entity list');
  return ui;
}
