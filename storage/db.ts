/**
 * The extension's IndexedDB database, at the extension's own origin: content scripts run in the
 * page's origin and cannot open it. Stores: `secrets` (the API key), `cache` (verdicts and
 * discoveries with their expiry), the batch `jobs` with their inputs and results, and the saved `leads`
 * (never synced, never sent anywhere).
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { BatchJob } from '../core/batch-job';
import type { ResultRow } from '../core/export';
import type { Lead } from '../core/leads';
import type { Verdict } from '../core/verdict';

export interface DiscoveryRecord {
  email: string | null;
  certified: string | null;
  message: string;
  domain: string;
  checkedAt: number;
}

export interface CacheRecord {
  key: string;
  kind: 'verdict' | 'discovery';
  value: Verdict | DiscoveryRecord;
  expiresAt: number;
}

interface MailScoutDb extends DBSchema {
  secrets: { key: string; value: string };
  cache: { key: string; value: CacheRecord; indexes: { expiresAt: number } };
  /** Batch jobs: small records, one per batch. */
  jobs: { key: string; value: BatchJob };
  /** Each job's addresses to send (first-seen order) and its input rows. */
  jobInputs: { key: string; value: { toSend: string[]; rows: import('../core/lists').InputRow[] } };
  /** Each job's result rows, in the input's order. */
  jobResults: { key: string; value: ResultRow[] };
  /** Saved leads, found by `keys`: `a:` + address and `n:` + name at domain (storage/leads.ts). */
  leads: { key: string; value: StoredLead; indexes: { keys: string; updatedAt: number } };
}

export type StoredLead = Lead & { keys: string[] };

let db: Promise<IDBPDatabase<MailScoutDb>> | undefined;

export function openDb(): Promise<IDBPDatabase<MailScoutDb>> {
  db ??= openDB<MailScoutDb>('mailscout', 3, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) {
        database.createObjectStore('secrets');
        database.createObjectStore('cache', { keyPath: 'key' }).createIndex('expiresAt', 'expiresAt');
      }
      if (oldVersion < 2) {
        database.createObjectStore('jobs', { keyPath: 'id' });
        database.createObjectStore('jobInputs');
        database.createObjectStore('jobResults');
      }
      if (oldVersion < 3) {
        const leads = database.createObjectStore('leads', { keyPath: 'id' });
        leads.createIndex('keys', 'keys', { multiEntry: true });
        leads.createIndex('updatedAt', 'updatedAt');
      }
    },
    // An updated extension's page opens a newer version: close ours so it can upgrade; reopen on next use.
    blocking() {
      void db?.then((open) => open.close());
      db = undefined;
    },
  });
  return db;
}

/** Empties every store: the key, the cache, the batches and the leads ("delete everything"). */
export async function clearDatabase(): Promise<void> {
  const database = await openDb();
  const names = [...database.objectStoreNames];
  const tx = database.transaction(names, 'readwrite');
  await Promise.all([...names.map((name) => tx.objectStore(name).clear()), tx.done]);
}
