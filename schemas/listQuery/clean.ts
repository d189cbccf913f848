// A list request cleaned against the schema the server checks it with, before it is sent. console-spec §8 turns an
// HTTP 400 into a logout, so a stale bookmark or an edited link (a reversed date range, a status that no longer
// exists, an unknown sort key, an id past the integer range) must never reach the server: each parameter the schema
// refuses is left out, and its name is returned so the console can say what it dropped.
import type { z } from 'zod';

export interface Cleaned<T> {
  value: T;
  /** The refused parameters, in the order the schema named them. */
  dropped: string[];
}

/** The top-level keys an issue blames: the unknown keys themselves, or the first step of the issue's path. */
function blamed(issue: z.core.$ZodIssue): string[] {
  if (issue.code === 'unrecognized_keys') return issue.keys;
  const [first] = issue.path;
  return typeof first === 'string' ? [first] : [];
}

/**
 * The input without the keys the validator refuses. Dropping one key can reveal no new fault but a refinement over
 * several keys (the range check) only runs once each key passes on its own, so the check repeats until it passes.
 */
export function dropRefused<T extends Record<string, unknown>>(validator: z.ZodType, input: T): Cleaned<T> {
  const value: Record<string, unknown> = { ...input };
  const dropped: string[] = [];
  for (let round = 0; round <= Object.keys(input).length; round++) {
    const result = validator.safeParse(value);
    if (result.success) return { value: value as T, dropped };
    const keys = [...new Set(result.error.issues.flatMap(blamed))].filter((k) => Object.hasOwn(value, k));
    // A fault no single parameter carries: nothing more can be dropped, and the caller sends what is left.
    if (keys.length === 0) break;
    for (const key of keys) {
      delete value[key];
      dropped.push(key);
    }
  }
  return { value: value as T, dropped };
}
