// @vitest-environment node
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { BatchJob } from '../../../core/batch-job';

vi.mock('wxt/browser', () => ({ browser: fakeBrowser }));
Object.assign(fakeBrowser, {
  action: { setBadgeText: vi.fn(async () => {}), setBadgeBackgroundColor: vi.fn(async () => {}) },
});

const { resumeJobs } = await import('../../../worker/batches/submit');
const { listJobs } = await import('../../../storage/jobs');
const { ensureAlarm, POLL_ALARM } = await import('../../../worker/batches/alarm');
const { pruneJobs } = await import('../../../worker/batches/manage');
const { openDb } = await import('../../../storage/db');

function job(over: Partial<BatchJob>): BatchJob {
  return {
    id: crypto.randomUUID(),
    label: 'test',
    createdAt: Date.now(),
    updatedAt: Date.now(),
    state: 'processing',
    serviceUrl: 'http://127.0.0.1:1',
    speedRank: 0,
    callbackUrl: null,
    total: 2,
    inputCount: 2,
    duplicates: 0,
    localInvalid: 0,
    batchId: 5,
    processed: 0,
    progressSince: null,
    counts: null,
    error: null,
    completedAt: null,
    nextPollAt: 0,
    pollFailures: 0,
    ...over,
  };
}

beforeEach(async () => {
  fakeBrowser.reset();
  Object.assign(fakeBrowser, {
    action: { setBadgeText: vi.fn(async () => {}), setBadgeBackgroundColor: vi.fn(async () => {}) },
  });
  const db = await openDb();
  await db.clear('jobs');
});

describe('batch jobs across a worker restart', () => {
  it('a job cut off mid-submission becomes uncertain and is not sent again by itself', async () => {
    const db = await openDb();
    const cut = job({ state: 'submitting', batchId: null });
    const running = job({ state: 'processing' });
    await db.put('jobs', cut);
    await db.put('jobs', running);
    await resumeJobs();
    const after = Object.fromEntries((await listJobs()).map((j) => [j.id, j]));
    expect(after[cut.id]).toMatchObject({
      state: 'uncertain',
      batchId: null,
      error: { message: expect.stringContaining('may or may not have it') },
    });
    expect(after[running.id]!.state).toBe('processing');
  });

  it('keeps the poll alarm exactly while a job is active (30 s period)', async () => {
    const db = await openDb();
    await db.put('jobs', job({ state: 'processing' }));
    await ensureAlarm();
    expect((await fakeBrowser.alarms.get(POLL_ALARM))?.periodInMinutes).toBe(0.5);
    await db.clear('jobs');
    await db.put('jobs', job({ state: 'done' }));
    await ensureAlarm();
    expect(await fakeBrowser.alarms.get(POLL_ALARM)).toBeUndefined();
  });

  it('prunes finished jobs past the retention period, never running ones', async () => {
    const db = await openDb();
    const old = Date.now() - 40 * 86_400_000;
    await db.put('jobs', job({ state: 'done', createdAt: old }));
    await db.put('jobs', job({ state: 'processing', createdAt: old }));
    await db.put('jobs', job({ state: 'done' }));
    expect(await pruneJobs(30)).toBe(1);
    expect((await listJobs()).map((j) => j.state).sort()).toEqual(['done', 'processing']);
    expect(await pruneJobs(0)).toBe(0);
  });
});

describe('how soon a running batch is looked at again', () => {
  it('every 2 s in its first minute, then 10 s, then 30 s', async () => {
    const { nextPollDelay } = await import('../../../worker/batches/poll');
    const now = 1_000_000_000;
    expect(nextPollDelay({ createdAt: now - 5_000 }, now)).toBe(2_000);
    expect(nextPollDelay({ createdAt: now - 2 * 60_000 }, now)).toBe(10_000);
    expect(nextPollDelay({ createdAt: now - 10 * 60_000 }, now)).toBe(30_000);
  });
});
