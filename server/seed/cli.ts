// `npm run seed -- --students 1000000`: migrates, seeds the demo platform and entities, and (re)generates the
// given number of students, replacing the demo students. Uses DATABASE_URL or DATA_DIR like the server.
import { sql } from 'drizzle-orm';
import { readConfig } from '../config.js';
import { migrate, openDatabase } from '../db/client.js';
import { seedPlatform } from './seedPlatform.js';
import { seedEntities, XSS_STUDENT_NAME } from './seedEntities.js';
import { seedStudents } from './seedStudents.js';

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  const students = Number(argValue('students') ?? 20_000);
  if (!Number.isInteger(students) || students < 1 || students > 5_000_000) throw new Error('--students takes a whole number from 1 to 5,000,000');
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const started = Date.now();
  await migrate(database);
  await seedPlatform(database.db);
  await seedEntities(database.db, { students: 1 });
  const { db } = database;
  await db.execute(sql`delete from students where name <> ${XSS_STUDENT_NAME}`);
  const [org] = (await db.execute(sql`select id from organisations order by id limit 1`) as unknown as { rows: { id: number }[] }).rows;
  // Bulk load without the secondary indexes, then build them once: far faster than maintaining them row by row.
  const indexes = (await db.execute(sql`select indexname, indexdef from pg_indexes
    where schemaname = 'public' and tablename = 'students' and indexname <> 'students_pkey'`) as unknown as { rows: { indexname: string; indexdef: string }[] }).rows;
  for (const ix of indexes) await db.execute(sql`drop index ${sql.identifier(ix.indexname)}`);
  await seedStudents(db, org.id, students);
  for (const ix of indexes) await db.execute(sql.raw(ix.indexdef));
  await db.execute(sql`vacuum analyze students`);
  console.log(`Seeded ${students.toLocaleString('en-IN')} students in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind}).`);
  await database.close();
}

main().catch((err) => { console.error(err instanceof Error ? err.message : err); process.exit(1); });
