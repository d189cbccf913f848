// A job's phases timed, for finding where its time goes: with UPLOAD_PHASES=1 the worker prints one line per job
// ("job 12: parse 812 ms, plan 640 ms, write 1,904 ms ..."). Off (and free) otherwise.
const ON = process.env.UPLOAD_PHASES === '1';

export interface PhaseClock {
  /** Ends the phase running now under `name` and starts the next. */
  lap(name: string): void;
  /** Prints the laps (when on). */
  done(): void;
}

const off: PhaseClock = { lap() {}, done() {} };

export function phaseClock(label: string): PhaseClock {
  if (!ON) return off;
  const laps: [string, number][] = [];
  let last = performance.now();
  const start = last;
  return {
    lap(name) {
      const now = performance.now();
      laps.push([name, now - last]);
      last = now;
    },
    done() {
      const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`;
      console.log(`${label}: ${laps.map(([n, t]) => `${n} ${ms(t)}`).join(', ')}; total ${ms(performance.now() - start)}`);
    },
  };
}
