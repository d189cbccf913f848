// Indexes over what the database said, with the checks every operation shares: a centre exists and is in the
// user's scope, a batch exists at a centre, is active and fits the class.
import type { ResourceSchema } from '../../../schemas/index.js';
import type { BatchFact, CentreFact } from '../db/lookups.js';
import type { PlanContext, RowIssues } from './types.js';

/** A name as compared: trimmed, inner spaces single, lower case. */
const fold = (s: string): string => s.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * `fold` for the cells an index looks up: a sheet names the same few centres and batches on every row, so what was
 * folded is kept (up to FOLDED cells, then started afresh). 100,000 rows of a transfer fold 200,000 such cells, a
 * regular expression each, some 50 ms of its plan. Names that differ on every row (a student's, for the
 * likely-duplicate check) use `fold` itself, and do not churn the store.
 */
const FOLDED = 4096;
const folded = new Map<string, string>();
function foldCell(s: string): string {
  let f = folded.get(s);
  if (f === undefined) {
    f = fold(s);
    if (folded.size >= FOLDED) folded.clear();
    folded.set(s, f);
  }
  return f;
}

/** Whether a record of this resource may belong to a centre of this kind: its schema's `centreKinds`, if any. */
export function fitsCentreKind(entity: Pick<ResourceSchema, 'centreKinds'>, centreKind: string): boolean {
  return !entity.centreKinds || (entity.centreKinds as readonly string[]).includes(centreKind);
}

export class CentreIndex {
  private readonly byName = new Map<string, CentreFact>();
  private readonly ids = new Map<number, CentreFact>();

  constructor(centres: readonly CentreFact[], private readonly ctx: PlanContext) {
    for (const c of centres) {
      this.ids.set(c.id, c);
      this.byName.set(fold(c.code), c);
    }
    // Names win over codes when a name happens to equal another centre's code.
    for (const c of centres) this.byName.set(fold(c.name), c);
  }

  byId(id: number | null | undefined): CentreFact | undefined {
    return id == null ? undefined : this.ids.get(id);
  }

  nameOf(id: number | null | undefined): string {
    return this.byId(id)?.name ?? '';
  }

  inScope(id: number): boolean {
    return this.ctx.scope.has(id);
  }

  /** The centre a cell names, checked for scope and, for students, for the programme kind. */
  resolve(value: string, key: string, issues: RowIssues): CentreFact | undefined {
    const centre = this.byName.get(foldCell(value));
    if (!centre) issues.add(key, 'unknown-centre', `"${value}" is not a centre of your organisation`);
    else if (!this.inScope(centre.id)) issues.add(key, 'out-of-scope', `"${centre.name}" is not one of your centres`);
    else if (!this.fitsKind(centre)) issues.add(key, 'centre-kind', `"${centre.name}" is not a centre for ${this.ctx.entity.label}`);
    else return centre;
    return undefined;
  }

  /** The row's centre: its Centre cell in multi-centre mode, else the centre chosen on the page. */
  rowCentre(value: string | null, issues: RowIssues): CentreFact | undefined {
    if (this.ctx.multiCentre) return value === null ? undefined : this.resolve(value, 'centre', issues);
    return this.byId(this.ctx.centreId);
  }

  fitsKind(centre: CentreFact): boolean {
    return fitsCentreKind(this.ctx.entity, centre.kind);
  }
}

export class BatchIndex {
  /** By centre, then by folded code. */
  private readonly byCode = new Map<number, Map<string, BatchFact>>();
  private readonly ids = new Map<number, BatchFact>();

  constructor(batches: readonly BatchFact[]) {
    for (const b of batches) {
      this.ids.set(b.id, b);
      let codes = this.byCode.get(b.centreId);
      if (!codes) this.byCode.set(b.centreId, (codes = new Map()));
      codes.set(fold(b.batchCode), b);
    }
  }

  byId(id: number | null | undefined): BatchFact | undefined {
    return id == null ? undefined : this.ids.get(id);
  }

  codeOf(id: number | null | undefined): string {
    return this.byId(id)?.batchCode ?? '';
  }

  find(centreId: number, code: string): BatchFact | undefined {
    return this.byCode.get(centreId)?.get(foldCell(code));
  }

  /** An active batch of that centre, of that class when a class is given. */
  resolve(centre: CentreFact, code: string, cls: string | null, key: string, issues: RowIssues): BatchFact | undefined {
    const batch = this.find(centre.id, code);
    if (!batch || batch.status === 'deleted') issues.add(key, 'unknown-batch', `there is no batch "${code}" at ${centre.name}`);
    else if (batch.status !== 'active') issues.add(key, 'inactive-batch', `batch "${batch.batchCode}" at ${centre.name} is ${batch.status}`);
    else if (cls !== null && batch.class !== cls) issues.add(key, 'batch-class', `batch "${batch.batchCode}" is for class ${batch.class}, not ${cls}`);
    else return batch;
    return undefined;
  }
}

export { fold };
