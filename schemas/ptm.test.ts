import { describe, expect, it } from 'vitest';
import { PTM_MESSAGES, ptmTimeMs, readPtmEmail, readPtmMobile, readPtmTime } from './ptm';

describe('PTM cell readers', () => {
  it.each([
    ['2031-01-10 10:05', '2031-01-10 10:05'],
    ['2031-1-9 9:05', '2031-01-09 09:05'],
    ['2031-01-10T10:05:00.000Z', '2031-01-10 10:05'],
    ['10/01/2031 10:05', '2031-01-10 10:05'],
    ['10/01/2031 12:30 AM', '2031-01-10 00:30'],
    ['10/01/2031 1:30 pm', '2031-01-10 13:30'],
    [47858.5, '2031-01-10 12:00'],
  ])('reads %s as %s', (cell, value) => {
    expect(readPtmTime(cell)).toEqual({ ok: true, value });
  });

  it.each(['2031-02-30 10:00', '2031-01-10 24:00', '10/01/2031 13:00 PM', 'tomorrow'])('refuses %s', (cell) => {
    expect(readPtmTime(cell).ok).toBe(false);
  });

  it('reads times as UTC', () => {
    expect(ptmTimeMs('2031-01-10 10:05')).toBe(Date.UTC(2031, 0, 10, 10, 5));
  });

  it.each([['9876543210', true], ['98765432101', true], ['987654321', false], ['987654321012', false], ['98765-43210', true]])(
    'mobile %s: %s', (cell, ok) => {
      expect(readPtmMobile(cell)).toEqual(ok ? { ok: true, value: String(cell).replace('-', '') } : { ok: false, rule: 'mobile-format', message: PTM_MESSAGES.mobile });
    });

  it.each([['a@b.co', true], ['a@b.info', true], ['a@b.c', false], ['a@b.abcde', false]])('email %s: %s', (cell, ok) => {
    expect(readPtmEmail(cell).ok).toBe(ok);
  });
});
