// Issue 23's figures: uploads on the generic planners (batches, faculty, non-faculty, every derived entity) through
// the HTTP API, preview and submit → successful, on PGlite and on PostgreSQL. Run on the commit before a change and
// after it, the same run of this file each time, to show a move onto the generic path costs no speed.
import { entities, entityKinds, type EntityKind } from '../../schemas/index.js';
import { xlsx } from '../server/uploadsKit.js';
import { printTable } from './util.js';
import { benchServer, type BenchServer } from './uploadsServer.js';

const ROWS = Number(process.env.BENCH_GENERIC_ROWS ?? 5000);
/** The entities whose storage derives from their schema (no hand-made table). */
const derivedKinds = entityKinds.filter((k) => !entities[k].table.handTuned);
const API = /^.*glorifire-entities\//;
/** BENCH_GENERIC_KINDS (comma-separated) keeps to some of them: the same kinds on the commits compared. */
const wantedKinds = process.env.BENCH_GENERIC_KINDS?.split(',').map((k) => k.trim());
const KINDS = (['batch', 'teacher', 'non-faculty', ...derivedKinds] as EntityKind[]).filter((k) => !wantedKinds || wantedKinds.includes(k));
const pathOf = (kind: EntityKind) => entities[kind].uploads.operations.find((o) => o.key === 'create')!.path.replace(API, '');

interface Named { id: number; name: string }

/** A name part of letters only (names refuse digits): 0 → 'Aa', 1 → 'Ab', ... */
const letters = (i: number) => 'A' + i.toString(26).split('').map((d) => String.fromCharCode(97 + parseInt(d, 26))).join('');
interface Program { id: number; programName: string; class: string }

/** Three sheets of ROWS rows each, spread over the organisation's centres. */
async function sheets(server: BenchServer) {
  const centres = await server.get<Named[]>('centres');
  const programs = await server.get<Program[]>('course-program-mappings');
  const roles = await server.get<Named[]>('roles?kind=non-faculty');
  const facultyRoles = await server.get<Named[]>('roles?kind=teacher');
  const subjects = await server.get<Named[]>('subjects');
  const at = (i: number) => centres[i % centres.length].name;
  const rows = Array.from({ length: ROWS }, (_, i) => i);
  return {
    batch: xlsx([['Centre', 'Batch', 'Class', 'Program Name', 'Start Date', 'End Date'],
      ...rows.map((i) => { const p = programs[i % programs.length]; return [at(i), `GB-${i + 1}`, p.class, p.programName, '2027-04-01', '2028-03-31']; })]),
    'non-faculty': xlsx([['Employee Code', 'Name', 'Centre', 'Role', 'Email', 'Mobile'],
      ...rows.map((i) => [`NFB${String(i + 1).padStart(6, '0')}`, `Staff ${letters(i)}`, at(i), roles[i % roles.length].name, '', `98${String(i).padStart(8, '0')}`])]),
    teacher: xlsx([['Employee Code', 'Faculty Name', 'Centre', 'Role', 'Subjects', 'Email', 'Mobile'],
      ...rows.map((i) => [`FB${String(i + 1).padStart(6, '0')}`, `Teacher ${letters(i)}`, at(i), facultyRoles[i % facultyRoles.length].name,
        subjects[i % subjects.length].name, '', `97${String(i).padStart(8, '0')}`])]),
    // Every entity whose table derives from its schema: a sheet of its create columns from the fields' examples,
    // spread over the centres, the unique text made distinct row by row.
    ...Object.fromEntries(derivedKinds.map((kind) => {
      const entity = entities[kind];
      const columns = entity.uploads.operations.find((o) => o.key === 'create')!.columns;
      const cell = (c: (typeof columns)[number], i: number) => {
        if (c.field.ref === 'centre') return at(i);
        const example = c.field.example ?? '';
        return entity.unique.includes(c.key) && c.field.kind === 'text' ? `${example} ${letters(i)}` : example;
      };
      return [kind, xlsx([columns.map((c) => c.header), ...rows.map((i) => columns.map((c) => cell(c, i)))])];
    })),
  };
}

export async function benchGeneric(): Promise<void> {
  const engines: ('pglite' | 'postgres')[] = process.env.BENCH_GENERIC_ENGINES ? (process.env.BENCH_GENERIC_ENGINES.split(',') as never)
    : process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const out: Record<string, string>[] = [];
  for (const engine of engines) {
    const server = await benchServer(engine);
    try {
      const files = await sheets(server);
      for (const kind of KINDS) {
        const file = Buffer.from(files[kind as keyof typeof files]);
        // The median of three previews (the first also warms the path), then the submit.
        const previews = [];
        for (let i = 0; i < 3; i++) previews.push(await server.preview(pathOf(kind), file, kind));
        const preview = previews.sort((a, b) => a.ms - b.ms)[1];
        const submit = await server.submit(pathOf(kind), file, kind);
        out.push({ entity: kind, engine, rows: ROWS.toLocaleString('en'), preview: `${(preview.ms / 1000).toFixed(2)} s`, 'submit → successful': `${(submit.ms / 1000).toFixed(2)} s`, 'job (queued → finished)': `${(submit.jobMs / 1000).toFixed(2)} s`, 'preview phases': preview.phases, result: submit.counts });
      }
    } finally {
      await server.stop();
    }
  }
  printTable(`Generic-planner uploads (${ROWS.toLocaleString('en')} rows each)`, out);
}
