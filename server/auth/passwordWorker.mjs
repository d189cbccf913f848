// Worker thread of server/auth/passwords.ts: argon2id (WebAssembly, hash-wasm) off the event loop. Plain JavaScript,
// so it starts without the TypeScript loader. Each message: { id, op: 'hash' | 'verify', ... }; each reply: { id, value } or { id, error }.
import { parentPort } from 'node:worker_threads';
import { argon2id, argon2Verify } from 'hash-wasm';

parentPort.on('message', async (m) => {
  try {
    const value = m.op === 'hash'
      ? await argon2id({ password: m.password, salt: m.salt, parallelism: m.cost.p, iterations: m.cost.t, memorySize: m.cost.m, hashLength: 32, outputType: 'encoded' })
      : await argon2Verify({ password: m.password, hash: m.hash });
    parentPort.postMessage({ id: m.id, value });
  } catch (err) {
    parentPort.postMessage({ id: m.id, error: String(err instanceof Error ? err.message : err) });
  }
});
