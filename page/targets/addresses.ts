/**
 * What the page knows of each address it shows: its badge state, its verdict and its last error.
 * Cached verdicts are looked up for free as addresses are found; verifying is asked of the worker.
 * Whoever shows an address (the badges, the card) is told through `onVerdict` / `onError`.
 */
import type { ReplyError } from '../../core/reply';
import type { Verdict } from '../../core/verdict';
import { sendFromPage } from '../../messaging/send';
import { later } from '../lifetime';
import type { BadgeState } from '../overlay/view';
import { randomId } from '../random-id';

export interface AddressState {
  /**
   * The service's verdict, or the free local checks once a card needs them (the worker runs them,
   * with its domain lists). A badge does not: every address the scanner finds has passed the syntax
   * check, so it starts as "Unverified". null until then.
   */
  verdict: Verdict | null;
  state: BadgeState;
  error: ReplyError | null;
}

export interface AddressListener {
  onVerdict(verdict: Verdict): void;
  onError(address: string, error: ReplyError): void;
  onChange(): void;
}

/** Cached verdicts asked for per message (the page request's limit). */
const LOOKUP_CHUNK = 2_000;

export class AddressBook {
  readonly #states = new Map<string, AddressState>();
  readonly #pending = new Set<string>();
  #lookupScheduled = false;
  /** Our own verify requests whose broadcast we have not seen yet: their verdict comes as the reply. */
  readonly #asked = new Set<string>();

  readonly #signal: AbortSignal;
  readonly #listener: AddressListener;

  constructor(signal: AbortSignal, listener: AddressListener) {
    this.#signal = signal;
    this.#listener = listener;
  }

  /** An address's state: "Unverified" until the service or the local checks say otherwise. */
  stateOf(address: string): AddressState {
    const key = address.toLowerCase();
    let s = this.#states.get(key);
    if (!s) {
      s = { verdict: null, state: 'local', error: null };
      this.#states.set(key, s);
    }
    return s;
  }

  /** The verdict known for an address, without keeping a state for it. */
  verdictOf(address: string): Verdict | null {
    return this.#states.get(address.toLowerCase())?.verdict ?? null;
  }

  /** Addresses just found: their cached verdicts are asked for (free), one message per 2,000. */
  found(addresses: Iterable<string>): void {
    for (const a of addresses) if (!this.#states.has(a.toLowerCase())) this.#pending.add(a);
    if (!this.#pending.size || this.#lookupScheduled) return;
    this.#lookupScheduled = true;
    later(this.#signal, 0, () => void this.#lookupCached());
  }

  async #lookupCached(): Promise<void> {
    this.#lookupScheduled = false;
    const all = [...this.#pending];
    this.#pending.clear();
    for (let i = 0; i < all.length; i += LOOKUP_CHUNK) {
      const reply = await sendFromPage({ type: 'pageLookup', addresses: all.slice(i, i + LOOKUP_CHUNK) });
      if (reply.ok) reply.value.verdicts.forEach((v) => this.setVerdict(v));
    }
    this.#listener.onChange();
  }

  setVerdict(v: Verdict): void {
    this.#states.set(v.address.toLowerCase(), { verdict: v, state: v.state, error: null });
    this.#listener.onVerdict(v);
    this.#listener.onChange();
  }

  /** A verdict broadcast by the worker: dropped if it answers our own request (the reply has it). */
  broadcastVerdict(v: Verdict, requestId: string | undefined): void {
    if (requestId && this.#asked.delete(requestId)) return;
    this.setVerdict(v);
  }

  /**
   * The verdict a card shows: the service's, else the free local checks, which the worker runs on
   * first need (with the disposable and free-provider lists the page does not load).
   */
  async loadFree(address: string): Promise<void> {
    if (this.stateOf(address).verdict) return;
    const reply = await sendFromPage({ type: 'pageCheck', address });
    if (!reply.ok) {
      this.#listener.onError(address, reply.error);
    } else if (reply.value.verdict.source === 'service') {
      this.setVerdict(reply.value.verdict);
      return;
    } else {
      const s = this.stateOf(address);
      if (s.verdict) return;
      s.verdict = reply.value.verdict;
      if (s.verdict.state === 'invalid' && s.state === 'local') s.state = 'invalid';
      this.#listener.onVerdict(s.verdict);
    }
    this.#listener.onChange();
  }

  /**
   * Asks the worker to verify. An automatic check the worker refuses (site not allow-listed, budget
   * spent) leaves the address as it was and returns false; anything else returns true.
   */
  async verify(address: string, trigger: 'click' | 'auto', force: boolean): Promise<boolean> {
    const key = address.toLowerCase();
    const prev = { ...this.stateOf(address) };
    this.#states.set(key, { ...prev, state: 'checking', error: null });
    this.#listener.onChange();
    const requestId = randomId();
    this.#asked.add(requestId);
    const reply = await sendFromPage({ type: 'pageVerify', address, trigger, force, requestId });
    // The broadcast may come before the reply, after it, or not at all (a cached verdict).
    later(this.#signal, 60_000, () => this.#asked.delete(requestId));
    if (reply.ok) {
      this.setVerdict(reply.value.verdict);
      return true;
    }
    if (trigger === 'auto' && reply.error.kind === 'rejected') {
      this.#states.set(key, prev);
      this.#listener.onChange();
      return false;
    }
    this.#states.set(key, { ...prev, state: 'error', error: reply.error });
    this.#listener.onError(address, reply.error);
    this.#listener.onChange();
    return true;
  }

  /**
   * Forgets the states of addresses no longer on the page once there are many of them (a page that
   * churns through addresses); their cached verdicts come back for free if they return. Only when
   * most are gone, so a page that simply shows many addresses is not walked on every removal.
   */
  forgetMost(live: () => Set<string | undefined>, targetCount: number): void {
    if (this.#states.size <= Math.max(5_000, 2 * targetCount)) return;
    const keep = live();
    for (const key of this.#states.keys()) if (!keep.has(key)) this.#states.delete(key);
  }
}
