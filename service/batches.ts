/**
 * Batches: created with up to 100,000 addresses, processed in the background, results kept on disk.
 *
 * Data directory layout (one batch = three files):
 *   batches/<id>.json           the batch record (status, counts, callback state)
 *   batches/<id>.input.json     the addresses as uploaded
 *   batches/<id>.results.ndjson one result per line, appended chunk by chunk
 * The results file is the checkpoint: after a restart, a processing batch resumes after its last
 * complete line, so nothing is processed twice and `processed` never goes back.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, truncateSync } from 'node:fs';
import { appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Account } from './accounts';
import { deliver, type CallbackPolicy, type CallbackState } from './callbacks';
import { ServiceError } from './errors';
import { readJsonSync, writeJson, writeJsonSync } from './files';
import { verifyAddress, type SimulatedResult, type VerificationEntry, type VerifyDeps } from './verify';

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
  /** Test key only: every entry gets this simulated result, or 'processing' never finishes. */
  simulated?: SimulatedResult | 'processing';
  callback?: CallbackState;
}

export interface BatchOptions {
  dataDir: string;
  /** Addresses per second per batch; 0 = as fast as the machine goes. */
  rate: number;
  callback: CallbackPolicy;
}

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

  create(
    account: Account,
    addresses: string[],
    speedRank: number,
    callbackUrl: string | undefined,
    simulated?: BatchRecord['simulated'],
  ): BatchRecord {
    const id = this.nextId++;
    writeJsonSync(this.stateFile, { nextId: this.nextId });
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
    writeJsonSync(this.file(id, 'input.json'), addresses);
    writeJsonSync(this.file(id, 'json'), record);
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
    const text = await readFile(this.file(record.id, 'results.ndjson'), 'utf8');
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
      await appendFile(
        this.file(record.id, 'results.ndjson'),
        entries.map((e) => JSON.stringify(e) + '\n').join(''),
      );
      record.processed += slice.length;
      if (record.processed === record.total) {
        record.status = 'completed';
        record.completedAt = Date.now();
      }
      await writeJson(this.file(record.id, 'json'), record);
    }
    if (record.callback) await this.notify(record);
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
