/**
 * Batches: created with up to 100,000 addresses, processed in the background, results kept on disk.
 *
 * Data directory layout (one batch = three files):
 *   batches/<id>.json           the batch record (status, counts, callback state)
 *   batches/<id>.input.json     the addresses as uploaded
 *   batches/<id>.results.ndjson one result per line, appended chunk by chunk
 * The results file is the checkpoint: after a restart, a processing batch resumes after its last
 * complete line, so nothing is processed twice and `processed` never goes back.
 *
 * Over 250 lines on purpose: one class owns the in-memory records and their three files each (create,
 * quota, process, recover, deliver), and splitting it would hand those private records around.
 */
import { randomInt } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, truncateSync } from 'node:fs';
import { appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DISK_RETRY_SECONDS, type Account } from './accounts';
import { deliver, type CallbackPolicy, type CallbackState } from './callbacks';
import { ServiceError } from './errors';
import { readJsonSync, writeJson, writeJsonSync } from './files';
import { verifyAddress, type Simulation, type VerificationEntry, type VerifyDeps } from './verify';

export const MAX_BATCH = 100_000;

export interface BatchRecord {
  id: number;
  account: string;
  createdAt: number;
  speedRank: number;
  total: number;
  status: 'processing' | 'completed';
  processed: number;
  completedAt?: number;
  /** When the results were first downloaded: such a batch may be dropped to make room (quota). */
  fetchedAt?: number;
  /** Test key only: every entry gets this simulated result, or 'processing' never finishes. */
  simulated?: Simulation | 'processing';
  callback?: CallbackState;
}

export interface BatchOptions {
  dataDir: string;
  /** Addresses per second per batch; 0 = as fast as the machine goes. */
  rate: number;
  callback: CallbackPolicy;
  /** Addresses one account may keep stored in batches (default 300,000; the test key 10,000). */
  quota?: number;
  testQuota?: number;
}

/** How long processing waits before retrying a write the disk refused. */
const WRITE_RETRY_MS = 2_000;

