// react-admin pagination → our `page` (from 1) and `limit` (at most 100), DESIGN.md "API conventions".

export const MAX_LIMIT = 100;
export const DEFAULT_LIMIT = 100;

export interface Paging {
  page: number;
  limit: number;
}

const whole = (n: unknown, fallback: number) => (typeof n === 'number' && Number.isFinite(n) ? Math.floor(n) : fallback);

/** Clamped rather than passed through: the server answers an out-of-range limit with 400, and §8 turns any
 *  400 into a logout, so a bad page size must never reach it. */
export function toPaging(pagination?: { page?: number; perPage?: number }): Paging {
  const page = Math.max(1, whole(pagination?.page, 1));
  const limit = Math.min(MAX_LIMIT, Math.max(1, whole(pagination?.perPage, DEFAULT_LIMIT)));
  return { page, limit };
}
