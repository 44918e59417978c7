/**
 * Polling a batch until its results are stored. It survives the worker: job state lives in IndexedDB,
 * an `alarms` alarm (every 30 s, alarm.ts) polls while jobs run, and the popup asks for quicker polls
 * while it shows one. One request at a time per job.
 */
import { ApiError } from '../../core/api/errors';
import type { BatchJob } from '../../core/batch-job';
import { listJobs, saveJob } from '../../storage/jobs';
import { getSettings } from '../../storage/settings';
import { clientFor, keepAlive, toReplyError } from '../verify/client';
import { ensureAlarm } from './alarm';
import { getJob } from './manage';
import { storeResults } from './results';
import { updateBadge } from './toolbar';

export const QUICK_POLL_MS = 2_000;

const polling = new Map<string, Promise<void>>();

/** How soon to look at a running batch again: young batches often finish within seconds. */
export function nextPollDelay(job: Pick<BatchJob, 'createdAt'>, now = Date.now()): number {
  const age = now - job.createdAt;
  return age < 60_000 ? QUICK_POLL_MS : age < 5 * 60_000 ? 10_000 : 30_000;
}

/**
 * Follows a batch from the worker itself while it is young, so the toolbar's progress and the
 * notification do not wait for the 30-second alarm (which stays the backstop, and takes over if the
 * browser stops the worker meanwhile).
 */
export function followJob(id: string): void {
  const tick = async () => {
    const job = await pollJob(id).catch(() => null);
    if (!job || (job.state !== 'processing' && job.state !== 'downloading')) return;
    const wait = Math.max(500, job.nextPollAt - Date.now());
    if (wait <= 10_000) setTimeout(() => void tick(), wait);
  };
  setTimeout(() => void tick(), QUICK_POLL_MS);
}

/** Polls one job (one request at a time per job); the popup calls this while it shows the job. */
export async function pollJob(id: string, quick = false): Promise<BatchJob> {
  const job = await getJob(id);
  const due = quick ? Date.now() - job.updatedAt >= QUICK_POLL_MS : Date.now() >= job.nextPollAt;
  if ((job.state === 'processing' || job.state === 'downloading') && due && !polling.has(id)) {
    const p = step(job).finally(() => polling.delete(id));
    polling.set(id, p);
  }
  await polling.get(id);
  return getJob(id);
}

export async function pollAll(): Promise<void> {
  for (const job of await listJobs())
    if (job.state === 'processing' || job.state === 'downloading') await pollJob(job.id);
  await ensureAlarm();
}

async function step(job: BatchJob): Promise<void> {
  try {
    const api = await clientFor(await getSettings());
    if (job.state === 'processing') {
      const status = await api.batchStatus(job.batchId!);
      job.processed = Math.max(job.processed, Math.min(status.processed, job.total));
      if (status.status !== 'completed') {
        job.pollFailures = 0;
        job.nextPollAt = Date.now() + nextPollDelay(job);
        await saveJob(job);
        return;
      }
      job.state = 'downloading';
      await saveJob(job);
    }
    const result = await keepAlive(() => api.batchResult(job.batchId!));
    await storeResults(job, result.results);
  } catch (e) {
    job.pollFailures++;
    job.nextPollAt = Date.now() + Math.min(30 * 60_000, 30_000 * 2 ** Math.min(job.pollFailures, 6));
    job.error = toReplyError(e);
    if (e instanceof ApiError && (e.info.code === 112 || e.info.code === 101)) job.state = 'failed';
    await saveJob(job);
  }
  await updateBadge();
}
