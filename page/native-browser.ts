/**
 * `wxt/browser` as the content script sees it: the browser's own extension API, not
 * webextension-polyfill (wxt.config.ts swaps it in for the content script's build only).
 *
 * Why: the polyfill is 2.8 KB of the content script's 20 KB gzipped budget, on every page, and the
 * content script uses three calls that both targets already give natively with promises —
 * `runtime.id`, `runtime.sendMessage` and `runtime.onMessage` (whose answers go through
 * `sendResponse`, which both support; see page/events.ts). The popup, options page and worker keep the
 * polyfill. In Firefox `browser` is the content script's own global; in Chrome it is pinned to
 * undefined (pin-browser-global.ts), so `chrome` is used, which the page cannot replace.
 */
import type { Browser } from 'webextension-polyfill';

const g = globalThis as unknown as { browser?: Browser; chrome?: Browser };
export const browser: Browser = (g.browser?.runtime ? g.browser : g.chrome)!;
