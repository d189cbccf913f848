// Batches: created by upload, checked against what the organisation already has (a programme offered for the
// batch's class); course-program mappings need nothing beyond the generic planner (generic.ts).

import { batchesOfCentres, centresOfOrg, programsOfOrg, type ProgramFact } from '../db/lookups.js';
import { insertBatches, type BatchInsert } from '../db/writes.js';
import { BatchIndex, CentreIndex, fold } from './facts.js';
import { errorsByRow, inOrder, RowIssues, text, type OperationPlanner, type RowPlan } from './types.js';

export const batchCreate: OperationPlanner<BatchInsert> = {
  async plan(db, ctx, rows, sheetErrors) {
    const [centres, batches, programs] = await inOrder(
      () => centresOfOrg(db, ctx.orgId), () => batchesOfCentres(db, [...ctx.scope]), () => programsOfOrg(db, ctx.orgId),
    );
    const centreIndex = new CentreIndex(centres, ctx);
    const batchIndex = new BatchIndex(batches);
    const byName = new Map<string, ProgramFact[]>();
    for (const p of programs) byName.set(fold(p.programName), [...(byName.get(fold(p.programName)) ?? []), p]);
    const byRow = errorsByRow(sheetErrors);
    return rows.map((r): RowPlan<BatchInsert> => {
      const v = r.values;
      const issues = new RowIssues(ctx.op, r.row, byRow.get(r.row));
      const centre = centreIndex.rowCentre(text(v.centre), issues);
      const code = text(v.batchCode), cls = text(v.class), programName = text(v.programName);
      if (centre && code !== null && batchIndex.find(centre.id, code)) issues.add('batchCode', 'taken', `batch "${code}" already exists at ${centre.name}`);
      let program: ProgramFact | undefined;
      if (programName !== null) {
        const offered = byName.get(fold(programName)) ?? [];
        program = offered.find((p) => p.class === cls);
        if (offered.length === 0) issues.add('programName', 'unknown-program', `"${programName}" is not a course program; use the names in the Course Program List`);
        else if (cls !== null && !program) issues.add('programName', 'program-class', `"${offered[0].programName}" is not offered for class ${cls} (it is for ${offered.map((p) => p.class).join(', ')})`);
        else if (program && program.status !== 'active') issues.add('programName', 'inactive-program', `"${program.programName}" for class ${program.class} is ${program.status}`);
      }
      const preview = {
        centre: centre?.name ?? '', batchCode: code ?? '', class: cls ?? '', programName: program?.programName ?? programName ?? '',
        startDate: text(v.startDate) ?? '', endDate: text(v.endDate) ?? '',
      };
      const write = issues.ok && centre && program ? {
        centreId: centre.id, batchCode: code!, class: cls!, courseProgramId: program.id, startDate: text(v.startDate)!, endDate: text(v.endDate)!,
      } : null;
      return { row: r.row, errors: issues.errors, change: write ? 'create' : null, preview, write };
    });
  },
  apply: (tx, ctx, writes, progress) => insertBatches(tx, ctx.orgId, writes, progress),
};
