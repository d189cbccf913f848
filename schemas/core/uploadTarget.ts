// An upload target: what the upload machinery (sheet checks, preview, jobs, history, samples) needs of a schema.
// Every entity is one; a sheet-only workflow that is no listed entity kind (PTM schedules) declares just this.
import { snakeCase } from './convert';
import type { CentreKind, EntityAccess, FieldDef, FieldSpec, OperationColumn, UploadOperation, UploadPreview, UploadsCapability } from './types';
import type { OperationInput } from './entity';

export interface UploadTargetSchema {
  /** The `entity` query value of its uploads; stored on its jobs. */
  kind: string;
  label: string;
  /** Singular noun for messages ('the PTM Schedule upload sheet'). */
  noun: string;
  access: EntityAccess;
  /** The table its rows land in; it picks the planner. */
  table: { name: string; handTuned?: true };
  centreKinds?: readonly CentreKind[];
  /** Its sheets, preview table and file name: the same block an entity's uploads capability is. */
  uploads: UploadsCapability;
  /** A result file of its own columns instead of the sheet's plus Status and Error (the PTM error file). */
  resultFile?: ResultLayout;
}

/**
 * The result file's columns: `serial` numbers the rows, `error` holds each row's errors, every other header takes
 * the sheet's column of that header.
 */
export interface ResultLayout { headers: readonly string[]; serial: string; error: string }

export interface UploadTargetInput {
  kind: string;
  label: string;
  noun: string;
  access: EntityAccess;
  table: { name: string };
  preview: UploadPreview;
  downloadName: string;
  resultFile?: ResultLayout;
  /** Every column brings its own field: a target has no entity fields to name. */
  operations: readonly (Omit<OperationInput<string>, 'columns'> & {
    columns: readonly { key: string; field: FieldSpec; header?: string; required?: boolean; example?: string }[];
  })[];
}

export function defineUploadTarget(input: UploadTargetInput): UploadTargetSchema {
  const operations = input.operations.map((op): UploadOperation => ({
    key: op.key,
    label: op.label,
    tab: op.tab,
    path: op.path,
    alwaysMultiCentre: op.alwaysMultiCentre ?? false,
    columns: op.columns.map((c): OperationColumn => {
      const field: FieldDef = {
        ...c.field, key: c.key, column: c.field.column ?? snakeCase(c.key),
        listed: false, sortable: false, filterable: false, searchable: false, masked: c.field.masked ?? false,
      };
      return { header: c.header ?? field.label, key: c.key, required: c.required ?? false, multiCentreOnly: false, field, example: c.example ?? field.example ?? '' };
    }),
    unique: op.unique ?? [],
    rowRules: op.rowRules ?? [],
  }));
  const headers = operations.flatMap((op) => op.columns.map((c) => c.header.toLowerCase()));
  if (new Set(headers).size !== headers.length) throw new Error(`${input.label}: upload headers repeat`);
  const { preview, downloadName, operations: _declared, ...rest } = input;
  return Object.freeze({ ...rest, uploads: { operations, preview, downloadName } });
}
