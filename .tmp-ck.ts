import fs from 'node:fs';
import { openDatabase } from '/work/main/server/db/client.js';
const database = await openDatabase({ dataDir: undefined, poolSize: 5, loadDataDir: new Blob([fs.readFileSync(process.argv[2])]) });
const q = async (s: string) => (await database.db.execute(s as never) as unknown as { rows: unknown[] }).rows;
console.log(await q(`show max_wal_size`), await q('show min_wal_size'), await q('show wal_level'));
await q('checkpoint');
fs.writeFileSync(process.argv[3], Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
await database.close();
