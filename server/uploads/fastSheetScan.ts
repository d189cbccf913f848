// The scanning primitives of the fast .xlsx reader (fastSheet.ts): finding a worksheet's next row or cell element,
// reading a start tag's attributes and a cell reference without regular expressions or per-cell allocations, and a
// cell's <v> or <is> content. Anything unusual throws NeedsSheetJs, so the file goes to SheetJS.
import { bail } from './fastSheetPackage.js';

/** A cell reference ("B12") as 0-based row and column, written into `at`; anything else is left to SheetJS. */
export const at = { r: 0, c: 0 };
export function cellAddress(ref: string): void {
  let c = 0, i = 0;
  for (; i < ref.length && i < 3; i++) {
    const code = ref.charCodeAt(i);
    if (code < 65 || code > 90) break;
    c = c * 26 + (code - 64);
  }
  let r = 0;
  const digits = i;
  for (; i < ref.length; i++) {
    const code = ref.charCodeAt(i);
    if (code < 48 || code > 57 || (i === digits && code === 48)) bail('unusual cell reference');
    r = r * 10 + (code - 48);
  }
  if (c === 0 || digits === ref.length) bail('unusual cell reference');
  at.r = r - 1;
  at.c = c - 1;
}

/** True when xml[from, to) is only whitespace. */
export function blank(xml: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = xml.charCodeAt(i);
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9) return false;
  }
  return true;
}

/** The r, t and s attributes of a cell's start tag (text between "<c" and ">"), read without a regular expression. */
export interface CellTag { r: string | undefined; t: string | undefined; s: string | undefined }

/** Reused for every cell: 100,000 rows would otherwise allocate an object per cell just for three attributes. */
export const scratchTag: CellTag = { r: undefined, t: undefined, s: undefined };

/** The attributes cellAttributes reads, by their one letter's character code. */
const ATTRIBUTE_OF: Partial<Record<number, keyof CellTag>> = { 114: 'r', 116: 't', 115: 's' };

export function cellAttributes(tag: string, from = 0, to = tag.length, out: CellTag = { r: undefined, t: undefined, s: undefined }): CellTag {
  out.r = undefined; out.t = undefined; out.s = undefined;
  let i = from;
  const n = to;
  for (;;) {
    while (i < n && (tag.charCodeAt(i) <= 32 || tag.charCodeAt(i) === 47)) i++;
    if (i >= n) return out;
    const nameStart = i;
    while (i < n && tag.charCodeAt(i) !== 61 && tag.charCodeAt(i) > 32) i++;
    // Only r, t and s are read: a one-letter name is told by its code, no other name is sliced out.
    const name = i - nameStart === 1 ? ATTRIBUTE_OF[tag.charCodeAt(nameStart)] : undefined;
    while (i < n && tag.charCodeAt(i) <= 32) i++;
    if (tag.charCodeAt(i) !== 61) bail('unusual attribute');
    i++;
    while (i < n && tag.charCodeAt(i) <= 32) i++;
    const quote = tag.charCodeAt(i);
    if (quote !== 34 && quote !== 39) bail('unusual attribute');
    const end = tag.indexOf(quote === 34 ? '"' : "'", i + 1);
    if (end < 0 || end >= n) bail('unusual attribute');
    if (name !== undefined) {
      if (out[name] !== undefined) bail('repeated attribute');
      out[name] = tag.slice(i + 1, end);
    }
    i = end + 1;
  }
}

/** The value between <tag> and </tag> inside a cell's content, if present with content. */
export function element(content: string, tag: 'v' | 'is'): string | undefined | null {
  const open = content.indexOf(`<${tag}`);
  if (open < 0) return null;
  const after = content.charCodeAt(open + tag.length + 1);
  if (after === 47 /* / */) return undefined; // <v/>
  if (after !== 62 /* > */ && after !== 32) bail('unusual cell element');
  const start = content.indexOf('>', open) + 1;
  const end = content.indexOf(`</${tag}>`, start);
  if (end < 0) bail('unclosed cell element');
  return content.slice(start, end);
}

/**
 * Where the next `opener` element (`<row` or `<c`) starts between pos and end, with only whitespace before it; -1
 * when none is left. Any other content there is left to SheetJS.
 */
export function nextElement(xml: string, pos: number, end: number, opener: '<row' | '<c', what: string): number {
  const at = xml.indexOf(opener, pos);
  if (at < 0 || at >= end) {
    if (!blank(xml, pos, end)) bail(`unusual ${what}`);
    return -1;
  }
  const after = xml.charCodeAt(at + opener.length);
  if (!blank(xml, pos, at) || (after !== 32 && after !== 62 && after !== 47)) bail(`unusual ${what}`);
  return at;
}

/** The end (">") of the start tag that begins at `at`, before `end`. */
export function startTagEnd(xml: string, at: number, end: number, what: string): number {
  const tagEnd = xml.indexOf('>', at);
  if (tagEnd < 0 || tagEnd >= end) bail(`unclosed ${what}`);
  return tagEnd;
}
