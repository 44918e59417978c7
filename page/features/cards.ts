/**
 * The one card on the page: opened by hovering, focusing or clicking a badge (a click spends a
 * credit only when it is trusted), or shown by a feature (a right-click result, a typo hint). Its
 * buttons are the overlay's actions; it follows its address's verdict and errors as they arrive.
 */
import { guessDomain } from '../../core/names';
import type { ReplyError } from '../../core/reply';
import type { Verdict } from '../../core/verdict';
import { sendFromPage } from '../../messaging/send';
import { Timeout } from '../lifetime';
import type { SeenCheck } from '../overlay/seen';
import type { CardView, OverlayActions } from '../overlay/view';
import type { AddressBook } from '../targets/addresses';
import { fillDomain, type Target } from '../targets/targets';

/** How long a card stays after the pointer leaves its badge. */
const CLOSE_DELAY_MS = 400;

export class Cards {
  current: CardView | null = null;
  readonly #closing: Timeout;

  readonly #addresses: AddressBook;
  readonly #redraw: () => void;
  readonly #seen: SeenCheck;

  /** The person shown with an address target (same row or card), set by the session. */
  personNear: (t: Target) => Target | null = () => null;
  /** Called as a badge's card opens (the session reads the page's colours again: a site's theme may have changed). */
  opening: () => void = () => {};

  /** Where the focus was before a card took it (a right-click result), to give it back on close. */
  #returnFocus: HTMLElement | null = null;

  constructor(signal: AbortSignal, addresses: AddressBook, redraw: () => void, seen: SeenCheck) {
    this.#addresses = addresses;
    this.#redraw = redraw;
    this.#closing = new Timeout(signal);
    this.#seen = seen;
    // Esc anywhere, or a press outside the overlay, closes the card. Inside our closed shadow root
    // a page-level listener sees the overlay's host as the target.
    const outside = (t: EventTarget | null) => !(t as Element | null)?.localName?.startsWith('mailscout-');
    addEventListener(
      'keydown',
      (e) => {
        if (e.key === 'Escape' && this.current) this.actions.closeCard();
      },
      { capture: true, signal },
    );
    addEventListener(
      'pointerdown',
      (e) => {
        if (this.current && outside(e.target)) this.actions.closeCard();
      },
      { capture: true, passive: true, signal },
    );
  }

  /** Shows a card that takes the focus (a right-click result), given back when it closes. */
  showFocused(card: CardView): void {
    const active = document.activeElement;
    this.#returnFocus = active instanceof HTMLElement && active !== document.body ? active : null;
    this.show({ ...card, focus: true });
  }

  /**
   * Whether a click may spend a credit: trusted (a page script's synthetic click never spends), and
   * either on a button the browser reported visible, or on a card's confirmation spot. Otherwise the
   * card asks for a confirmation, its spending buttons moved to a random spot a decoy cannot match.
   */
  #mayspend(e: Event, t: Target | null): boolean {
    if (!e.isTrusted) return false;
    const el = ((e as SubmitEvent).submitter ?? e.currentTarget) as Element | null;
    if (el && (el.hasAttribute('data-confirm') || this.#seen.seen(el))) return true;
    if (t && el?.classList.contains('badge')) this.open(t, el, true);
    if (this.current) {
      this.show({
        ...this.current,
        note: this.#seen.sure
          ? 'MailScout could not be sure you saw what you clicked. To spend 1 credit, press the blue button below.'
          : 'To spend 1 credit, press the blue button below.',
        confirmAt: 8 + Math.floor(crypto.getRandomValues(new Uint32Array(1))[0]! % 96),
      });
    }
    return false;
  }

  show(card: CardView | null): void {
    this.current = card;
    this.#redraw();
  }

  #isAbout(address: string): boolean {
    return this.current?.address?.toLowerCase() === address.toLowerCase();
  }

