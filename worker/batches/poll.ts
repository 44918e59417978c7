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
        job.nextPollAt = Date.now() + 30_000;
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
