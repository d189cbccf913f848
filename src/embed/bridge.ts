/**
 * The listening half of the bridge, free of React: filters window 'message' events through trust.ts and
 * messages.ts and hands accepted messages to a handler. Messages that arrive before the trusted list has loaded wait
 * in a short queue, because a parent usually posts LOGIN as soon as the frame loads.
 */
import { isFromTrustedParent, type MessageEventLike } from './trust';
import { parseMessage, type InboundMessage, type LoginCallback } from './messages';

export interface BridgeWindow {
  parent: { postMessage(message: unknown, targetOrigin: string): void } | null;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
}

/** Replies go to the origin the message came from, never '*' (DESIGN.md promise 4). */
export type Reply = (message: LoginCallback) => void;

export interface BridgeOptions {
  win: BridgeWindow;
  trustedOrigins: Promise<string[]>;
  onMessage(message: InboundMessage, reply: Reply): void;
  /** Rejections are reported for debugging; they never reach the user. */
  onRejected?(reason: string, event: MessageEventLike): void;
}

const MAX_QUEUED = 20;

export function startBridge({ win, trustedOrigins, onMessage, onRejected }: BridgeOptions): () => void {
  let trusted: string[] | null = null;
  let stopped = false;
  const queue: MessageEventLike[] = [];

  function handle(event: MessageEventLike) {
    try {
      accept(event);
    } catch (error) {
      // A message that throws is dropped; the listener stays and answers the next one.
      onRejected?.(error instanceof Error ? error.message : 'message failed', event);
    }
  }

  function accept(event: MessageEventLike) {
    if (!isFromTrustedParent(event, trusted ?? [], win.parent)) return onRejected?.('untrusted origin or source', event);
    const reply: Reply = (message) => win.parent?.postMessage(message, event.origin);
    const parsed = parseMessage(event.data);
    if (parsed.ok) return onMessage(parsed.message, reply);
    onRejected?.(parsed.reason, event);
    // A trusted parent that sent a bad LOGIN waits for a LOGIN_CALLBACK; the handler signs out whoever was in
    // (the parent meant to switch users) and answers the failure.
    if (parsed.type === 'LOGIN') onMessage({ type: 'LOGIN_REFUSED', payload: { reason: parsed.reason } }, reply);
  }

  const listener = (event: MessageEventLike) => {
    if (stopped) return;
    if (trusted !== null) return handle(event);
    if (queue.length < MAX_QUEUED) queue.push({ origin: event.origin, source: event.source, data: event.data });
  };

  win.addEventListener('message', listener);
  void trustedOrigins.then((list) => {
    if (stopped) return;
    trusted = list;
    queue.splice(0).forEach(handle);
  });

  return () => {
    stopped = true;
    win.removeEventListener('message', listener);
  };
}

export type MessageHandler = (message: InboundMessage, reply: Reply) => void;

/**
 * Where the window listener delivers accepted messages. The listener starts when the bundle loads, before React has
 * mounted the bridge, and the bridge unmounts and mounts again between the sign-in page and the layout: messages
 * delivered while no handler is attached wait here.
 */
export function createHandlerSlot() {
  let handler: MessageHandler | null = null;
  const pending: [InboundMessage, Reply][] = [];
  return {
    deliver(message: InboundMessage, reply: Reply) {
      if (handler) handler(message, reply);
      else if (pending.length < MAX_QUEUED) pending.push([message, reply]);
    },
    attach(next: MessageHandler): () => void {
      handler = next;
      pending.splice(0).forEach(([message, reply]) => next(message, reply));
      return () => {
        if (handler === next) handler = null;
      };
    },
  };
}
