import { browser } from 'wxt/browser';
import { ACTIVE_STATES } from '../../core/batch-job';
import { listJobs } from '../../storage/jobs';

/** Toolbar badge: the progress of the running batch, or how many run. */
export async function updateBadge(): Promise<void> {
  const running = (await listJobs()).filter((j) => ACTIVE_STATES.has(j.state));
  const text =
    running.length === 0
      ? ''
      : running.length > 1
        ? String(running.length)
        : `${Math.floor((100 * running[0]!.processed) / Math.max(1, running[0]!.total))}%`;
  await browser.action.setBadgeText({ text });
  if (text) await browser.action.setBadgeBackgroundColor({ color: '#2563eb' });
}
