// A job's phases timed, for finding where its time goes: with UPLOAD_PHASES=1 the worker prints one line per job
// ("job 12: parse 812 ms, plan 640 ms, write 1,904 ms ..."), with UPLOAD_PHASES=<file> it appends the line to that
// file (a server run by a bench, whose output nobody reads). Off (and free) otherwise.
import fs from 'node:fs';
import { PerformanceObserver } from 'node:perf_hooks';

const WHERE = process.env.UPLOAD_PHASES;
const ON = !!WHERE && WHERE !== '0';
const print = (line: string) => (WHERE === '1' ? console.log(line) : fs.appendFileSync(WHERE!, `${line}\n`));

/** The main thread's garbage collection so far, in ms: each phase says how much of it was collection. */
let gcMs = 0;
if (ON) new PerformanceObserver((list) => { for (const e of list.getEntries()) gcMs += e.duration; }).observe({ entryTypes: ['gc'] });

export interface PhaseClock {
  /** Ends the phase running now under `name` and starts the next. */
  lap(name: string): void;
  /** Times `work` as part of `name`, a tally inside the phases (the turns of the writes), printed apart. */
  within<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Prints the laps (when on). */
  done(): void;
}

const off: PhaseClock = { lap() {}, within: (_, work) => work(), done() {} };

export function phaseClock(label: string): PhaseClock {
  if (!ON) return off;
  const laps: [string, number, number][] = [];
  const tallies = new Map<string, { ms: number; n: number }>();
  let last = performance.now();
  let lastGc = gcMs;
  const start = last;
  return {
    lap(name) {
      const now = performance.now();
      laps.push([name, now - last, gcMs - lastGc]);
      last = now;
      lastGc = gcMs;
    },
    async within(name, work) {
      const t = performance.now();
      try {
        return await work();
      } finally {
        const tally = tallies.get(name) ?? { ms: 0, n: 0 };
        tallies.set(name, { ms: tally.ms + performance.now() - t, n: tally.n + 1 });
      }
    },
    done() {
      const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`;
      const within = [...tallies].map(([n, t]) => `${n} ${ms(t.ms)} in ${t.n}`).join(', ');
      print(`${label}: ${laps.map(([n, t, gc]) => `${n} ${ms(t)}${gc >= 50 ? ` (gc ${ms(gc)})` : ''}`).join(', ')}; total ${ms(performance.now() - start)}${within ? ` (of which ${within})` : ''}`);
    },
  };
}
