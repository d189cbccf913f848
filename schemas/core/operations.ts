// Questions about an upload operation that the sample sheet, the upload page and the server all ask alike.
import { LIST_SHEET_OF } from './constants';
import type { ListSheetName, OperationColumn, OperationKey, UploadOperation } from './types';
import type { UploadTargetSchema } from './uploadTarget';

const LIST_SHEET_ORDER: readonly ListSheetName[] = ['Centre List', 'Role List', 'Subject List', 'Course Program List'];

export function findOperation(entity: Pick<UploadTargetSchema, 'uploads'>, key: string): UploadOperation | undefined {
  return entity.uploads.operations.find((op) => op.key === key);
}

/** For callers that already checked the operation exists (a route registered from the schema). */
export function getOperation(entity: Pick<UploadTargetSchema, 'label' | 'uploads'>, key: OperationKey): UploadOperation {
  const op = findOperation(entity, key);
  if (!op) throw new Error(`${entity.label} has no ${key} upload`);
  return op;
}

/** Test-account uploads are multi-centre whatever the user is (entities-spec §2). */
export function effectiveMultiCentre(op: UploadOperation, multiCentre: boolean): boolean {
  return multiCentre || op.alwaysMultiCentre;
}

/** Whether multi-centre mode adds columns (the 'Centre' column) to this operation's sheet. */
export function addsCentreColumn(op: UploadOperation): boolean {
  return op.columns.some((c) => c.multiCentreOnly);
}

/** The columns of the sheet in the given centre mode, in sheet order. */
export function activeColumns(op: UploadOperation, multiCentre: boolean): readonly OperationColumn[] {
  const multi = effectiveMultiCentre(op, multiCentre);
  return op.columns.filter((c) => multi || !c.multiCentreOnly);
}

/** The list sheets a sample workbook carries so its ref columns can offer dropdowns. */
export function listSheets(op: UploadOperation, multiCentre: boolean): ListSheetName[] {
  const needed = new Set<ListSheetName>();
  for (const c of activeColumns(op, multiCentre)) {
    const sheet = c.field.ref ? LIST_SHEET_OF[c.field.ref] : undefined;
    if (sheet) needed.add(sheet);
  }
  return LIST_SHEET_ORDER.filter((s) => needed.has(s));
}

/** The list sheet (or fixed options) feeding one column's dropdown validation. */
export function dropdownSource(
  column: OperationColumn,
): { type: 'sheet'; sheet: ListSheetName } | { type: 'options'; options: readonly string[] } | null {
  const sheet = column.field.ref ? LIST_SHEET_OF[column.field.ref] : undefined;
  // A multi-valued cell ('Physics, Chemistry') cannot be checked by a one-value dropdown.
  if (sheet && !column.field.multiple) return { type: 'sheet', sheet };
  if (column.field.options?.length) return { type: 'options', options: column.field.options };
  return null;
}
