/**
 * Automatic verification on sites the user allow-listed: an address verified as it comes within a
 * screen, without a click, within the daily budget the worker keeps. The worker decides; once it
 * refuses (not allow-listed, budget spent), this page stops asking.
 */
import type { AddressBook } from '../targets/addresses';
import type { Target } from '../targets/targets';

export class AutoVerify {
  #on = false;

  readonly #addresses: AddressBook;

  constructor(addresses: AddressBook) {
    this.#addresses = addresses;
  }

  /** Turned on by the page settings (the site is allow-listed and a key is saved). */
  enable(shown: Iterable<Target>): void {
    this.#on = true;
    for (const t of shown) this.shown(t);
  }

  /** A target came within a screen. */
  shown(t: Target): void {
    if (!this.#on || !t.address || this.#addresses.stateOf(t.address).state !== 'local') return;
    void this.#addresses.verify(t.address, 'auto', false).then((accepted) => {
      if (!accepted) this.#on = false;
    });
  }
}
