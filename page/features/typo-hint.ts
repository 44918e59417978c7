/** A typo hint under an email field the user filled in: the free checks, never a verification. */
import { sendFromPage } from '../../messaging/send';
import { emailInputs } from '../scan/emails';
import type { Cards } from './cards';

/** Longer values are not addresses: no hint. */
const MAX_LENGTH = 320;

/**
 * Only the user's own edits count: a page can fire any number of synthetic `change` events (20,000
 * of them once kept the worker busy for seconds), and those are not trusted. A value already
 * checked for a field is not checked again.
 */
export function watchTypoHints(signal: AbortSignal, cards: Cards): void {
  const checked = new WeakMap<HTMLInputElement, string>();
  document.addEventListener(
    'change',
    async (e) => {
      if (!e.isTrusted) return;
      const input = e.target as HTMLInputElement;
      if (!emailInputs(input.parentElement ?? document).includes(input) || !input.value) return;
      if (input.value.length > MAX_LENGTH || checked.get(input) === input.value) return;
      checked.set(input, input.value);
      const reply = await sendFromPage({ type: 'pageCheck', address: input.value });
      const verdict = reply.ok ? reply.value.verdict : null;
      if (!verdict?.suggestion || !input.isConnected || signal.aborted) return;
      const r = input.getBoundingClientRect();
      cards.show({
        x: r.left + scrollX,
        y: r.bottom + scrollY + 4,
        anchorTop: r.top + scrollY,
        target: null,
        address: verdict.address,
        verdict,
        error: null,
        discovery: null,
        note: `Did you mean ${verdict.suggestion}?`,
        busy: false,
        domainGuess: '',
      });
    },
    { capture: true, signal },
  );
}
