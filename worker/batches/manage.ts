/** A stored batch job by id, deleted, or pruned once finished and old. */
import { ACTIVE_STATES, type BatchJob } from '../../core/batch-job';
import { findJob, listJobs, removeJob } from '../../storage/jobs';
import { LookupError } from '../verify/client';
import { updateBadge } from './toolbar';

export async function getJob(id: string): Promise<BatchJob> {
  const job = await findJob(id);
  if (!job)
    throw new LookupError({
      kind: 'input',
      message: 'That batch no longer exists.',
      action: 'Nothing to do.',
    });
  return job;
}

export async function deleteJob(id: string): Promise<void> {
  await removeJob(id);
  await updateBadge();
}

/** Deletes finished jobs older than the retention period. */
export async function pruneJobs(retentionDays: number, now = Date.now()): Promise<number> {
  if (retentionDays <= 0) return 0;
  const old = (await listJobs()).filter(
    (j) => !ACTIVE_STATES.has(j.state) && j.createdAt < now - retentionDays * 86_400_000,
  );
  for (const job of old) await deleteJob(job.id);
  return old.length;
}
