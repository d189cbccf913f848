// Record ids as the API takes them (pure zod: request schemas in schemas/api use them too): whole numbers from 1 to the largest PostgreSQL integer. A bigger number would
// reach SQL and fail there (a 500 after the work began); here it is a 400 that names the id.
import { z } from 'zod';

export const MAX_ID = 2_147_483_647;

const rangeMessage = (name: string) => `${name} must be a whole number from 1 to ${MAX_ID}`;

/** An id in a JSON body. */
export const idNumber = (name = 'id') =>
  z.number({ error: rangeMessage(name) }).int(rangeMessage(name)).min(1, rangeMessage(name)).max(MAX_ID, rangeMessage(name));

/** An id in a path: digits only (no 1e5, -1 or 0x10), then the same range. */
export const idParam = (name = 'id') =>
  z.string().regex(/^\d{1,10}$/, rangeMessage(name)).transform(Number).pipe(idNumber(name));

/** The params of a route with one `:id`. */
export const idParams = z.object({ id: idParam() });
