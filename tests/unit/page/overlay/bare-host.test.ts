// @vitest-environment happy-dom
/**
 * The overlay's host put in at DOMContentLoaded by page-start, and taken over by the content script:
 * one host per page whichever comes first, kept as it was put in.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { HOST_STYLE, putHostInEarly, takeHost } from '../../../../page/overlay/bare-host';
import { mountOverlayHost } from '../../../../page/overlay/host';

vi.mock('wxt/browser', () => ({ browser: fakeBrowser }));

const CSS = '.layer { color: red }';
let asked = 0;
/** The worker's answer to the next ask for the stylesheet; by default it answers at once. */
let answer: () => Promise<unknown>;
beforeEach(() => {
  asked = 0;
  answer = async () => ({ ok: true, value: { css: CSS } });
  fakeBrowser.runtime.sendMessage = (async (r: { type: string }) => {
    if (r.type !== 'pageStyle') throw new Error(`unexpected ${r.type}`);
    asked++;
    return answer();
  }) as typeof fakeBrowser.runtime.sendMessage;
});
const settle = () => new Promise((r) => setTimeout(r, 0));

const hosts = () =>
  [...document.documentElement.children].filter((e) => e.localName.startsWith('mailscout-'));
const contentLoaded = () => document.dispatchEvent(new Event('DOMContentLoaded'));

/**
 * The content script takes the host and asks for the stylesheet with no frame to come: whether the
 * page's frame was painted, how often the badges' sizes were read, whether it is styled after two
 * tasks, and how many frames it asked for.
 */
async function styleWithoutFrames() {
  const frames = vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation(() => 0);
  const session = new AbortController();
  let read = 0;
  const { styled, painted } = mountOverlayHost(session.signal, () => read++);
  styled();
  await settle();
  await settle();
  const seen = { painted, read, styledNow: styled(), framesAsked: frames.mock.calls.length };
  frames.mockRestore();
  session.abort();
  return seen;
}

describe('the early overlay host', () => {
  afterEach(() => {
    hosts().forEach((h) => h.remove());
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('mailscout.overlay-host')];
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('mailscout.overlay-css')];
  });

  it('has the stylesheet the worker sent while the page was parsed when it goes in', async () => {
    putHostInEarly();
    expect(asked).toBe(1);
    await settle();
    contentLoaded();
    expect(takeHost().style.textContent).toBe(CSS);
  });

  it("is made before the page is parsed: DOMContentLoaded, in the page's own task, only puts it in", async () => {
    putHostInEarly();
    await settle();
    const made = vi.spyOn(document, 'createElement');
    const random = vi.spyOn(crypto, 'getRandomValues');
    contentLoaded();
    const calls = { made: made.mock.calls.length, random: random.mock.calls.length };
    made.mockRestore();
    random.mockRestore();
    expect(calls).toEqual({ made: 0, random: 0 });
    expect(hosts()).toHaveLength(1);
    expect(takeHost().style.textContent).toBe(CSS);
  });

  it('gets the stylesheet when the answer comes after DOMContentLoaded', async () => {
    let send!: (v: unknown) => void;
    answer = () => new Promise((r) => (send = r));
    putHostInEarly();
    contentLoaded();
    const [early] = hosts();
    const { style } = takeHost();
    expect(style.textContent).toBe('');
    send({ ok: true, value: { css: CSS } });
    await settle();
    expect(style.textContent).toBe(CSS);
    expect(hosts()).toEqual([early]);
  });

  it('is shown by the content script with the stylesheet page-start asked for, not asked again', async () => {
    putHostInEarly();
    await settle();
    contentLoaded();
    const session = new AbortController();
    const { signal } = session;
    const { layer, styled } = mountOverlayHost(signal, () => undefined);
    expect(layer.hidden).toBe(true);
    styled();
    await settle();
    expect(layer.hidden).toBe(false);
    expect(asked).toBe(1);
    // A later session (the extension reloaded) asks the worker itself.
    mountOverlayHost(signal, () => undefined).styled();
    expect(asked).toBe(2);
    session.abort();
  });

  it('is asked for again by the content script when page-start had no answer', async () => {
    answer = async () => undefined;
    putHostInEarly();
    await settle();
    contentLoaded();
    answer = async () => ({ ok: true, value: { css: CSS } });
    const session = new AbortController();
    const { layer, styled } = mountOverlayHost(session.signal, () => undefined);
    styled();
    await settle();
    // The first call took page-start's ask, which had no answer: the next call asks again.
    expect(asked).toBe(1);
    expect(layer.hidden).toBe(true);
    styled();
    await settle();
    expect(asked).toBe(2);
    expect(layer.hidden).toBe(false);
    session.abort();
  });

  it("knows when the page's frame after DOMContentLoaded has been painted", async () => {
    putHostInEarly();
    contentLoaded();
    const g = globalThis as Record<symbol, { painted?: boolean }>;
    const early = g[Symbol.for('mailscout.overlay-host')]!;
    expect(early.painted).toBeUndefined();
    // The frame, then the task queued in it (which runs once the frame is painted).
    await new Promise((r) => requestAnimationFrame(r));
    await settle();
    expect(early.painted).toBe(true);
    expect(takeHost().painted).toBe(true);
  });

  it("reads the badges' sizes in the next task once that frame was painted, without waiting a frame", async () => {
    putHostInEarly();
    contentLoaded();
    await new Promise((r) => requestAnimationFrame(r));
    await settle();
    expect(await styleWithoutFrames()).toEqual({ painted: true, read: 1, styledNow: true, framesAsked: 0 });
  });

  it("waits for a frame to read the badges' sizes while the page's first frame is not painted", async () => {
    putHostInEarly();
    contentLoaded();
    expect(await styleWithoutFrames()).toEqual({ painted: false, read: 0, styledNow: false, framesAsked: 1 });
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
