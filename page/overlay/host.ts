/**
 * The overlay's host: one element with a closed shadow root holding the overlay's style and layer,
 * kept where the page cannot hide, restyle or outstack it. The stylesheet (worker/overlay.css) is
 * asked of the worker by page-start as the page starts loading (bare-host.ts): it is not in this
 * script, which loads on every page.
 */
import { afterPaint } from '../lifetime';
import { HOST_STYLE, takeHost, takeStyle } from './bare-host';

/**
 * Takes over the host (bare-host.ts: put in by page-start, or now), keeps it as it was put in, and returns
 * it with the element the overlay draws into, `styled` (overlayStyle) and `painted` (whether the
 * page's frame after DOMContentLoaded is painted, bare-host.ts). Removed when `signal` aborts.
 */
export function mountOverlayHost(
  signal: AbortSignal,
  onStyled: () => void,
): { host: HTMLElement; layer: HTMLElement; styled: () => boolean; painted: boolean } {
  const { host, style, layer, painted = false } = takeHost();
  // The host is the last child of <html> at the highest z-index: it paints above everything the
  // page stacks with z-index, and below the page's own top layer (its modal dialogs), as a dialog
  // should. (The top layer itself cost 40 ms a frame on a 10,000-row table.) A page that removes,
  // restyles or outstacks the host gets it back as it was. The check compares the whole attribute
  // with what we set, so our own correction settles it. Moves to the end are capped at 60 a second:
  // above what a page's re-append loop gets from its timers (so it cannot keep the top spot; a
  // spending click needs the badge seen anyway, seen.ts), and low enough that another script doing
  // the same cannot make a busy loop of it.
  let moves = 0;
  let since = 0;
  const keep = () => {
    if (host.getAttribute('style') !== HOST_STYLE) host.setAttribute('style', HOST_STYLE);
    if (host.getAttribute('class') !== null) host.removeAttribute('class');
    if (document.documentElement.lastElementChild === host) return;
    if (performance.now() - since > 1_000) [moves, since] = [0, performance.now()];
    if (moves++ < 60) document.documentElement.append(host);
  };
  // Page-start put it in at DOMContentLoaded: the page may have moved or restyled it since.
  keep();
  const guard = new MutationObserver(keep);
  guard.observe(document.documentElement, { childList: true });
  guard.observe(host, { attributes: true });
  signal.addEventListener(
    'abort',
    () => {
      guard.disconnect();
      layer.replaceChildren();
      host.remove();
    },
    { once: true },
  );
  return { host, layer, styled: overlayStyle(style, layer, signal, onStyled, painted), painted };
}

/**
 * Whether the overlay's stylesheet is in `style`: the first call takes the one page-start asked the
 * worker for (bare-host.ts), or asks; when it arrives the layer (hidden until then) shows, and
 * `onStyled` runs after the next frame (in the next task if the page's frame after DOMContentLoaded
 * was `painted` already). Nothing is drawn before (placement measures the styled badges). A worker
 * that does not answer is asked again at the next call.
 */
function overlayStyle(
  style: HTMLStyleElement,
  layer: HTMLElement,
  signal: AbortSignal,
  onStyled: () => void,
  painted: boolean,
) {
  let state: 'none' | 'asked' | 'in' = 'none';
  return (): boolean => {
    if (state === 'none') {
      state = 'asked';
      void takeStyle().then((css) => {
        if (signal.aborted) return;
        if (css === null) return void (state = 'none');
        // Page-start may have put it in already (bare-host.ts putHostInEarly).
        if (style.textContent !== css) style.textContent = css;
        layer.hidden = false;
        // After the next frame is painted: that frame lays the styled badges out, so onStyled reads
        // their sizes at no cost. Read in a task straight after the stylesheet, they forced the
        // page's pending layout into our task (69 ms on a 10,000-row table still being laid out).
        // Once the page's frame after DOMContentLoaded is painted, the page has no such layout
        // pending and reading them lays out the layer alone: in the next task.
        afterPaint(signal, painted, () => {
          state = 'in';
          onStyled();
        });
      });
    }
    return state === 'in';
  };
}
