import { browser } from 'wxt/browser';
import type { Verdict } from '../../core/verdict';
import { sendToPage } from '../../messaging/send';
import { verdictsForLeads } from '../leads';

/**
 * Tells every tab's badges and the saved leads about a fresh verdict: one request serves the address
 * on every tab and in the Leads view.
 */
export async function broadcast(verdict: Verdict, requestId?: string): Promise<void> {
  void verdictsForLeads([verdict]);
  for (const tab of await browser.tabs.query({})) {
    if (tab.id !== undefined)
      sendToPage(tab.id, { type: 'verdict', verdict, ...(requestId ? { requestId } : {}) }).catch(
        () => undefined,
      );
  }
}
