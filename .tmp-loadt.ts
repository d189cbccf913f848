import fs from 'node:fs';
import { openDatabase } from '/work/main/server/db/client.js';
const files = process.argv.slice(2);
const times: Record<string, number[]> = {};
for (let i = 0; i < 4; i++) for (const file of files) {
  const t = performance.now();
  const database = await openDatabase({ dataDir: undefined, poolSize: 5, loadDataDir: new Blob([fs.readFileSync(file)]) });
  await database.db.execute('select count(*) from students' as never);
  (times[file] ??= []).push(Math.round(performance.now() - t));
  await database.close();
}
console.log(times);
