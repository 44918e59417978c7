/**
 * The overlay's host as it first goes in: an element with a closed shadow root holding the overlay's
 * stylesheet (once the worker sent it) and a hidden layer. entrypoints/page-start puts it in at
 * DOMContentLoaded, so that it is laid out with the page's first frame: the content script itself
 * (document_end) comes after that frame on a large page, and put in then, on a 10,000-row table, the
 * host cost the next frame 50 to 80 ms of layout and pre-paint. The content script takes it over
 * (host.ts `mountOverlayHost`).
 */
import { sendFromPage } from '../../messaging/send';
import { randomId } from '../random-id';

export interface BareHost {
  host: HTMLElement;
  style: HTMLStyleElement;
  layer: HTMLElement;
  /**
   * Whether the page's first frame after DOMContentLoaded (which laid the host out) has been painted:
   * page-start's host only. The content script then starts at once, not after a frame of its own.
   */
  painted?: boolean;
}

/**
 * Written as the attribute itself, which is then what the content script keeps the host to: set
 * property by property and read back, the declarations were serialised again (with `all` among them,
 * every longhand), and the step at DOMContentLoaded took a median 10.0 ms on the bench's thread and
 * profile pages (20 loads), 5.3 ms this way. That step falls in the page's own task.
 */
export const HOST_STYLE = Object.entries({
  all: 'initial',
  display: 'block',
  position: 'absolute',
  top: '0',
  left: '0',
  width: '0',
  height: '0',
  'z-index': '2147483647',
  visibility: 'visible',
  opacity: '1',
  'pointer-events': 'none',
  transform: 'none',
  filter: 'none',
  contain: 'size layout style',
})
  .map(([p, v]) => `${p}: ${v} !important;`)
  .join(' ');

/**
 * Where page-start leaves the host for the content script: a property of the content scripts' own
 * world (the page's scripts have another global), under a symbol, which no page element's id or name
 * can stand in for.
 */
const EARLY = Symbol.for('mailscout.overlay-host');
/** Where page-start leaves the overlay's stylesheet it asked the worker for (`askStyle`). */
const EARLY_CSS = Symbol.for('mailscout.overlay-css');

type WithHost = typeof globalThis & {
  [EARLY]?: BareHost | 'taken';
  [EARLY_CSS]?: Promise<string | null>;
};

/** The overlay's stylesheet, asked of the worker (it is not in the content script); null if no answer. */
function askStyle(): Promise<string | null> {
  return sendFromPage({ type: 'pageStyle' }).then((r) =>
    r.ok && typeof r.value.css === 'string' ? r.value.css : null,
  );
}

/**
 * A new host, styled `!important` so page CSS cannot hide or restyle it, not yet in the page (`putIn`
 * puts it in as `<html>`'s last child).
 */
function makeHost(): BareHost {
  // A name the page cannot know in advance: it cannot define it as a custom element before we create
  // it, which would run the page's constructor on our host and take its shadow root.
  const host = document.createElement(`mailscout-${randomId(4)}`);
  const shadow = host.attachShadow({ mode: 'closed' });
  host.setAttribute('style', HOST_STYLE);
  const style = document.createElement('style');
  const layer = document.createElement('div');
  layer.className = 'layer';
  layer.hidden = true;
  shadow.append(style, layer);
  return { host, style, layer };
}

const putIn = (bare: BareHost): BareHost => {
  document.documentElement.append(bare.host);
  return bare;
};

/**
 * For page-start: the overlay's stylesheet is asked for at once, and the host goes in at
 * DOMContentLoaded with the stylesheet in it if the answer came (else it goes in when it comes); both
 * wait there for the content script. The worker answers while the page is still parsed, so that the
 * page's first frame lays the stylesheet out: asked for by the content script (document_end, after
 * that frame on a large page), it came 50 to 120 ms after the frame on the bench's 10,000-row table,
 * and the badges waited for it and for the frame after it.
 */
export function putHostInEarly(): void {
  if (document.contentType !== 'text/html') return;
  const g = globalThis as WithHost;
  // Made now, put in at DOMContentLoaded: that step falls in the page's own task, and on the bench's
  // webmail thread making the host there (its random name above all, the content scripts' world's
  // first `crypto.getRandomValues`) took 2 to 13 ms of it (12 to 16 traced).
  const made = makeHost();
  g[EARLY_CSS] = askStyle().then((css) => {
    if (css !== null && !made.style.textContent) made.style.textContent = css;
    return css;
  });
  // Not if the content script came first and made its own (its document_end before this event).
  const early = () => {
    if (g[EARLY]) return;
    g[EARLY] = putIn(made);
    // A task queued in an animation frame runs after that frame's paint (lifetime.ts afterNextFrame).
    requestAnimationFrame(() => setTimeout(() => (made.painted = true), 0));
  };
  document.addEventListener('DOMContentLoaded', early, { once: true });
}

/** The stylesheet page-start asked for (once: a later ask goes to the worker again), or a new ask. */
export function takeStyle(): Promise<string | null> {
  const g = globalThis as WithHost;
  const early = g[EARLY_CSS];
  delete g[EARLY_CSS];
  return early ?? askStyle();
}

/** The host page-start put in (once: a later session makes its own), or a new one. */
export function takeHost(): BareHost {
  const g = globalThis as WithHost;
  const early = g[EARLY];
  g[EARLY] = 'taken';
  return typeof early === 'object' && early.host.ownerDocument === document ? early : putIn(makeHost());
}
