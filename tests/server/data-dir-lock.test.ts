// One process per PGlite data folder (issue 27, item 2): a second server on a folder in use refuses to start,
// naming the folder and the process that holds it; a lock left by a process that died is taken over.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.js';
import { LOCK_FILE } from '../../server/db/dataDirLock.js';
import { killChild, preparedDatabase, spawnServerChild, startServerChild, type DatabasePlace, type ServerChild } from './serverProcess.js';

describe('a PGlite data folder', () => {
  let place: DatabasePlace;
  let server: ServerChild | undefined;
  beforeAll(async () => { place = await preparedDatabase('pglite'); }, 120_000);
  afterAll(async () => {
    if (server) await killChild(server.child, 'SIGKILL');
    await place?.drop();
  });

  it('refuses a second server, naming the folder and the holder', async () => {
    server = await startServerChild(place, {});
    const second = await spawnServerChild(place, {});
    const code = await new Promise<number | null>((resolve) => second.child.once('exit', resolve));
    expect(code).toBe(1);
    expect(second.output()).toContain(`The embedded database folder ${place.dataDir} is in use by process ${server.child.pid}.`);
    await expect(openDatabase({ dataDir: place.dataDir })).rejects.toThrow(`in use by process ${server.child.pid}`);
    // The first one still serves.
    expect((await fetch(`${server.url}/api/health`)).ok).toBe(true);
  }, 120_000);

  it('is taken over when the holder died without releasing it', async () => {
    await killChild(server!.child, 'SIGKILL');
    server = undefined;
    expect(fs.existsSync(path.join(place.dataDir!, LOCK_FILE))).toBe(true);
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    fs.writeFileSync(path.join(place.dataDir!, LOCK_FILE), `${dead}\n`);
    const database = await openDatabase({ dataDir: place.dataDir });
    await expect(openDatabase({ dataDir: place.dataDir })).rejects.toThrow(`in use by process ${process.pid}`);
    await database.close();
    expect(fs.existsSync(path.join(place.dataDir!, LOCK_FILE))).toBe(false);
  }, 120_000);
});
