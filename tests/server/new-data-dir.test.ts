// The embedded database's first start: its folder is made by a child process (server/db/newDataDir.ts), so initdb's
// leftovers never sit in the server's memory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client.js';
import { makeDataDirInChild, needsNewDataDir } from '../../server/db/newDataDir.js';

describe('a new embedded data folder', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'eoc-newdir-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is made by a child process, and then opens as an existing database', async () => {
    const dir = path.join(root, 'data');
    expect(needsNewDataDir(dir)).toBe(true);
    await makeDataDirInChild(dir);
    expect(needsNewDataDir(dir)).toBe(false);
    const database = await openDatabase({ dataDir: dir });
    try {
      const res = await database.db.execute(sql`select current_setting('shared_buffers') as buffers`);
      expect((res as unknown as { rows: { buffers: string }[] }).rows[0].buffers).toBe('32MB');
    } finally {
      await database.close();
    }
  }, 60_000);

  it('says so when the folder cannot be made', async () => {
    const file = path.join(root, 'a-file');
    fs.writeFileSync(file, 'not a folder');
    await expect(makeDataDirInChild(path.join(file, 'data'))).rejects.toThrow(/Could not create the embedded database in .*a-file/);
  }, 60_000);

  it('leaves in-memory databases alone', () => {
    expect(needsNewDataDir('memory://')).toBe(false);
  });
});
