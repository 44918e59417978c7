/**
 * A right-click result from the worker, in a card next to the selection (or, where the selection has
 * no box, such as text in a field, where the menu was opened). The card takes the focus, and gives it
 * back when Esc, a click elsewhere or its close button closes it (cards.ts).
 */
import type { WorkerEvent } from '../../messaging/worker-to-page';
import type { AddressBook } from '../targets/addresses';
import { personTarget } from '../targets/targets';
import type { Cards } from './cards';

/** Where the user last opened the context menu, in page coordinates. */
let menuAt: { x: number; y: number } | null = null;

export function rememberMenuSpot(signal: AbortSignal): void {
  addEventListener(
    'contextmenu',
    (e) => {
      if (e.isTrusted) menuAt = { x: e.clientX + scrollX, y: e.clientY + scrollY };
    },
    { capture: true, passive: true, signal },
  );
}

/** Hosts that are not a company's own site: a name selected there says nothing about its domain. */
const NOT_A_COMPANY =
  /(^|\.)(linkedin|github|google|gmail|outlook|live|yahoo|hubspot|salesforce|force|pipedrive|zoho|twitter|x|facebook|instagram|medium|wikipedia|youtube)\.[a-z.]+$/;

/** The page's own domain as a guess for a selected name's company, when it can be one. */
export function siteDomainGuess(hostname: string): string {
  const host = hostname.toLowerCase().replace(/^www\./, '');
  if (!host.includes('.') || /^[\d.]+$/.test(host) || host.includes(':') || NOT_A_COMPANY.test(host))
    return '';
  return host;
}

export function showMenuResult(
  event: Extract<WorkerEvent, { type: 'showResult' }>,
  cards: Cards,
  addresses: AddressBook,
): void {
  const sel = getSelection();
  const box = sel && sel.rangeCount ? sel.getRangeAt(0).getBoundingClientRect() : null;
  const at =
    box && (box.width > 0 || box.height > 0)
      ? { x: box.left + scrollX, y: box.bottom + scrollY + 6, top: box.top + scrollY }
      : (menuAt ?? { x: scrollX + 20, y: scrollY + 20 });
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
  cards.showFocused({
    x: at.x,
    y: at.y,
    anchorTop: 'top' in at ? at.top : at.y,
    target: person,
    address: event.verdict?.address ?? null,
    verdict: event.verdict ?? null,
    error: event.error ?? null,
    discovery: event.discovery ?? null,
    note: event.note ?? null,
    busy: false,
    domainGuess: siteDomainGuess(location.hostname),
  });
}
