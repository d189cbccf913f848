// The toast that names list parameters left out of a request (resources/list/listRequest.ts): a stale bookmark or an
// edited link is cleaned instead of signing the user out through console-spec §8's 400 rule, and the user is told.
// Said once per list and link: refetches and page turns of the same cleaned list do not repeat it, and a list asked
// cleanly again forgets it, so the next bad link is named again.
import { droppedParamsMessage } from '../../resources/messages';
import { TOAST_WARNING, type Toast } from '../api/types';

export function createDroppedNotice(toast: (t: Toast) => void) {
  const said = new Map<string, string>();
  return function onChecked(list: string, dropped: string[]): void {
    if (dropped.length === 0) {
      said.delete(list);
      return;
    }
    const message = droppedParamsMessage(dropped);
    if (said.get(list) === message) return;
    said.set(list, message);
    toast({ type: TOAST_WARNING, message });
  };
}
