/** A right-click result from the worker, in a card next to the selection. */
import type { WorkerEvent } from '../../messaging/worker-to-page';
import type { AddressBook } from '../targets/addresses';
import { personTarget } from '../targets/targets';
import type { Cards } from './cards';

export function showMenuResult(
  event: Extract<WorkerEvent, { type: 'showResult' }>,
  cards: Cards,
  addresses: AddressBook,
): void {
  const sel = getSelection();
  const r = sel && sel.rangeCount ? sel.getRangeAt(0).getBoundingClientRect() : new DOMRect(20, 20, 0, 0);
  if (event.verdict) addresses.setVerdict(event.verdict);
  // A name picked from the right-click menu gets a person card that asks for the domain.
  const person = event.person
    ? personTarget({
        ...event.person,
        company: null,
        domain: null,
        source: 'profile',
        confidence: 1,
        element: document.body,
      })
    : null;
  cards.show({
    x: r.left + scrollX,
    y: r.bottom + scrollY + 6,
    target: person,
    address: event.verdict?.address ?? null,
    verdict: event.verdict ?? null,
    error: event.error ?? null,
    discovery: event.discovery ?? null,
    note: event.note ?? null,
    busy: false,
    domainGuess: location.hostname.replace(/^www\./, ''),
  });
}
