/**
 * Merging our own props into a MUI slot's props (`slotProps.input`, `slotProps.htmlInput`): a caller's slot props may be
 * an object or a function of the owner state; ours come first, the caller's win.
 */
type SlotValue = object | ((ownerState: never) => object) | undefined;

export function mergeSlot<T extends SlotValue>(callers: T, ours: object): T {
  if (typeof callers === 'function') {
    return ((ownerState: never) => ({ ...ours, ...(callers as (s: never) => object)(ownerState) })) as T;
  }
  return { ...ours, ...(callers ?? {}) } as T;
}

/** react-admin's class names on an input's root, as its own inputs set them (`ra-input ra-input-<source>`). */
export function inputClassName(source: string, className?: string) {
  return ['ra-input', `ra-input-${source}`, className].filter(Boolean).join(' ');
}
