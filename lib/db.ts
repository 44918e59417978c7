/**
 * The extension's IndexedDB database, at the extension's own origin: content scripts run in the
 * page's origin and cannot open it. Stores: `secrets` (the API key) and `cache` (verdicts and
 * discoveries with their expiry).
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Verdict } from './verdict';

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
}

let db: Promise<IDBPDatabase<MailScoutDb>> | undefined;

export function openDb(): Promise<IDBPDatabase<MailScoutDb>> {
  db ??= openDB<MailScoutDb>('mailscout', 1, {
    upgrade(database) {
      database.createObjectStore('secrets');
      database.createObjectStore('cache', { keyPath: 'key' }).createIndex('expiresAt', 'expiresAt');
    },
  });
  return db;
}
