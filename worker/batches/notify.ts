import { browser } from 'wxt/browser';
import type { BatchJob } from '../../core/batch-job';

/** "Batch complete" with its counts; clicking it opens the results (background wiring). */
export async function notifyDone(job: BatchJob): Promise<void> {
  const c = job.counts!;
  try {
    await browser.notifications.create(`batch:${job.id}`, {
      type: 'basic',
      iconUrl: browser.runtime.getURL('/icon/128.png'),
      title: 'MailScout: batch complete',
      message: `${job.label}: ${c.valid} valid, ${c.risky} risky, ${c.invalid} invalid, ${c.unknown} unknown.`,
    });
  } catch {
    // Notifications may be turned off; the popup shows the result anyway.
  }
}

/** A click on a batch's notification opens its results. */
export function onNotificationClicked(id: string): void {
  if (id.startsWith('batch:'))
    void browser.tabs.create({ url: browser.runtime.getURL(`/popup.html?job=${id.slice(6)}`) });
}
