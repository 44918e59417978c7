/**
 * The in-page side: finds addresses and people, shows one badge each in a single closed shadow-root
 * overlay, and talks to the background. Map of the parts:
 *   host.ts      the overlay's host, which page CSS and scripts cannot hide, restyle or outstack
 *   add()        targets from a subtree: free local checks at once, then cached verdicts (free)
 *   visibility   an IntersectionObserver: only targets within about a screen get badges
 *   frame()      once per animation frame: read every position, then render (write) once;
 *                where each badge goes is placement.ts
 *   actions      clicks spend credits only when `isTrusted`; hovering never does
 *   events       verdicts broadcast by the background, context-menu results, the popup's "collect"
 */
import { browser } from 'wxt/browser';
import type { DiscoverValue, PageEvent, PageSummary, ReplyError } from '../messaging/contract';
import { nearViewport } from './scan/near-viewport';
import { personTarget, targetRect, targetsFrom, type Target } from './targets/targets';
import { emailInputs, emailsIn, type FoundEmail } from './scan/emails';
import {
  mergePeople,
  pageDomainFor,
  peopleOutsideTables,
  tablePeople,
  type FoundPerson,
} from './scan/people';
import { guessDomain } from '../core/names';
import { watchMutations } from './scan/watch';
import { sendFromPage } from '../messaging/send';
import type { Verdict } from '../core/verdict';
import { mountOverlayHost } from './overlay/host';
import { BadgePlacement } from './overlay/placement';
import css from './overlay/overlay.css?inline';
import {
  createOverlayView,
  type BadgeState,
  type BadgeView,
  type CardView,
  type OverlayActions,
  type OverlayView,
} from './overlay/view';

interface AddressState {
  /**
   * The service's verdict, or the free local checks once a card needs them (the background runs
   * them, with its domain lists). A badge does not: every address the scanner finds has passed the
   * syntax check, so it starts as "Unverified". null until then.
   */
  verdict: Verdict | null;
  state: BadgeState;
  error: ReplyError | null;
}

/** Runs `fn` once the next frame is painted (a task queued in an animation frame runs after it). */
const afterNextFrame = (fn: () => void) => requestAnimationFrame(() => setTimeout(fn, 0));

export class PageController {
  private readonly targets = new Map<number, Target>();
  private readonly byAnchor = new Map<Element, Set<number>>();
  private readonly addresses = new Map<string, AddressState>();
  private readonly visible = new Set<number>();
  private readonly pendingLookup = new Set<string>();
  private lookupScheduled = false;
  private card: CardView | null = null;
  private cardTimer: ReturnType<typeof setTimeout> | undefined;
  private frameRequested = false;
  private lastBadgeCount = 0;
  /** Timings left in the page's performance timeline, for profiling and the benchmarks: the first 100. */
  private timings = 0;
  private scanRequested = false;
  private rescanTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly scanned = new WeakSet<Element>();
  private readonly tables = new WeakMap<Element, ((row: Element) => FoundPerson | null) | null>();
  private readonly peopleSeen = new Set<string>();
  private view: OverlayView | null = null;
  private readonly placement = new BadgePlacement();
  private host: HTMLElement | null = null;
  private readonly io: IntersectionObserver;
  private obfuscated = true;
  private autoVerify = false;

  constructor(private readonly signal: AbortSignal) {
    this.io = new IntersectionObserver((entries) => this.onVisibility(entries), {
      rootMargin: '100% 0px 100% 0px',
    });
    signal.addEventListener('abort', () => this.destroy(), { once: true });
  }

  start(): void {
    browser.runtime.onMessage.addListener(this.onEvent);
    // The (empty) overlay goes in now, to be laid out and painted with the page's first frame: put
    // in after it, on a 10,000-row table, its first layout and paint cost 35 ms.
    const { host, layer } = mountOverlayHost(css, this.signal);
    this.host = host;
    this.view = createOverlayView(layer, this.actions);
    // Nothing else until the page's first frame is done: the page shows no sooner for our work at
    // DOMContentLoaded, and after its style and layout our first position read costs what our own
    // part costs (before them, on a 10,000-row table, it forced a 200 ms style and layout pass).
    // Hidden tabs have no frames: their scan waits until they are shown.
    afterNextFrame(() => this.signal.aborted || this.afterFirstFrame());
  }

