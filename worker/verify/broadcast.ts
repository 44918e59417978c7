import { browser } from 'wxt/browser';
import type { Verdict } from '../../core/verdict';
import { sendToPage } from '../../messaging/send';

/** Tells every tab's badges about a fresh verdict: one request serves the address on every tab. */
export async function broadcast(verdict: Verdict, requestId?: string): Promise<void> {
  for (const tab of await browser.tabs.query({})) {
    if (tab.id !== undefined)
      sendToPage(tab.id, { type: 'verdict', verdict, ...(requestId ? { requestId } : {}) }).catch(
        () => undefined,
      );
  }
}
