/**
 * Worker → page: events the background sends to content scripts. The content script checks each one
 * on arrival with `parseWorkerEvent` (page-guards.ts), a hand-written guard: no schema library in a
 * script that loads on every page.
 */
import type { DiscoverValue, ReplyError } from '../core/reply';
import type { Verdict } from '../core/verdict';

export type WorkerEvent =
  /** A fresh verdict, for every tab's badges; `requestId` names the page request it answers, if any. */
  | { type: 'verdict'; verdict: Verdict; requestId?: string }
  /** A right-click result, shown next to the selection. */
  | {
      type: 'showResult';
      verdict?: Verdict;
      error?: ReplyError;
      discovery?: DiscoverValue;
      person?: { firstName: string; lastName: string };
      note?: string;
      /** Shown only by the frame that has the focus (sent to every frame, from a shortcut). */
      focused?: true;
    }
  /** The "save" keyboard shortcut: the frame with an open card saves its person or address. */
  | { type: 'saveCard' }
  /** The "verify the selection" shortcut: the focused frame answers with its selected text. */
  | { type: 'selection' };