  private afterFirstFrame(): void {
    this.scanNear();
    // Settings arrive while the badges are drawn, and only narrow what shows. Asked for after the
    // scan: the answer wakes the background, which would compete with the scan for the processor.
    void sendFromPage({ type: 'pageSettings' }).then((r) => {
      if (!r.ok) return;
      this.obfuscated = r.value.obfuscated;
      this.autoVerify = r.value.autoVerify && r.value.hasKey;
      if (this.autoVerify) this.visible.forEach((id) => this.autoVerifyTarget(this.targets.get(id)));
      this.schedule();
    });
    // People outside tables (JSON-LD, microdata, h-cards, a profile's heading) once the addresses'
    // badges are drawn: their page-wide queries cost 10 ms on a 10,000-row table.
    afterNextFrame(
      () =>
        this.signal.aborted ||
        this.addTargets(this.newPeople(peopleOutsideTables(document)).map(personTarget)),
    );
    watchMutations(document.body, {
      signal: this.signal,
      onAdded: (nodes) => {
        this.placement.forget();
        nodes.forEach((n) => n.nodeType === 1 && !this.host?.contains(n) && this.add(n as Element));
      },
      onRemoved: () => {
        this.placement.forget();
        this.prune();
      },
      onOverflow: () => this.rescanScreen(),
    });
    const opts = { capture: true, passive: true, signal: this.signal };
    addEventListener('scroll', () => this.scheduleScan(), opts);
    addEventListener(
      'resize',
      () => {
        this.placement.forget();
        this.scheduleScan();
      },
      opts,
    );
    document.addEventListener('change', (e) => void this.typoHint(e), { capture: true, signal: this.signal });
  }

  /**
   * Scans only what is near the screen (a screen above to two below), now and after each scroll or
   * resize: a huge page costs what its visible part costs. Parts already scanned are skipped; the
   * whole page is scanned only when the popup asks for it (`summary`).
   */
  private scanNear(top = -innerHeight, bottom = innerHeight * 2, skip = this.scanned): void {
    const started = performance.now();
    const containers = nearViewport(document.body, top, bottom, skip);
    for (const c of containers) this.scanned.add(c);
    const fresh = this.scan(containers);
    // What was just found near the screen shows at once, without waiting for the observer's report.
    for (const t of fresh) {
      const r = t.anchor.getBoundingClientRect();
      if (r.bottom > -innerHeight && r.top < innerHeight * 2 && this.targets.has(t.id))
        this.visible.add(t.id);
    }
    this.schedule();
    if (this.timings++ < 100)
      performance.measure('mailscout:scan', { start: started, duration: performance.now() - started });
  }

  /**
   * The page outran the mutation observer (its queue was full): scan what is near the screen again,
   * parts already scanned included, at most twice a second.
   */
  private rescanScreen(): void {
    if (this.rescanTimer !== undefined) return;
    this.rescanTimer = setTimeout(() => {
      this.rescanTimer = undefined;
      if (!this.signal.aborted) this.scanNear(-innerHeight, innerHeight * 2, new WeakSet());
    }, 500);
  }

  /** People not seen before (by name and company), with the company's domain filled in when known. */
  private newPeople(found: FoundPerson[]): FoundPerson[] {
    const out: FoundPerson[] = [];
    // The page-wide domain index waits until a person card or the popup needs it: reading the whole
    // page's text would cost the first badges as much as a full scan.
    for (const p of mergePeople(found, document, false)) {
      const key = `${p.firstName}|${p.lastName}|${p.company ?? ''}`.toLowerCase();
      if (this.peopleSeen.has(key)) continue;
      this.peopleSeen.add(key);
      out.push(p);
    }
    return out;
  }

  /** Addresses and table people in these subtrees, added as targets. One path for every scan. */
  private scan(containers: Element[]): Target[] {
    const found: FoundEmail[] = [];
    const people: FoundPerson[] = [];
    for (const c of containers) {
      found.push(...emailsIn(c, { obfuscated: true }));
      const row = c.closest('tr');
      for (const r of row ? [row] : c.querySelectorAll('tr')) {
        const table = r.closest('table');
        if (!table) continue;
        if (!this.tables.has(table)) this.tables.set(table, tablePeople(table));
        const person = this.tables.get(table)?.(r);
        if (person) people.push(person);
      }
    }
    const fresh = [...targetsFrom(found), ...this.newPeople(people).map(personTarget)];
    this.addTargets(fresh);
    return fresh;
  }

