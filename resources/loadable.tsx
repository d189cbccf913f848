// A component loaded with its chunk, shown by a state update once it has arrived, not by a Suspense retry (issue 28
// item 1). React holds a Suspense boundary's retry until 300 ms after the last fallback it showed or hid
// (FALLBACK_THROTTLE_MS, so that a train of reveals does not flicker): the entities page, whose chunk arrived 150 ms
// after the shell had shown its fallback, waited that long for nothing, its list's data already there.
// The arrival is drawn in the turn it arrives in (flushSync), effects and all, not in a task of React's scheduler: on
// a two-core machine running two browsers and their servers (one core in the repro: taskset), such a task was seen to
// wait 11 to 18 s after the chunk had come while Playwright polled the page (the course plan's Mark delivered dialog:
// its backdrop up, the dialog drawn only when the poll gave up), in 3 of 8 runs; drawn at once, 0 of 7.
import { useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

export interface Loadable<P> {
  (props: P & { fallback?: ReactNode }): ReactNode;
  /** Starts loading (once); a failure is shown by the component when it renders. */
  preload(): Promise<unknown>;
}

/**
 * `load`'s component, with `fallback` until it has arrived; rendered at once when it has (a later mount, or after
 * `preload`). A failed load is thrown from render to the nearest error boundary, as React.lazy's would be; the next
 * mount asks again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component: its props are read off it
export function loadable<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): Loadable<ComponentProps<C>> {
  type P = ComponentProps<C>;
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const start = () => {
    pending ??= load().then((m) => (loaded = m.default), (err: unknown) => {
      pending = undefined;
      throw err;
    });
    return pending;
  };
  function Loaded({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    const [shown, setShown] = useState<{ Component?: ComponentType<P>; error?: unknown }>(() => ({ Component: loaded }));
    useEffect(() => {
      if (shown.Component) return;
      let live = true;
      const show = (next: typeof shown) => live && flushSync(() => setShown(next));
      start().then((Component) => show({ Component }), (error: unknown) => show({ error }));
      return () => {
        live = false;
      };
    }, [shown.Component]);
    if (shown.error !== undefined) throw shown.error;
    const { Component } = shown;
    return Component ? <Component {...(props as P)} /> : fallback;
  }
  return Object.assign(Loaded, { preload: () => start() });
}
