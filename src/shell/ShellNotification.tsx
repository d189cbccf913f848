/**
 * react-admin's notification component for <Admin notification>: every useNotify() call (the entity resources' own
 * toasts, react-admin's) goes to the shell's one toast (feedback + ToastHost: top right, one at a time, 6 s), so a
 * resource's toast replaces the call layer's toast of the same failure instead of stacking beside it. resources/
 * cannot import the shell; this is how its toasts reach it.
 */
import { useEffect } from 'react';
import { useNotificationContext, useTakeUndoableMutation, useTranslate, type NotificationPayload } from 'react-admin';
import { TOAST_ERROR, TOAST_SUCCESS, TOAST_WARNING, type Toast } from '../api/types';
import { feedback, type FeedbackStore } from './feedback';

const TYPES: Record<string, Toast['type']> = { error: TOAST_ERROR, warning: TOAST_WARNING, success: TOAST_SUCCESS, info: TOAST_SUCCESS };

/** A notification as a shell toast; a success's heading travels in messageArgs.heading (resources/toast.ts). */
export function toShellToast({ message, type, notificationOptions }: NotificationPayload, translate: (key: string, args?: object) => string): Toast {
  const args = (notificationOptions?.messageArgs ?? {}) as Record<string, unknown>;
  const text = typeof message === 'string' ? translate(message, { _: message, ...args }) : '';
  const heading = typeof args.heading === 'string' ? args.heading : undefined;
  return { type: TYPES[type ?? 'info'] ?? TOAST_SUCCESS, message: text, heading };
}

export function ShellNotification({ store = feedback }: { store?: FeedbackStore }) {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  useEffect(() => {
    if (notifications.length === 0) return;
    const notification = takeNotification();
    if (!notification) return;
    store.showToast(toShellToast(notification, translate));
    // The shell's toast has no Undo button: an undoable change is committed at once (the console uses none today).
    if (notification.notificationOptions?.undoable) takeMutation()?.({ isUndo: false });
  }, [notifications, takeNotification, takeMutation, translate, store]);
  return null;
}