  onVerdict(v: Verdict): void {
    if (this.#isAbout(v.address)) this.current = { ...this.current!, verdict: v, busy: false };
  }

  onError(address: string, error: ReplyError): void {
    if (this.#isAbout(address)) this.current = { ...this.current!, error, busy: false };
  }

  open(t: Target, badge: Element, sticky: boolean): void {
    if (this.current?.target === t && !sticky) return;
    this.opening();
    fillDomain(t);
    const r = badge.getBoundingClientRect();
    const s = t.address ? this.#addresses.stateOf(t.address) : null;
    this.show({
      x: r.left + scrollX,
      y: r.bottom + scrollY + 6,
      anchorTop: r.top + scrollY,
      target: t,
      address: t.address,
      verdict: s?.verdict ?? null,
      error: s?.error ?? null,
      discovery: null,
      note: null,
      busy: false,
      domainGuess: t.person ? guessDomain(t.person.company) : '',
      person: t.kind === 'email' ? this.personNear(t) : null,
    });
    if (t.address) void this.#addresses.loadFree(t.address);
  }

  /** Saves the open card's person and address as a lead (a trusted click or the keyboard shortcut). */
  save(): void {
    const c = this.current;
    if (!c) return;
    const p = c.target?.person ?? c.person?.person;
    void sendFromPage({
      type: 'pageSaveLead',
      firstName: p?.firstName,
      lastName: p?.lastName,
      company: p?.company,
      domain: p?.domain,
      address: c.discovery?.email ?? c.address ?? p?.address,
      title: document.title.slice(0, 300),
    }).then((r) => {
      if (this.current === c) this.show({ ...c, note: r.ok ? r.value.note : r.error.message });
    });
  }

  readonly actions: OverlayActions = {
    save: (e) => e.isTrusted && this.save(),
    activate: (t, e) => {
      if (!e.isTrusted) return; // a page script's synthetic click never spends a credit
      // A verdict already known is free to show again: only a click that may spend is checked.
      const known = t.kind === 'email' && this.#addresses.verdictOf(t.address!)?.source === 'service';
      if (t.kind === 'email' && !known && !this.#mayspend(e, t)) return;
      if (t.kind === 'email') void this.#addresses.verify(t.address!, 'click', false);
      this.open(t, e.currentTarget as Element, true);
    },
    hover: (t, e) => {
      this.#closing.clear();
      if (t && e) this.open(t, e.currentTarget as Element, false);
      else this.#closing.set(CLOSE_DELAY_MS, () => this.actions.closeCard());
    },
    keepCard: () => this.#closing.clear(),
    findPerson: (person) => {
      if (!this.current || !person.person) return;
      fillDomain(person);
      this.show({
        ...this.current,
        target: person,
        address: null,
        verdict: null,
        error: null,
        discovery: null,
        note: null,
        person: null,
        confirmAt: undefined,
        domainGuess: person.person.domain ?? guessDomain(person.person.company),
      });
    },
    closeCard: () => {
      if (!this.current) return;
      this.show(null);
      const back = this.#returnFocus;
      this.#returnFocus = null;
      if (back?.isConnected) back.focus({ preventScroll: true });
    },
    recheck: (t, e) => {
      if (!t.address || !this.#mayspend(e, null)) return;
      if (this.current) this.show({ ...this.current, note: null, confirmAt: undefined });
      void this.#addresses.verify(t.address, 'click', true);
    },
    verifyAddress: (address, e) => {
      if (!this.current || !this.#mayspend(e, null)) return;
      this.current = {
        ...this.current,
        target: null,
        address,
        verdict: this.#addresses.verdictOf(address),
        discovery: null,
        error: null,
        busy: true,
        note: null,
        confirmAt: undefined,
      };
      void this.#addresses.verify(address, 'click', false);
    },
    find: (t, domain, e, latinName) => {
      if (!t.person || !this.current) return;
      if (!this.#mayspend(e, null)) return;
      this.show({ ...this.current, busy: true, error: null, note: null, confirmAt: undefined });
      const { firstName, lastName } = t.person;
      void sendFromPage({
        type: 'pageDiscover',
        // A name typed in Latin letters is split by the worker, which says if it is not a full name.
        name: latinName ?? { firstName, lastName },
        domain,
        trigger: 'click',
      }).then((r) => {
        if (!this.current || this.current.target !== t) return;
        this.show(
          r.ok
            ? { ...this.current, busy: false, discovery: r.value }
            : { ...this.current, busy: false, error: r.error },
        );
      });
    },
  };
}
