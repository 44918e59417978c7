/** The worker's alarms: batch polling (while a batch runs, batches/alarm.ts) and pruning (every 6 h). */
import { browser, type Browser } from 'wxt/browser';
import { getSettings } from '../storage/settings';
import { POLL_ALARM } from './batches/alarm';
import { pruneJobs } from './batches/manage';
import { pollAll } from './batches/poll';
import { pruneCache } from './verify/cache';

const PRUNE_ALARM = 'prune';

export async function ensurePruneAlarm(): Promise<void> {
  if (!(await browser.alarms.get(PRUNE_ALARM)))
    await browser.alarms.create(PRUNE_ALARM, { periodInMinutes: 360 });
}

export function onAlarm(alarm: Browser.alarms.Alarm): void {
  if (alarm.name === POLL_ALARM) void pollAll();
  if (alarm.name === PRUNE_ALARM) {
    void pruneCache();
    void getSettings().then((s) => pruneJobs(s.batchRetentionDays));
  }
}
