// The effects of a rejected answer (console-spec §8), in one place for both clients (the call layer and User
// Management's): toasts, store clears, the way to /login. An answer is judged against the session it was asked for:
// when the session's token has changed since the request left (an embedded LOGIN switched users, a logout and a new
// sign-in), its 401 or 400 speaks of a session that is already gone, so it changes nothing.
import { HttpError, readBodyCode, type Reaction } from './errors';
import type { HttpEffects } from './types';

export interface AnswerContext {
  status: number;
  body: unknown;
  /** The token the request was sent with (null: none). */
  sentWith: string | null;
  /** The session's token now. */
  current: string | null;
  /** Toasts only when the answer ends the session (the alert counters: "alert load failure is silent"). */
  quiet?: boolean;
  /** The caller asked for the whole answer (RequestFlags.whole). */
  whole?: boolean;
}

export function applyReaction(reaction: Extract<Reaction, { kind: 'reject' }>, effects: HttpEffects, answer: AnswerContext): never {
  const code = readBodyCode(answer.body);
  const whole = reaction.whole || answer.whole ? answer.body : undefined;
  if (answer.sentWith !== answer.current) throw new HttpError(reaction.message, answer.status, code, whole, true);
  if (!answer.quiet || reaction.clear || reaction.navigate) reaction.toasts.forEach((t) => effects.toast(t));
  if (reaction.clear === 'all') effects.clearAllStores();
  if (reaction.clear === 'session') effects.clearSession();
  if (reaction.navigate) effects.navigate(reaction.navigate);
  throw new HttpError(reaction.message, answer.status, code, whole);
}
