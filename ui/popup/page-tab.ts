/**
 * The web page behind the popup. From the toolbar the popup has no tab of its own and belongs to the
 * browser window, so that window's active tab is the page. Opened in a tab or a window of its own
 * (from a notification, or by a test), the page is the active tab of the normal window used last.
 * (`windows.getLastFocused({ windowTypes })` cannot say: Firefox ignores `windowTypes` there.)
 */
import { browser, type Browser } from 'wxt/browser';

export async function pageTab(): Promise<Browser.tabs.Tab | undefined> {
  const me = await browser.tabs.getCurrent();
  if (!me) return (await browser.tabs.query({ active: true, currentWindow: true }))[0];
  const active = await browser.tabs.query({ active: true, windowType: 'normal' });
  return active
    .filter((t) => t.id !== me.id)
    .sort((a, b) => (b.lastAccessed ?? 0) - (a.lastAccessed ?? 0))[0];
}
