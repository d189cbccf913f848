import { describe, expect, it, vi } from 'vitest';
import { createHandlerSlot, startBridge, type BridgeWindow } from './bridge';
import type { MessageEventLike } from './trust';

const TRUSTED = 'http://127.0.0.1:8300';
const loginData = { userRoles: [{ name: 'Admin' }], userId: 1 };

function fakeWindow() {
  const listeners = new Set<(e: MessageEventLike) => void>();
  const parent = { postMessage: vi.fn() };
  const win: BridgeWindow = {
    parent,
    addEventListener: (_t, l) => void listeners.add(l),
    removeEventListener: (_t, l) => void listeners.delete(l),
  };
  const post = (data: unknown, origin = TRUSTED, source: unknown = parent) => listeners.forEach((l) => l({ origin, source, data }));
  return { win, parent, post, listeners };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('startBridge', () => {
  it('hands an accepted message to the handler with a reply that names the parent origin', async () => {
    const { win, parent, post } = fakeWindow();
    const onMessage = vi.fn((_m, reply) => reply({ type: 'LOGIN_CALLBACK', payload: { success: true } }));
    startBridge({ win, trustedOrigins: Promise.resolve([TRUSTED]), onMessage });
    await flush();
    post({ type: 'NAVIGATE', payload: { path: '/notifications' } });
    expect(onMessage).toHaveBeenCalledWith({ type: 'NAVIGATE', payload: { path: '/notifications' } }, expect.any(Function));
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'LOGIN_CALLBACK', payload: { success: true } }, TRUSTED);
    expect(parent.postMessage.mock.calls.every(([, origin]) => origin !== '*')).toBe(true);
  });

  it('ignores untrusted origins and other sources without replying', async () => {
    const { win, parent, post } = fakeWindow();
    const onMessage = vi.fn();
    startBridge({ win, trustedOrigins: Promise.resolve([TRUSTED]), onMessage });
    await flush();
    post({ type: 'LOGIN', payload: { authToken: 't', loginData } }, 'http://127.0.0.1:8301');
    post({ type: 'LOGIN', payload: { authToken: 't', loginData } }, TRUSTED, { another: 'window' });
    expect(onMessage).not.toHaveBeenCalled();
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('hands a malformed LOGIN from the trusted parent to the handler as LOGIN_REFUSED, with a reply to that parent', async () => {
    const { win, parent, post } = fakeWindow();
    const onMessage = vi.fn((_m, reply) => reply({ type: 'LOGIN_CALLBACK', payload: { success: false } }));
    startBridge({ win, trustedOrigins: Promise.resolve([TRUSTED]), onMessage });
    await flush();
    post({ type: 'LOGIN', payload: { authToken: 't', loginData: {} } });
    expect(onMessage).toHaveBeenCalledWith({ type: 'LOGIN_REFUSED', payload: { reason: expect.stringContaining('user role') } }, expect.any(Function));
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'LOGIN_CALLBACK', payload: { success: false } }, TRUSTED);
  });

  it('never takes LOGIN_REFUSED from the wire', async () => {
    const { win, post } = fakeWindow();
    const onMessage = vi.fn();
    startBridge({ win, trustedOrigins: Promise.resolve([TRUSTED]), onMessage });
    await flush();
    post({ type: 'LOGIN_REFUSED', payload: { reason: 'x' } });
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('drops other invalid messages silently and reports why', async () => {
    const { win, parent, post } = fakeWindow();
    const onRejected = vi.fn();
    startBridge({ win, trustedOrigins: Promise.resolve([TRUSTED]), onMessage: vi.fn(), onRejected });
    await flush();
    post({ type: 'NAVIGATE', payload: { path: 'https://evil.example' } });
    expect(parent.postMessage).not.toHaveBeenCalled();
    expect(onRejected).toHaveBeenCalledWith('NAVIGATE accepts only paths inside the console.', expect.anything());
  });

  it('holds messages that arrive before the trusted list, then judges them against it', async () => {
    const { win, post } = fakeWindow();
    let resolve!: (list: string[]) => void;
    const onMessage = vi.fn();
    startBridge({ win, trustedOrigins: new Promise((r) => { resolve = r; }), onMessage });
    post({ type: 'LOADER', payload: { show: true } });
    post({ type: 'LOADER', payload: { show: false } }, 'http://127.0.0.1:8301');
    expect(onMessage).not.toHaveBeenCalled();
    resolve([TRUSTED]);
    await flush();
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage.mock.calls[0][0]).toEqual({ type: 'LOADER', payload: { show: true } });
  });

  it('trusts nobody when the list is empty (the config call failed)', async () => {
    const { win, post } = fakeWindow();
    const onMessage = vi.fn();
    startBridge({ win, trustedOrigins: Promise.resolve([]), onMessage });
    await flush();
    post({ type: 'LOGOUT' });
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('a message whose handler throws is dropped and the next message is still answered', async () => {
    const { win, post } = fakeWindow();
    const onRejected = vi.fn();
    const onMessage = vi.fn().mockImplementationOnce(() => { throw new Error('navigation blew up'); });
    startBridge({ win, trustedOrigins: Promise.resolve([TRUSTED]), onMessage, onRejected });
    await flush();
    post({ type: 'NAVIGATE', payload: { path: '/a' } });
    post({ type: 'NAVIGATE', payload: { path: '/b' } });
    expect(onMessage).toHaveBeenCalledTimes(2);
    expect(onRejected).toHaveBeenCalledWith('navigation blew up', expect.anything());
  });

  it('stops listening when stopped', async () => {
    const { win, listeners } = fakeWindow();
    const stop = startBridge({ win, trustedOrigins: Promise.resolve([TRUSTED]), onMessage: vi.fn() });
    expect(listeners.size).toBe(1);
    stop();
    expect(listeners.size).toBe(0);
  });
});

describe('createHandlerSlot', () => {
  it('keeps messages until a handler attaches, then hands them over in order', () => {
    const slot = createHandlerSlot();
    const reply = vi.fn();
    slot.deliver({ type: 'LOADER', payload: { show: true } }, reply);
    slot.deliver({ type: 'LOGOUT' }, reply);
    const handler = vi.fn();
    slot.attach(handler);
    expect(handler.mock.calls.map(([m]) => m.type)).toEqual(['LOADER', 'LOGOUT']);
  });

  it('queues again after the handler detaches (the sign-in page unmounting before the layout mounts)', () => {
    const slot = createHandlerSlot();
    const first = vi.fn();
    const detach = slot.attach(first);
    detach();
    slot.deliver({ type: 'CLEAN_UP' }, vi.fn());
    expect(first).not.toHaveBeenCalled();
    const second = vi.fn();
    slot.attach(second);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
