/**
 * Batch jobs as stored in IndexedDB: one small record per job (`jobs`), its addresses to send and
 * input rows (`jobInputs`), and its result rows (`jobResults`, which the popup reads directly).
 */
import type { BatchJob } from '../core/batch-job';
import type { ResultRow } from '../core/export';
import type { InputRow } from '../core/lists';
import { openDb } from './db';

export async function saveJob(job: BatchJob): Promise<BatchJob> {
  job.updatedAt = Date.now();
  await (await openDb()).put('jobs', job);
  return job;
}

export async function listJobs(): Promise<BatchJob[]> {
  return (await (await openDb()).getAll('jobs')).sort((a, b) => b.createdAt - a.createdAt);
}

export async function findJob(id: string): Promise<BatchJob | undefined> {
  return (await openDb()).get('jobs', id);
}

/** A new job with what it will send and its input rows, in one transaction. */
export async function addJob(job: BatchJob, input: { toSend: string[]; rows: InputRow[] }): Promise<void> {
  const tx = (await openDb()).transaction(['jobs', 'jobInputs'], 'readwrite');
  await tx.objectStore('jobInputs').put(input, job.id);
  await tx.objectStore('jobs').put(job);
  await tx.done;
}

export async function jobInput(id: string): Promise<{ toSend: string[]; rows: InputRow[] } | undefined> {
  return (await openDb()).get('jobInputs', id);
}

export async function putJobResults(id: string, rows: ResultRow[]): Promise<void> {
  await (await openDb()).put('jobResults', rows, id);
}

export async function removeJob(id: string): Promise<void> {
  const tx = (await openDb()).transaction(['jobs', 'jobInputs', 'jobResults'], 'readwrite');
  await Promise.all([
    tx.objectStore('jobs').delete(id),
    tx.objectStore('jobInputs').delete(id),
    tx.objectStore('jobResults').delete(id),
    tx.done,
  ]);
}