  /** A subtree a page script added: the same scan, so appended table rows get people badges too. */
  private add(root: Element): void {
    this.scan([root]);
  }

  private addTargets(fresh: Target[]): void {
    for (const t of fresh) {
      const same = this.byAnchor.get(t.anchor);
      if (t.kind === 'email' && same && [...same].some((id) => this.targets.get(id)?.address === t.address))
        continue;
      this.targets.set(t.id, t);
      if (!same) {
        this.byAnchor.set(t.anchor, new Set());
        this.io.observe(t.anchor);
      }
      this.byAnchor.get(t.anchor)!.add(t.id);
      if (t.address && !this.addresses.has(t.address.toLowerCase())) this.pendingLookup.add(t.address);
    }
    if (this.pendingLookup.size && !this.lookupScheduled) {
      this.lookupScheduled = true;
      setTimeout(() => void this.lookupCached(), 0);
    }
  }

  /** Cached verdicts for everything found since the last lookup: one message per 2,000 (free). */
  private async lookupCached(): Promise<void> {
    this.lookupScheduled = false;
    const all = [...this.pendingLookup];
    this.pendingLookup.clear();
    for (let i = 0; i < all.length; i += 2_000) {
      const reply = await sendFromPage({ type: 'pageLookup', addresses: all.slice(i, i + 2_000) });
      if (reply.ok) reply.value.verdicts.forEach((v) => this.setVerdict(v));
    }
    this.schedule();
  }

  /** An address's state: "Unverified" until the service or the local checks say otherwise. */
  private stateOf(address: string): AddressState {
    const key = address.toLowerCase();
    let s = this.addresses.get(key);
    if (!s) {
      s = { verdict: null, state: 'local', error: null };
      this.addresses.set(key, s);
    }
    return s;
  }

  /**
   * The verdict a card shows: the service's, else the free local checks, which the background runs
   * on first need (with the disposable and free-provider lists the page does not load). The card
   * about the address shows it when it comes, or the error.
   */
  private async loadVerdict(address: string): Promise<void> {
    if (this.stateOf(address).verdict) return;
    const reply = await sendFromPage({ type: 'pageCheck', address });
    const key = address.toLowerCase();
    const onCard = () => this.card?.address?.toLowerCase() === key;
    if (!reply.ok) {
      if (onCard()) this.card = { ...this.card!, error: reply.error };
    } else if (reply.value.verdict.source === 'service') {
      this.setVerdict(reply.value.verdict);
    } else {
      const s = this.stateOf(address);
      if (s.verdict) return;
      s.verdict = reply.value.verdict;
      if (s.verdict.state === 'invalid' && s.state === 'local') s.state = 'invalid';
      if (onCard()) this.card = { ...this.card!, verdict: s.verdict };
    }
    this.schedule();
  }

  private prune(): void {
    for (const [anchor, ids] of this.byAnchor) {
      if (anchor.isConnected) continue;
      this.io.unobserve(anchor);
      for (const id of ids) {
        this.targets.delete(id);
        this.visible.delete(id);
      }
      this.byAnchor.delete(anchor);
    }
    // Forget the states of addresses no longer on the page once there are many of them (a page that
    // churns through addresses); their cached verdicts come back for free if they return. Only when
    // most are gone, so a page that simply shows many addresses is not walked on every removal.
    if (this.addresses.size > Math.max(5_000, 2 * this.targets.size)) {
      const live = new Set([...this.targets.values()].map((t) => t.address?.toLowerCase()));
      for (const key of this.addresses.keys()) if (!live.has(key)) this.addresses.delete(key);
    }
    this.schedule();
  }

  private onVisibility(entries: IntersectionObserverEntry[]): void {
    for (const e of entries) {
      for (const id of this.byAnchor.get(e.target) ?? []) {
        if (e.isIntersecting) this.visible.add(id);
        else this.visible.delete(id);
        if (e.isIntersecting && this.autoVerify) this.autoVerifyTarget(this.targets.get(id));
      }
    }
    this.schedule();
  }

