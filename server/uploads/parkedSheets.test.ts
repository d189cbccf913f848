// The two places of parked parses: a preview's, kept a minute for its submit, and a submit's, begun before its job is
// claimed and ended soon when no job takes it. The sessions here stand in for a worker's: what is checked is which
// ones the store ends and which it hands out (the real parse and job: tests/server/uploads-jobs.test.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { dropParked, isParked, park, parking, parseAhead, takeParked } from './parkedSheets.js';
import type { ParseSession } from './sheetPool.js';

const saved = { ...parking };
afterEach(() => {
  dropParked();
  Object.assign(parking, saved);
});

function session() {
  const state = { closed: false, detached: false };
  const s: ParseSession = {
    sheet: { rows: [], errors: [], headers: [] } as unknown as ParseSession['sheet'],
    workerMs: 0,
    writeResult: async () => Buffer.alloc(0),
    detach: () => { state.detached = true; },
    close: () => { state.closed = true; },
  };
  return { s, state };
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('parked parses', () => {
  it("ends a submit's parse that no job took after aheadMs, and keeps the preview's for its own submit", async () => {
    parking.aheadMs = 50;
    const preview = session();
    park('previewed', preview.s);
    expect(preview.state.detached, 'a parked preview frees its parse slot').toBe(true);
    const ahead = session();
    parseAhead('submitted', async () => ahead.s);
    expect(isParked('ahead')).toBe(true);
    await wait(150);
    expect(ahead.state.closed).toBe(true);
    expect(isParked('ahead')).toBe(false);
    expect(preview.state.closed).toBe(false);
    expect(await takeParked('previewed')?.session).toBe(preview.s);
  });

  it('hands a job the parse begun for it, once; a file parked from its preview is not read again', async () => {
    const preview = session();
    park('same file', preview.s);
    let reads = 0;
    const repeat = parseAhead('same file', async () => { reads++; return session().s; });
    expect(reads).toBe(0);
    repeat.cancel();
    expect(await takeParked('same file')?.session, 'cancelling the submit that read nothing leaves the preview parked').toBe(preview.s);
    const ahead = session();
    parseAhead('new file', async () => ahead.s);
    expect(await takeParked('new file')?.session).toBe(ahead.s);
    expect(takeParked('new file')).toBeUndefined();
    expect(ahead.state.closed, 'the job closes what it took').toBe(false);
  });

  it('ends a parse begun for a submit that queued no job, once it is read, and a failed read ends nothing', async () => {
    const ahead = session();
    let finish!: (s: ParseSession) => void;
    const { cancel } = parseAhead('repeat', () => new Promise<ParseSession>((resolve) => { finish = resolve; }));
    cancel();
    expect(isParked('ahead')).toBe(false);
    finish(ahead.s);
    await wait(0);
    expect(ahead.state.closed).toBe(true);
    parseAhead('unreadable', () => Promise.reject(new Error('not a sheet')));
    await expect(takeParked('unreadable')?.session).rejects.toThrow('not a sheet');
  });
});
