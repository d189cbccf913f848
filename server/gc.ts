// A full collection of the calling thread's heap, on demand: for the few moments the server knows it has just
// dropped a lot (after a big upload, after start-up), where V8 alone would wait until the heap grows again.
import v8 from 'node:v8';
import vm from 'node:vm';

let collect: (() => void) | undefined;

export function collectGarbage(): void {
  if (!collect) {
    // `gc` is put only on contexts created after the flag is set: the server's own globals stay as they were.
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as () => void;
  }
  collect();
}
