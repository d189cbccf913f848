// How the generic planners read a sheet row: worked out once per plan for each column (its field's column, how an
// empty cell is stored, its mask, its ref resolver), so reading a row allocates only what it returns: the values to
// write, their display text (a list by column position, made an object by key only for an error message) and the
// preview. The centre is read first: a batch is resolved at the row's centre.
import { maskEmail, maskMobile, type EntitySchema, type FieldDef, type OperationColumn, type ParsedRow, type ParsedValue } from '../../../schemas/index.js';
import type { RefResolver } from './refs.js';
import { showsPreview, type PlanContext, type RowIssues } from './types.js';

export type Write = Record<string, unknown>;
/** A row's display text by column position (RowReader.keys); the page's centre last, when it has one. */
export type Shown = string[];

const TEXT_KINDS = new Set(['text', 'name', 'code']);

/** One column of the sheet, as the planner reads it. */
interface Cell {
  key: string;
  column: string;
  multiple: boolean;
  /** What an empty cell writes: '' for text (a hand-made table may hold its text columns not-null), else null. */
  empty: '' | null;
  /** The preview's form of a masked value (email, mobile); null when shown as it is. */
  mask: ((value: string) => string) | null;
  /** The resolver of a ref column; null for any other. */
  ref: RefResolver | null;
  /** A ref's `sameAs` field (a programme read for the row's class). */
  sameAs: string | undefined;
}

/** A preview column: the position of the shown cell it takes (-1: none), or the row's serial number. */
interface PreviewCell { key: string; at: number; serial: boolean }

function maskOf(f: FieldDef): Cell['mask'] {
  if (!f.masked) return null;
  return f.kind === 'email' ? maskEmail : f.kind === 'mobile' ? maskMobile : null;
}

/** Reads the rows of one plan: the same context, resolvers and page centre for every row. */
export class RowReader {
  private readonly cells: Cell[];
  private readonly preview: PreviewCell[];
  /** The key of each position of a row's Shown. */
  readonly keys: readonly string[];
  /** The centre's column, and the page's centre (id and name) when a single-centre sheet has no Centre column. */
  private readonly centreColumn: string | undefined;
  private readonly pageCentre: { key: string; id: number; name: string } | null;

  constructor(ctx: PlanContext, resolvers: ReadonlyMap<string, RefResolver>, pageCentreName: string) {
    const present = ctx.op.columns.filter((c) => ctx.multiCentre || !c.multiCentreOnly);
    const centre = ctx.op.columns.find((c) => c.field.ref === 'centre' && !c.field.multiple);
    const ordered = [...present].sort((a, b) => Number(b === centre) - Number(a === centre));
    this.cells = ordered.map((c: OperationColumn): Cell => ({
      key: c.key, column: c.field.column, multiple: !!c.field.multiple, empty: TEXT_KINDS.has(c.field.kind) ? '' : null,
      mask: maskOf(c.field), ref: c.field.kind === 'ref' ? resolvers.get(c.field.ref!)! : null, sameAs: c.field.sameAs,
    }));
    this.centreColumn = centre?.field.column;
    this.pageCentre = centre && !present.includes(centre) && ctx.centreId !== null ? { key: centre.key, id: ctx.centreId, name: pageCentreName } : null;
    this.keys = [...this.cells.map((c) => c.key), ...(this.pageCentre ? [this.pageCentre.key] : [])];
    // A column 'sNo' that no cell fills is the row's serial number. A job's plan has no preview values (showsPreview).
    this.preview = !showsPreview(ctx) ? [] : (ctx.entity as EntitySchema).uploads.preview.columns.map((c) => ({
      key: c.key, at: this.keys.indexOf(c.from ?? c.key), serial: c.key === 'sNo' && !this.keys.includes('sNo'),
    }));
  }

  /** Fills a row's values by column and their display text by key, refs resolved (what they cannot resolve goes to `issues`). */
  read(r: ParsedRow, issues: RowIssues, write: Write, shown: Shown): void {
    if (this.pageCentre) {
      write[this.centreColumn!] = this.pageCentre.id;
      shown[this.cells.length] = this.pageCentre.name;
    }
    const values = r.values;
    for (let i = 0; i < this.cells.length; i++) {
      const c = this.cells[i];
      const value = values[c.key] ?? null;
      if (c.ref === null || value === null) shown[i] = plainCell(c, value, write);
      else {
        const centreId = this.centreColumn === undefined ? undefined : (write[this.centreColumn] as number | undefined);
        const sameAs = c.sameAs === undefined ? undefined : textOf(values[c.sameAs]);
        if (typeof value === 'string') {
          const found = c.ref.resolve(value, c.key, issues, centreId, sameAs);
          write[c.column] = c.multiple ? [found?.id] : found?.id;
          shown[i] = found ? found.name : value;
        } else shown[i] = refCells(c, value, issues, centreId, sameAs, write);
      }
    }
  }

  /** The preview's values: the shown cells (or the cell a column is `from`), a serial number for 'sNo'. */
  previewOf(shown: Shown, index: number): Record<string, string> {
    const out: Record<string, string> = {};
    for (const p of this.preview) out[p.key] = p.serial ? String(index + 1) : p.at < 0 ? '' : shown[p.at];
    return out;
  }

  /** A row's display text by key, for a message naming its values. */
  shownByKey(shown: Shown): Record<string, string> {
    return Object.fromEntries(this.keys.map((k, i) => [k, shown[i]]));
  }
}

const textOf = (v: ParsedValue | undefined): string | null => (typeof v === 'string' ? v : null);

/** A cell that is no ref (or an empty ref): written as read; its display text, masked. */
function plainCell(c: Cell, value: ParsedValue, write: Write): string {
  if (typeof value === 'string') {
    write[c.column] = c.multiple ? [value] : value;
    return c.mask ? c.mask(value) : value;
  }
  if (Array.isArray(value)) {
    write[c.column] = c.multiple ? [...value] : c.empty;
    return (c.mask ? value.map(c.mask) : value).join(', ');
  }
  write[c.column] = c.multiple ? [] : c.empty;
  return '';
}

/** A ref cell of several values (subjects): each resolved; their display text. */
function refCells(c: Cell, values: readonly string[], issues: RowIssues, centreId: number | undefined, sameAs: string | null | undefined, write: Write): string {
  const ids: (number | undefined)[] = [];
  const names: string[] = [];
  for (const v of values) {
    const found = c.ref!.resolve(v, c.key, issues, centreId, sameAs);
    ids.push(found?.id);
    names.push(found ? found.name : v);
  }
  write[c.column] = c.multiple ? ids : ids[0];
  return names.join(', ');
}
