// The envelope every JSON answer travels in (DESIGN.md "API conventions"): { code, message, data }.
import { z } from 'zod';

export const envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.number().int(), message: z.string(), data });

/** An answer with no data (logout, a contact edit). */
export const noData = z.null();

/**
 * A list page of any kind: its rows and the total across every page. `totalCapped`: the total is a lower bound (a
 * search matched more rows than it counts exactly; the console shows "10,000+").
 */
export const listPage = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), totalCount: z.number().int().min(0), totalCapped: z.literal(true).optional() });

const isoDate = z.iso.datetime({ offset: true });
export const timestamp = isoDate;
export const optionalTimestamp = isoDate.nullable();

/** A file answer (result files, samples, exports): documented in /api/docs, sent as bytes, never serialised. */
export const xlsxFile = z.any().meta({ type: 'string', description: 'An .xlsx workbook', format: 'binary' });
