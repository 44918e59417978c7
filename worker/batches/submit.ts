/**
 * Sending a batch: jobs created and stored, then each submitted once (polling is poll.ts).
 *
 * Never submitted twice: a job is written as `submitting` before the create request goes out, and
 * only this worker's own in-flight set knows a request is really out. A worker that starts and finds
 * a `submitting` job it is not sending died mid-request: the job becomes `uncertain`, and only the
 * user can send it again (after checking the service). A service error answer means nothing was
 * created: `failed`, safe to send again.
 */
import { ApiError } from '../../core/api/errors';
import type { BatchJob } from '../../core/batch-job';
import { MAX_BATCH, prepareEntries, splitForService, type InputRow } from '../../core/lists';
import { addJob, jobInput, listJobs, saveJob } from '../../storage/jobs';
import { getSettings } from '../../storage/settings';
import { clientFor, keepAlive, LookupError, toReplyError } from '../verify/client';
import { ensureAlarm } from './alarm';
import { getJob } from './manage';
import { QUICK_POLL_MS, followJob } from './poll';
import { updateBadge } from './toolbar';

const sending = new Set<string>();

export interface CreateRequest {
  label: string;
  entries: string[];
  format: 'list' | 'csv';
  column: string | null;
  speedRank: number;
  callbackUrl: string | null;
  /** Over 100,000 addresses: make several batches instead of refusing. */
  split: boolean;
}

/** Creates the job(s), persisted before anything is sent, then submits each once. */
export async function createJobs(req: CreateRequest): Promise<BatchJob[]> {
  const prepared = prepareEntries(req.entries, req.format, req.column);
  if (prepared.toSend.length === 0) {
    throw new LookupError({
      kind: 'input',
      message: 'There is nothing to send: every entry is a duplicate or not an address.',
      action: 'Check the list.',
    });
  }
  if (prepared.toSend.length > MAX_BATCH && !req.split) {
    throw new LookupError({
      kind: 'input',
      message: `${prepared.toSend.length.toLocaleString('en')} addresses: a batch holds at most 100,000.`,
      action: `Split it into ${Math.ceil(prepared.toSend.length / MAX_BATCH)} batches.`,
    });
  }
  const settings = await getSettings();
  const parts = splitForService(prepared.toSend);
  const now = Date.now();
  const jobs: BatchJob[] = [];
  // Each row goes with the part that sends its address; rows that are not addresses go with the first.
  const partOf = new Map<string, number>();
  parts.forEach((part, i) => part.forEach((a) => partOf.set(a.toLowerCase(), i)));
  const rowsOf = parts.map(() => [] as InputRow[]);
  for (const row of prepared.rows)
    rowsOf[row.status === 'invalid' ? 0 : partOf.get(row.address.toLowerCase())!]!.push(row);
  for (const [i, toSend] of parts.entries()) {
    const rows = rowsOf[i]!;
    const job: BatchJob = {
      id: crypto.randomUUID(),
      label: parts.length > 1 ? `${req.label} (part ${i + 1} of ${parts.length})` : req.label,
      createdAt: now + i,
      updatedAt: now,
      state: 'submitting',
      serviceUrl: settings.serviceUrl,
      speedRank: req.speedRank,
      callbackUrl: req.callbackUrl,
      total: toSend.length,
      inputCount: rows.length,
      duplicates: rows.filter((r) => r.status === 'duplicate').length,
      localInvalid: rows.filter((r) => r.status === 'invalid').length,
      batchId: null,
      processed: 0,
      progressSince: null,
      counts: null,
      error: null,
      completedAt: null,
      nextPollAt: 0,
      pollFailures: 0,
    };
    await addJob(job, { toSend, rows });
    jobs.push(job);
  }
  await ensureAlarm();
  for (const job of jobs) await submit(job);
  await updateBadge();
  return Promise.all(jobs.map((j) => getJob(j.id)));
}

async function submit(job: BatchJob): Promise<void> {
  sending.add(job.id);
  try {
    const input = await jobInput(job.id);
    const api = await clientFor(await getSettings());
    const created = await keepAlive(() =>
      api.createBatch(input!.toSend, {
        speedRank: job.speedRank,
        ...(job.callbackUrl ? { callbackUrl: job.callbackUrl } : {}),
      }),
    );
    Object.assign(job, {
      state: 'processing',
      batchId: created.batchId,
      progressSince: Date.now(),
      nextPollAt: Date.now() + QUICK_POLL_MS,
      error: null,
    });
  } catch (e) {
    // A service error answer or a setup problem: nothing was created. Anything else: it may have been.
    const refused =
      e instanceof LookupError ||
      (e instanceof ApiError &&
        (e.info.kind === 'service' || (e.info.kind === 'http' && (e.info.status ?? 500) < 500)));
    job.state = refused ? 'failed' : 'uncertain';
    job.error = refused
      ? toReplyError(e)
      : {
          kind: 'network',
          message: `The service did not confirm this batch (${(e as Error).message}) and may or may not have created it.`,
          action: 'Check your service’s dashboard before sending it again, or you may pay twice.',
        };
  } finally {
    sending.delete(job.id);
    await saveJob(job);
  }
  if (job.state === 'processing') followJob(job.id);
}

/** User's choice for a failed or uncertain job: send it again, as itself. */
export async function resubmit(id: string): Promise<BatchJob> {
  const job = await getJob(id);
  if (job.state !== 'failed' && job.state !== 'uncertain') {
    throw new LookupError({
      kind: 'input',
      message: 'This batch is not waiting to be sent again.',
      action: 'Nothing to do.',
    });
  }
  Object.assign(job, { state: 'submitting', error: null });
  await saveJob(job);
  await ensureAlarm();
  await submit(job);
  await updateBadge();
  return getJob(id);
}

/** At worker start: a `submitting` job this worker is not sending was cut off mid-request. */
export async function resumeJobs(): Promise<void> {
  for (const job of await listJobs()) {
    if (job.state === 'submitting' && !sending.has(job.id)) {
      job.state = 'uncertain';
      job.error = {
        kind: 'network',
        message: 'MailScout was stopped while sending this batch, so the service may or may not have it.',
        action: 'Check your service’s dashboard before sending it again, or you may pay twice.',
      };
      await saveJob(job);
    }
  }
  await ensureAlarm();
  await updateBadge();
}
