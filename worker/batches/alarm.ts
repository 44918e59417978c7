import { browser } from 'wxt/browser';
import { ACTIVE_STATES } from '../../core/batch-job';
import { listJobs } from '../../storage/jobs';

export const POLL_ALARM = 'batch-poll';

/** The alarm exists exactly while some job is active. */
export async function ensureAlarm(): Promise<void> {
  const active = (await listJobs()).some((j) => ACTIVE_STATES.has(j.state));
  const alarm = await browser.alarms.get(POLL_ALARM);
  if (active && !alarm) await browser.alarms.create(POLL_ALARM, { periodInMinutes: 0.5 });
  if (!active && alarm) await browser.alarms.clear(POLL_ALARM);
}
