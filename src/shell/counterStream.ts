/**
 * The alert counter stream (server: GET auth/alert-escalation/counters/stream): server-sent events read with fetch,
 * because EventSource cannot send the access-token header and a token in a URL would end up in logs. Every
 * 'counters' event means "your organisation's counts may have changed"; the caller re-fetches its own counts. The
 * stream is outside the call layer on purpose: a failure here only means polling goes on at the fast pace, it never
 * toasts or signs anyone out (console-spec §8 acts on the counters call itself).
 */
import { useEffect, useState } from 'react';
import { readApiConfig } from '../api/config';
import { resolveRequest } from '../api/routing';
import { sessionStore } from '../api/session';

export const COUNTER_STREAM_PATH = 'auth/alert-escalation/counters/stream';
/** Pause before connecting again after the stream ends or fails; it doubles up to the longest. */
const RETRY_MS = 3_000;
const LONGEST_RETRY_MS = 60_000;

/** Splits server-sent event text into event names; answers them and the unfinished rest. */
export function parseEvents(buffer: string): { names: string[]; rest: string } {
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const names = blocks.flatMap((block) => {
    if (!block.split('\n').some((line) => line.startsWith('data:'))) return [];
    const name = /^event: ?(.*)$/m.exec(block)?.[1]?.trim();
    return [name || 'message'];
  });
  return { names, rest };
}

/** Reads one connection until it ends; `onOpen` when the server's first event arrives. */
async function readStream(signal: AbortSignal, onOpen: () => void, onChange: () => void): Promise<void> {
  const session = sessionStore();
  const req = resolveRequest({ method: 'GET', path: COUNTER_STREAM_PATH }, readApiConfig(), { authToken: session.getToken(), schoolPlatformToken: session.getSchoolPlatformToken() });
  const res = await fetch(req.url, { headers: { ...req.headers, Accept: 'text/event-stream' }, signal, cache: 'no-store' });
  if (!res.ok || !res.body) throw new Error(`counter stream: HTTP ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const parsed = parseEvents(buffer + value);
    buffer = parsed.rest;
    for (const name of parsed.names) {
      if (name === 'open') onOpen();
      else if (name === 'counters') onChange();
    }
  }
}

/** Keeps the stream open while `enabled`; answers whether it is up now. */
export function useCounterStream(enabled: boolean, onChange: () => void): boolean {
  const [up, setUp] = useState(false);
  useEffect(() => {
    if (!enabled || typeof fetch !== 'function' || typeof TextDecoderStream === 'undefined') return;
    const ctrl = new AbortController();
    let pause = RETRY_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      readStream(ctrl.signal, () => { setUp(true); pause = RETRY_MS; }, onChange)
        .catch(() => {})
        .finally(() => {
          setUp(false);
          if (ctrl.signal.aborted) return;
          // Back up to date at once: what changed while it was down was not announced.
          onChange();
          timer = setTimeout(connect, pause);
          pause = Math.min(pause * 2, LONGEST_RETRY_MS);
        });
    };
    connect();
    return () => { ctrl.abort(); if (timer) clearTimeout(timer); };
  }, [enabled, onChange]);
  return up;
}
