/**
 * Batch jobs in the background: created → submitted once → polled → results stored → done.
 *
 * Never submitted twice: a job is written as `submitting` before the create request goes out, and
 * only this worker's own in-flight set knows a request is really out. A worker that starts and finds
 * a `submitting` job it is not sending died mid-request: the job becomes `uncertain`, and only the
 * user can send it again (after checking the service). A service error answer means nothing was
 * created: `failed`, safe to send again.
 *
 * Polling survives the worker: job state lives in IndexedDB, an `alarms` alarm (every 30 s, created
 * only when missing) polls while jobs run, and the popup asks for quicker polls while it shows one.
 */
import { browser } from 'wxt/browser';
import { ApiError } from '../../core/api/errors';
import type { VerificationResult } from '../../core/api/schemas';
import { ACTIVE_STATES, type BatchJob } from '../../core/batch-job';
import { putVerdicts } from '../verify/cache';
import { checkLocally } from '../../core/checks';
import { openDb } from '../../storage/db';
import { MAX_BATCH, prepareEntries, splitForService, type InputRow, type ResultRow } from '../../core/lists';
import { LookupError, clientFor, extensionLists, keepAlive, toReplyError } from '../verify/lookups';
import { getSettings } from '../../storage/settings';
import { verdictFromService, type Verdict, type VerdictState } from '../../core/verdict';

export const POLL_ALARM = 'batch-poll';
const QUICK_POLL_MS = 2_000;
const sending = new Set<string>();

async function save(job: BatchJob): Promise<BatchJob> {
  job.updatedAt = Date.now();
  await (await openDb()).put('jobs', job);
  return job;
}

export async function listJobs(): Promise<BatchJob[]> {
  return (await (await openDb()).getAll('jobs')).sort((a, b) => b.createdAt - a.createdAt);
}

async function getJob(id: string): Promise<BatchJob> {
  const job = await (await openDb()).get('jobs', id);
  if (!job)
    throw new LookupError({
      kind: 'input',
      message: 'That batch no longer exists.',
      action: 'Nothing to do.',
    });
  return job;
}

const client = async () => clientFor(await getSettings());

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
  const db = await openDb();
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
    const tx = db.transaction(['jobs', 'jobInputs'], 'readwrite');
    await tx.objectStore('jobInputs').put({ toSend, rows }, job.id);
    await tx.objectStore('jobs').put(job);
    await tx.done;
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
    const input = await (await openDb()).get('jobInputs', job.id);
    const api = await client();
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
    await save(job);
  }
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
  await save(job);
  await ensureAlarm();
  await submit(job);
  await updateBadge();
  return getJob(id);
}

export async function deleteJob(id: string): Promise<void> {
  const tx = (await openDb()).transaction(['jobs', 'jobInputs', 'jobResults'], 'readwrite');
  await Promise.all([
    tx.objectStore('jobs').delete(id),
    tx.objectStore('jobInputs').delete(id),
    tx.objectStore('jobResults').delete(id),
    tx.done,
  ]);
  await updateBadge();
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
      await save(job);
    }
  }
  await ensureAlarm();
  await updateBadge();
}

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
    const api = await client();
    if (job.state === 'processing') {
      const status = await api.batchStatus(job.batchId!);
      job.processed = Math.max(job.processed, Math.min(status.processed, job.total));
      if (status.status !== 'completed') {
        job.pollFailures = 0;
        job.nextPollAt = Date.now() + 30_000;
        await save(job);
        return;
      }
      job.state = 'downloading';
      await save(job);
    }
    const result = await keepAlive(() => api.batchResult(job.batchId!));
    await storeResults(job, result.results);
  } catch (e) {
    job.pollFailures++;
    job.nextPollAt = Date.now() + Math.min(30 * 60_000, 30_000 * 2 ** Math.min(job.pollFailures, 6));
    job.error = toReplyError(e);
    if (e instanceof ApiError && (e.info.code === 112 || e.info.code === 101)) job.state = 'failed';
    await save(job);
  }
  await updateBadge();
}

function resultRow(row: InputRow, verdict: Verdict | undefined): ResultRow {
  if (row.status === 'invalid' || !verdict) {
    return {
      input: row.input,
      address: row.address,
      verdict: 'invalid',
      reason: `Not sent: ${row.reason ?? 'not an address'}`,
      role: null,
      disposable: null,
      catchAll: null,
      suggestion: null,
    };
  }
  return {
    input: row.input,
    address: verdict.address,
    verdict: verdict.state,
    reason: row.status === 'duplicate' ? `Duplicate. ${verdict.message}` : verdict.message,
    role: verdict.flags.role,
    disposable: verdict.flags.disposable,
    catchAll: verdict.flags.catchAll,
    suggestion: verdict.suggestion,
  };
}

async function storeResults(job: BatchJob, results: VerificationResult[]): Promise<void> {
  const db = await openDb();
  const input = (await db.get('jobInputs', job.id))!;
  const checkLists = await extensionLists().catch(() => undefined);
  const byAddress = new Map<string, Verdict>();
  for (const r of results) {
    const local = checkLocally(r.emailid, checkLists);
    byAddress.set(local.address.toLowerCase(), verdictFromService(r, local));
  }
  const rows = input.rows.map((row) => resultRow(row, byAddress.get(row.address.toLowerCase())));
  const counts: Record<VerdictState, number> = { valid: 0, invalid: 0, risky: 0, unknown: 0 };
  for (const r of rows) counts[r.verdict as VerdictState]++;
  await db.put('jobResults', rows, job.id);
  await putVerdicts([...byAddress.values()], await getSettings());
  Object.assign(job, { state: 'done', processed: job.total, counts, completedAt: Date.now(), error: null });
  await save(job);
  await notifyDone(job);
}

async function notifyDone(job: BatchJob): Promise<void> {
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

export async function getResults(id: string): Promise<ResultRow[] | undefined> {
  return (await openDb()).get('jobResults', id);
}

/** The alarm exists exactly while some job is active. */
export async function ensureAlarm(): Promise<void> {
  const active = (await listJobs()).some((j) => ACTIVE_STATES.has(j.state));
  const alarm = await browser.alarms.get(POLL_ALARM);
  if (active && !alarm) await browser.alarms.create(POLL_ALARM, { periodInMinutes: 0.5 });
  if (!active && alarm) await browser.alarms.clear(POLL_ALARM);
}

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

/** Deletes finished jobs older than the retention period. */
export async function pruneJobs(retentionDays: number, now = Date.now()): Promise<number> {
  if (retentionDays <= 0) return 0;
  const old = (await listJobs()).filter(
    (j) => !ACTIVE_STATES.has(j.state) && j.createdAt < now - retentionDays * 86_400_000,
  );
  for (const job of old) await deleteJob(job.id);
  return old.length;
}
