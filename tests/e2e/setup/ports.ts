// The loopback ports of an end-to-end run. Each Playwright worker (TEST_PARALLEL_INDEX 0, 1, ...) has its own
// console server and its own pair of stand-in CRM parent pages, so workers never share a port or any data.
// E2E_PORT moves the whole set, so two engineers' runs on one machine do not collide.
const base = Number(process.env.E2E_PORT ?? 8181);

/** This worker's slot (0 outside a worker, e.g. in global setup). */
export const parallelIndex = (): number => Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export const consolePort = (index = parallelIndex()): number => base + index;

/** The parent pages: `trusted` is in this worker's TRUSTED_PARENT_ORIGINS, `untrusted` only in its FRAME_ANCESTORS. */
export function parentPorts(index = parallelIndex()): { trusted: number; untrusted: number } {
  return { trusted: base + 1000 + 2 * index, untrusted: base + 1001 + 2 * index };
}

/** Files shared by the run's workers: the one console build and the seeded data folder each worker copies. */
export const e2eDirs = {
  dist: `.tmp/e2e-${base}/dist`,
  template: `.tmp/e2e-${base}/data-template`,
  data: (index: number) => `.tmp/e2e-${base}/data-${index}`,
  root: `.tmp/e2e-${base}`,
};