  private autoVerifyTarget(t: Target | undefined): void {
    if (t?.address && this.stateOf(t.address).state === 'local') void this.verify(t.address, 'auto', false);
  }

  private setVerdict(v: Verdict): void {
    this.addresses.set(v.address.toLowerCase(), { verdict: v, state: v.state, error: null });
    if (this.card?.address?.toLowerCase() === v.address.toLowerCase())
      this.card = { ...this.card, verdict: v, busy: false };
    this.schedule();
  }

  private async verify(address: string, trigger: 'click' | 'auto', force: boolean): Promise<void> {
    // An address that fails the syntax check gets its verdict from the background without a request.
    const key = address.toLowerCase();
    const prev = { ...this.stateOf(address) };
    this.addresses.set(key, { ...prev, state: 'checking', error: null });
    this.schedule();
    const reply = await sendFromPage({ type: 'pageVerify', address, trigger, force });
    if (reply.ok) return this.setVerdict(reply.value.verdict);
    if (trigger === 'auto' && reply.error.kind === 'rejected') {
      this.autoVerify = false;
      this.addresses.set(key, prev);
    } else {
      this.addresses.set(key, { ...prev, state: 'error', error: reply.error });
      if (this.card?.address?.toLowerCase() === key)
        this.card = { ...this.card, error: reply.error, busy: false };
    }
    this.schedule();
  }

  private readonly actions: OverlayActions = {
    activate: (t, e) => {
      if (!e.isTrusted) return; // a page script's synthetic click never spends a credit
      if (t.kind === 'person') return this.openCard(t, e.currentTarget as Element, true);
      void this.verify(t.address!, 'click', false);
      this.openCard(t, e.currentTarget as Element, true);
    },
    hover: (t, e) => {
      clearTimeout(this.cardTimer);
      if (t && e) this.openCard(t, e.currentTarget as Element, false);
      else this.cardTimer = setTimeout(() => this.actions.closeCard(), 400);
    },
    keepCard: () => clearTimeout(this.cardTimer),
    closeCard: () => {
      this.card = null;
      this.schedule();
    },
    recheck: (t, e) => {
      if (!e.isTrusted || !t.address) return;
      void this.verify(t.address, 'click', true);
    },
    verifyAddress: (address, e) => {
      if (!e.isTrusted || !this.card) return;
      this.card = {
        ...this.card,
        target: null,
        address,
        verdict: this.addresses.get(address.toLowerCase())?.verdict ?? null,
        discovery: null,
        error: null,
        busy: true,
      };
      void this.verify(address, 'click', false);
    },
    find: (t, domain, e) => {
      if (!e.isTrusted || !t.person || !this.card) return;
      this.card = { ...this.card, busy: true, error: null };
      this.schedule();
      void sendFromPage({
        type: 'pageDiscover',
        firstName: t.person.firstName,
        lastName: t.person.lastName,
        domain,
        trigger: 'click',
      }).then((r) => {
        if (!this.card || this.card.target !== t) return;
        this.card = r.ok
          ? { ...this.card, busy: false, discovery: r.value }
          : { ...this.card, busy: false, error: r.error };
        this.schedule();
      });
    },
  };

  private openCard(t: Target, badge: Element, sticky: boolean): void {
    if (this.card?.target === t && !sticky) return;
    this.fillDomain(t);
    const r = badge.getBoundingClientRect();
    const s = t.address ? this.stateOf(t.address) : null;
    this.card = {
      x: Math.min(r.left + scrollX, scrollX + innerWidth - 320),
      y: r.bottom + scrollY + 4,
      target: t,
      address: t.address,
      verdict: s?.verdict ?? null,
      error: s?.error ?? null,
      discovery: null as DiscoverValue | null,
      note: null,
      busy: false,
      domainGuess: t.person ? guessDomain(t.person.company) : '',
    };
    if (t.address) void this.loadVerdict(t.address);
    this.schedule();
  }

  /** A person's company domain from the company's addresses elsewhere on the page, when unknown. */
  private fillDomain(t: Target): void {
    if (t.person && !t.person.domain && t.person.company)
      t.person.domain = pageDomainFor(t.person.company, document);
  }

