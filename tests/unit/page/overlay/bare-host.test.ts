// @vitest-environment happy-dom
/**
 * The overlay's host put in at DOMContentLoaded by page-start, and taken over by the content script:
 * one host per page whichever comes first, kept as it was put in.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { HOST_STYLE, putHostInEarly, takeHost } from '../../../../page/overlay/bare-host';
import { mountOverlayHost } from '../../../../page/overlay/host';

const hosts = () =>
  [...document.documentElement.children].filter((e) => e.localName.startsWith('mailscout-'));
const contentLoaded = () => document.dispatchEvent(new Event('DOMContentLoaded'));

describe('the early overlay host', () => {
  afterEach(() => {
    hosts().forEach((h) => h.remove());
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('mailscout.overlay-host')];
  });

  it('goes in at DOMContentLoaded, last in <html>, and is the one the content script takes', () => {
    putHostInEarly();
    expect(hosts()).toHaveLength(0);
    contentLoaded();
    const [early] = hosts();
    expect(document.documentElement.lastElementChild).toBe(early);
    expect(takeHost().host).toBe(early);
    expect(hosts()).toHaveLength(1);
  });

  it('is styled !important, and its style attribute is the one the content script keeps it to', () => {
    putHostInEarly();
    contentLoaded();
    const { host } = takeHost();
    expect(host.getAttribute('style')).toBe(HOST_STYLE);
    for (const [p, v] of <[string, string][]>[
      ['position', 'absolute'],
      ['z-index', '2147483647'],
      ['pointer-events', 'none'],
      ['contain', 'size layout style'],
    ]) {
      expect(host.style.getPropertyValue(p)).toBe(v);
      expect(host.style.getPropertyPriority(p)).toBe('important');
    }
  });

  it('is not put in when the content script came first and made its own', () => {
    putHostInEarly();
    const own = takeHost().host;
    contentLoaded();
    expect(hosts()).toEqual([own]);
  });

  it('is taken once: a later session makes its own', () => {
    putHostInEarly();
    contentLoaded();
    const first = takeHost().host;
    const second = takeHost().host;
    expect(second).not.toBe(first);
    expect(document.documentElement.lastElementChild).toBe(second);
  });

  it('gets back its place and style if the page moved or restyled it before the content script came', () => {
    putHostInEarly();
    contentLoaded();
    const [early] = hosts() as HTMLElement[];
    const style = early!.getAttribute('style');
    early!.setAttribute('style', 'display: none');
    early!.className = 'hide';
    document.documentElement.prepend(early!);
    const { signal } = new AbortController();
    const { host } = mountOverlayHost(signal, () => undefined);
    expect(host).toBe(early);
    expect(document.documentElement.lastElementChild).toBe(early);
    expect(early!.getAttribute('style')).toBe(style);
    expect(early!.hasAttribute('class')).toBe(false);
  });
});
