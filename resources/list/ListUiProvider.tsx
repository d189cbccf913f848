// Holds what a list's cells ask for (ListUiContext): unmasked contacts and the row dialogs. Unmasked values stay
// in memory of this list only; they are dropped with the list.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { EntitySchema, ResourceSchema } from '../../schemas';
import { useEntityApi, type ContactField, type Contacts } from '../api';
import { MESSAGES } from '../messages';
import { isEntity } from '../../schemas';
import { hasForm, hasLink } from '../rows/RowActions';
import { BatchSummaryDialog, ClassUpdateDialog, ContactEditDialog, LinkDialog, RecordFormDialog } from '../dialogs';
import { useEntityToast } from '../toast';
import { ListUiContext, type ListUi } from './ListUiContext';

type Dialog =
  | { type: 'contact'; record: RaRecord; field: ContactField }
  | { type: 'batches'; record: RaRecord }
  | { type: 'class'; record: RaRecord }
  | { type: 'edit'; record: RaRecord }
  | { type: 'link'; record: RaRecord }
  | null;

const without = <K, V>(map: ReadonlyMap<K, V>, key: K) => {
  const next = new Map(map);
  next.delete(key);
  return next;
};

export function ListUiProvider({ schema, refresh, children }: { schema: ResourceSchema; refresh: () => void; children: ReactNode }) {
  const api = useEntityApi();
  const toast = useEntityToast();
  const [revealed, setRevealed] = useState<ReadonlyMap<string, Contacts>>(new Map());
  const [revealing, setRevealing] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);

  const reveal = useCallback(
    async (record: RaRecord) => {
      const id = String(record.id);
      setRevealing((s) => new Set(s).add(id));
      try {
        const contacts = await api.unmask(schema, record.id);
        setRevealed((m) => new Map(m).set(id, contacts));
      } catch {
        toast.error(MESSAGES.unmaskFailed);
      } finally {
        setRevealing((s) => {
          const next = new Set(s);
          next.delete(id);
          return next;
        });
      }
    },
    [api, schema, toast],
  );

  const ui: ListUi = useMemo(
    () => ({
      schema,
      revealed,
      revealing,
      reveal: (record) => void reveal(record),
      hide: (record) => setRevealed((m) => without(m, String(record.id))),
      editContact: (record, field) => setDialog({ type: 'contact', record, field }),
      showBatchSummary: (record) => setDialog({ type: 'batches', record }),
      updateClass: (record) => setDialog({ type: 'class', record }),
      editRecord: (record) => setDialog({ type: 'edit', record }),
      linkRecord: (record) => setDialog({ type: 'link', record }),
    }),
    [schema, revealed, revealing, reveal],
  );

  const close = () => setDialog(null);
  const onContactSaved = (record: RaRecord, field: ContactField, value: string) => {
    const id = String(record.id);
    // A saved value is known in clear; the refreshed row comes back masked, the cell shows the clear one.
    setRevealed((m) => {
      const before = m.get(id);
      if (!before) return m;
      return new Map(m).set(id, { ...before, ...(field === 'email' ? { emailId: value } : { mobile: value }) });
    });
    close();
    refresh();
  };

  return (
    <ListUiContext.Provider value={ui}>
      {children}
      {dialog?.type === 'contact' && (
        <ContactEditDialog
          schema={schema}
          record={dialog.record}
          field={dialog.field}
          initial={(dialog.field === 'email' ? revealed.get(String(dialog.record.id))?.emailId : revealed.get(String(dialog.record.id))?.mobile) ?? ''}
          onClose={close}
          onSaved={(field, value) => onContactSaved(dialog.record, field, value)}
        />
      )}
      {dialog?.type === 'batches' && <BatchSummaryDialog schema={schema} record={dialog.record} onClose={close} />}
      {dialog?.type === 'class' && (
        <ClassUpdateDialog schema={schema} record={dialog.record} onClose={close} onDone={() => (close(), refresh())} />
      )}
      {dialog?.type === 'edit' && hasForm(schema) && (
        <RecordFormDialog schema={schema as EntitySchema} record={dialog.record} onClose={close} onSaved={() => (close(), refresh())} />
      )}
      {dialog?.type === 'link' && isEntity(schema) && hasLink(schema) && (
        <LinkDialog schema={schema} record={dialog.record} onClose={close} onDone={() => (close(), refresh())} />
      )}
    </ListUiContext.Provider>
  );
}