  private readonly onEvent = (
    message: unknown,
    sender: { id?: string; tab?: unknown },
  ): Promise<PageSummary> | undefined => {
    if (sender.id !== browser.runtime.id || sender.tab) return undefined; // only our background
    const event = message as PageEvent;
    if (event?.type === 'verdict') this.setVerdict(event.verdict);
    if (event?.type === 'collect') return Promise.resolve(this.summary());
    if (event?.type === 'showResult') this.showResult(event);
    return undefined;
  };

  private showResult(event: Extract<PageEvent, { type: 'showResult' }>): void {
    const sel = getSelection();
    const r = sel && sel.rangeCount ? sel.getRangeAt(0).getBoundingClientRect() : new DOMRect(20, 20, 0, 0);
    if (event.verdict) this.setVerdict(event.verdict);
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
    this.card = {
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
    };
    this.schedule();
  }

  summary(): PageSummary {
    // The popup asks for the whole page: scan what has not been scanned yet.
    this.scanNear(-Infinity, Infinity);
    const emails = new Map<string, Verdict | null>();
    const people = new Map<string, PageSummary['people'][number]>();
    for (const t of this.targets.values()) {
      if (t.address) {
        const s = this.addresses.get(t.address.toLowerCase());
        emails.set(t.address, s?.verdict?.source === 'service' ? s.verdict : null);
      }
      this.fillDomain(t);
      if (t.person)
        people.set(`${t.person.firstName} ${t.person.lastName}`, {
          firstName: t.person.firstName,
          lastName: t.person.lastName,
          company: t.person.company,
          domain: t.person.domain,
        });
    }
    return {
      url: location.href,
      title: document.title,
      emails: [...emails].map(([address, verdict]) => ({ address, verdict })),
      people: [...people.values()],
    };
  }

  /** A typo hint under an email field the user filled in: the free checks, never a verification. */
  private async typoHint(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    if (!emailInputs(input.parentElement ?? document).includes(input) || !input.value) return;
    if (input.value.length > 320) return;
    const reply = await sendFromPage({ type: 'pageCheck', address: input.value });
    const verdict = reply.ok ? reply.value.verdict : null;
    if (!verdict?.suggestion || !input.isConnected) return;
    const r = input.getBoundingClientRect();
    this.card = {
      x: r.left + scrollX,
      y: r.bottom + scrollY + 4,
      target: null,
      address: verdict.address,
      verdict,
      error: null,
      discovery: null,
      note: `Did you mean ${verdict.suggestion}?`,
      busy: false,
      domainGuess: '',
    };
    this.schedule();
  }

  /** After a scroll or resize: reposition now, scan what came near the screen on the next frame. */
  private scheduleScan(): void {
    this.schedule();
    if (this.scanRequested) return;
    this.scanRequested = true;
    requestAnimationFrame(() => {
      this.scanRequested = false;
      if (!this.signal.aborted) this.scanNear();
    });
  }

  schedule(): void {
    if (this.frameRequested || this.signal.aborted) return;
    this.frameRequested = true;
    requestAnimationFrame(() => this.frame());
  }

  /** Reads every visible target's position first, then renders once. */
  private frame(): void {
    this.frameRequested = false;
    const badges: BadgeView[] = [];
    const widths = this.view?.widths() ?? null;
    for (const id of this.visible) {
      const t = this.targets.get(id);
      const rect = t && targetRect(t);
      if (!t || !rect || (t.obfuscated && !this.obfuscated)) continue;
      const state: BadgeState = t.kind === 'person' ? 'person' : this.stateOf(t.address!).state;
      badges.push({ target: t, state, ...this.placement.place(t, rect, state, widths) });
    }
    this.view?.render(badges, this.card);
    // For profiling and the benchmarks: a mark when the number of badges on screen changes, once the
    // frame that draws them is painted (a task queued in an animation frame runs after its paint).
    const count = badges.length;
    if (count !== this.lastBadgeCount && this.timings++ < 100)
      setTimeout(() => performance.mark('mailscout:badges', { detail: count }), 0);
    this.lastBadgeCount = count;
  }

  private destroy(): void {
    this.io.disconnect();
    browser.runtime.onMessage.removeListener(this.onEvent);
  }
}
