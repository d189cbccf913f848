import { describe, expect, it } from 'vitest';
import { parseEvents } from './counterStream';

describe('parseEvents', () => {
  it.each([
    ['event: counters\ndata: {}\n\n', ['counters'], ''],
    ['retry: 3000\nevent: open\ndata: {}\n\nevent: counters\ndata: {}\n\n', ['open', 'counters'], ''],
    ['event: counters\r\ndata: {}\r\n\r\nevent: coun', ['counters'], 'event: coun'],
    [': ping\n\n', [], ''],
    ['data: x\n\n', ['message'], ''],
  ])('%j gives %j and keeps %j', (text, names, rest) => {
    expect(parseEvents(text)).toEqual({ names, rest });
  });
});