/** `H:MM:SS`, as the interface's sample shows `resolved_time` for batches. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 3600)}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

export class Batches {
  private readonly dir: string;
  private readonly records = new Map<number, BatchRecord>();
  private nextId: number;
  private stopped = false;
  private readonly running = new Set<Promise<void>>();
  private readonly timers = new Set<{ timer: NodeJS.Timeout; done: (ran: boolean) => void }>();

  constructor(
    private readonly options: BatchOptions,
    private readonly deps: VerifyDeps,
  ) {
    this.dir = join(options.dataDir, 'batches');
    mkdirSync(this.dir, { recursive: true });
    let maxId = 0;
    for (const name of readdirSync(this.dir)) {
      const m = /^(\d+)\.json$/.exec(name);
      if (!m) continue;
      const record = readJsonSync<BatchRecord>(join(this.dir, name));
      if (!record) continue;
      this.records.set(record.id, record);
      maxId = Math.max(maxId, record.id);
    }
    this.nextId = Math.max(maxId + 1, readJsonSync<{ nextId: number }>(this.stateFile)?.nextId ?? 1001);
  }

  private get stateFile() {
    return join(this.options.dataDir, 'state.json');
  }

  private file(id: number, kind: 'json' | 'input.json' | 'results.ndjson') {
    return join(this.dir, `${id}.${kind}`);
  }

  /** Resumes unfinished processing and callback deliveries (call once after construction). */
  resume(): void {
    for (const record of this.records.values()) {
      if (record.status === 'processing') {
        record.processed = this.checkpoint(record.id);
        this.track(this.process(record));
      } else if (record.callback?.state === 'pending') {
        this.track(this.notify(record));
      }
    }
  }

  /** Complete result lines on disk; a torn last line (crash mid-append) is cut off. */
  private checkpoint(id: number): number {
    const path = this.file(id, 'results.ndjson');
    if (!existsSync(path)) return 0;
    const text = readFileSync(path, 'utf8');
    const end = text.lastIndexOf('\n') + 1;
    if (end < text.length) truncateSync(path, Buffer.byteLength(text.slice(0, end)));
    return end === 0 ? 0 : text.slice(0, end).split('\n').length - 1;
  }

  /**
   * Makes room for `count` more addresses in the account's stored batches: the oldest batches whose
   * results were already downloaded (any completed one, for the shared test key) are deleted first.
   * Error 123 when the account's unfinished and undownloaded batches alone fill its quota, so one
   * account cannot fill the disk with batches it never pays for (junk addresses are free).
   */
  private makeRoom(account: Account, count: number): void {
    const quota = account.test ? (this.options.testQuota ?? 10_000) : (this.options.quota ?? 300_000);
    const mine = [...this.records.values()]
      .filter((r) => r.account === account.id)
      .sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
    let stored = mine.reduce((sum, r) => sum + r.total, 0);
    for (const r of mine) {
      if (stored + count <= quota) break;
      const droppable =
        r.status === 'completed' &&
        r.callback?.state !== 'pending' &&
        (account.test || r.fetchedAt !== undefined);
      if (!droppable) continue;
      this.remove(r.id);
      stored -= r.total;
    }
    if (stored + count > quota) {
      throw new ServiceError(
        123,
        `This key already stores ${stored.toLocaleString('en')} batch addresses that are unfinished or not yet downloaded; with ${count.toLocaleString('en')} more it would pass its limit of ${quota.toLocaleString('en')}. Download the results of older batches (they then make room) or send a smaller batch; nothing was created.`,
      );
    }
  }

  private remove(id: number): void {
    this.records.delete(id);
    for (const kind of ['json', 'input.json', 'results.ndjson'] as const) {
      rmSync(this.file(id, kind), { force: true });
    }
  }

  /** Sequential ids for accounts; unguessable ones for the shared test key (no one reads another's). */
  private newId(account: Account): number {
    if (!account.test) {
      const id = this.nextId++;
      writeJsonSync(this.stateFile, { nextId: this.nextId });
      return id;
    }
    for (;;) {
      const id = randomInt(1e12, 2 ** 48);
      if (!this.records.has(id)) return id;
    }
  }

  create(
    account: Account,
    addresses: string[],
    speedRank: number,
    callbackUrl: string | undefined,
    simulated?: BatchRecord['simulated'],
  ): BatchRecord {
    this.makeRoom(account, addresses.length);
    const id = this.newId(account);
    const record: BatchRecord = {
      id,
      account: account.id,
      createdAt: Date.now(),
      speedRank,
      total: addresses.length,
      status: 'processing',
      processed: 0,
      ...(simulated ? { simulated } : {}),
      ...(callbackUrl ? { callback: { url: callbackUrl, state: 'pending' as const, attempts: 0 } } : {}),
    };
    try {
      writeJsonSync(this.file(id, 'input.json'), addresses);
      writeJsonSync(this.file(id, 'json'), record);
    } catch (e) {
      this.remove(id);
      console.error(`MailScout service: could not store batch ${id}: ${(e as Error).message}`);
      throw new ServiceError(121, undefined, { 'retry-after': String(DISK_RETRY_SECONDS) });
    }
    this.records.set(id, record);
    this.track(this.process(record));
    return record;
  }

  /** The batch if it belongs to this account; otherwise "not found" (never "forbidden"). */
  get(account: Account, id: number): BatchRecord {
    const record = this.records.get(id);
    if (!record || record.account !== account.id) {
      throw new ServiceError(112, `No batch ${id} exists for this API key.`);
    }
    return record;
  }

  async results(record: BatchRecord): Promise<VerificationEntry[]> {
    if (record.status !== 'completed') {
      throw new ServiceError(
        113,
        `Batch ${record.id} is still processing (${record.processed} of ${record.total} addresses); fetch the results once its status is completed.`,
      );
    }
    const text = await readFile(this.file(record.id, 'results.ndjson'), 'utf8').catch((e) => {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return '';
      throw e;
    });
    if (record.fetchedAt === undefined) {
      record.fetchedAt = Date.now();
      await this.save(record);
    }
    return text === ''
      ? []
      : text
          .slice(0, -1)
          .split('\n')
          .map((line) => JSON.parse(line) as VerificationEntry);
  }

  async resultBody(record: BatchRecord): Promise<Record<string, unknown>> {
    return {
      error: false,
      service_emailid_vrfy: await this.results(record),
      resolved_time: formatDuration(((record.completedAt ?? record.createdAt) - record.createdAt) / 1000),
    };
  }

  private track(p: Promise<void>) {
    const tracked = p.catch((e) => console.error(`batch task failed: ${(e as Error).message}`));
    this.running.add(tracked);
    void tracked.finally(() => this.running.delete(tracked));
  }

  /** Waits `ms`; false when the service stopped meanwhile. */
  private sleep = (ms: number): Promise<boolean> =>
    new Promise((resolve) => {
      if (this.stopped) return resolve(false);
      const entry = {
        timer: setTimeout(() => {
          this.timers.delete(entry);
          resolve(true);
        }, ms),
        done: resolve,
      };
      this.timers.add(entry);
    });

  private async process(record: BatchRecord): Promise<void> {
    if (record.simulated === 'processing') return;
    const addresses = JSON.parse(await readFile(this.file(record.id, 'input.json'), 'utf8')) as string[];
    const rate = this.options.rate / (1 + record.speedRank);
    const tickMs = rate === 0 ? 0 : Math.max(100, 1000 / rate);
    const chunk = rate === 0 ? 2_000 : Math.max(1, Math.round((rate * tickMs) / 1000));
    const simulated = record.simulated;
    while (record.processed < record.total) {
      if (!(await this.sleep(tickMs))) return;
      const slice = addresses.slice(record.processed, record.processed + chunk);
      const entries = await Promise.all(slice.map((a) => verifyAddress(a, this.deps, simulated)));
      try {
        await appendFile(
          this.file(record.id, 'results.ndjson'),
          entries.map((e) => JSON.stringify(e) + '\n').join(''),
        );
      } catch (e) {
        // A full disk: cut any torn tail, wait, and do this chunk again; the batch is not lost.
        console.error(
          `MailScout service: batch ${record.id}: results not written (${(e as Error).message}); retrying.`,
        );
        record.processed = this.checkpoint(record.id);
        if (!(await this.sleep(WRITE_RETRY_MS))) return;
        continue;
      }
      record.processed += slice.length;
      if (record.processed < record.total) await this.save(record);
    }
    // Also reached after a crash between the last results write and the record's: the results file
    // is complete, so the batch is.
    if (record.status !== 'completed') {
      record.status = 'completed';
      record.completedAt = Date.now();
    }
    while (!(await this.save(record))) if (!(await this.sleep(WRITE_RETRY_MS))) return;
    if (record.callback) await this.notify(record);
  }

  /** Writes the record; false (logged) when the disk refused it. */
  private async save(record: BatchRecord): Promise<boolean> {
    try {
      await writeJson(this.file(record.id, 'json'), record);
      return true;
    } catch (e) {
      console.error(`MailScout service: batch ${record.id}: record not written (${(e as Error).message}).`);
      return false;
    }
  }

  private notify(record: BatchRecord): Promise<void> {
    return deliver(
      record.callback!,
      async () =>
        JSON.stringify({
          'batch id': record.id,
          'total count': record.total,
          ...(await this.resultBody(record)),
        }),
      this.options.callback,
      () => writeJson(this.file(record.id, 'json'), record),
      this.sleep,
    );
  }

  /** Stops processing and deliveries after their current step; state stays resumable on disk. */
  async close(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) {
      clearTimeout(t.timer);
      t.done(false);
    }
    this.timers.clear();
    await Promise.all(this.running);
  }
}
