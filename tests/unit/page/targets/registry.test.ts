// @vitest-environment happy-dom
/** The registry: which targets are within about a screen, as the browser's observer reports them. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TargetRegistry } from '../../../../page/targets/registry';
import type { Target } from '../../../../page/targets/targets';

/** An observer the test drives: what it observes, and a report of elements coming near. */
class FakeObserver {
  static last: FakeObserver;
  readonly observed: Element[] = [];
  constructor(readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    FakeObserver.last = this;
  }
  observe(e: Element) {
    this.observed.push(e);
  }
  unobserve() {}
  disconnect() {}
  near(e: Element) {
    this.report([{ target: e, isIntersecting: true }]);
  }
}

const target = (id: number, anchor: Element, kind: Target['kind']): Target => ({
  id,
  kind,
  address: kind === 'email' ? 'ana@acme.com' : null,
  person: null,
  anchor,
  text: null,
  obfuscated: false,
});

afterEach(() => vi.unstubAllGlobals());

describe('TargetRegistry', () => {
  it('a target joining an element the observer already reported near is near with it (the observer reports changes only); one on a new element waits for its report', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const registry = new TargetRegistry(
      new AbortController().signal,
      () => undefined,
      () => undefined,
    );
    const sender = document.createElement('span');
    const other = document.createElement('span');
    document.body.append(sender, other);
    registry.add([target(1, sender, 'email')]);
    FakeObserver.last.near(sender);
    // The sender as a person, found later in the same element; and a person elsewhere.
    registry.add([target(2, sender, 'person'), target(3, other, 'person')]);
    expect([...registry.shown()].map((t) => t.id)).toEqual([1, 2]);
    expect(FakeObserver.last.observed).toEqual([sender, other]);
  });
});
