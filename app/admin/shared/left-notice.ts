import type { FormNotice } from './form-state';

/** A note over a screen: what the last action did (and, for a sent quotation, where it went). */
export type Message = FormNotice & { address?: string };

let left: { path: string; message: Message } | null = null;

/**
 * Leaves the notice for the screen an action redirects to (the record just created, a quotation's new revision), as
 * a flash message in a server's session would: that screen's loader takes it, once.
 */
export function leaveNotice(path: string, message: Message): void {
  left = { path, message };
}

/** The notice an action left for this address, if any; taken, so a later load of the screen shows none. */
export function takeNotice(path: string): Message | null {
  if (left?.path !== path) return null;
  const { message } = left;
  left = null;
  return message;
}
