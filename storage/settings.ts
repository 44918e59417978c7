/**
 * Every stored item, with its default, version and migrations.
 *
 * - `settings` (storage.local, never synced): service URL, speed_rank, cache lifetimes, privacy.
 * - the API key lives apart, in `key.ts`; the daily auto-verify budget in `auto-budget.ts`.
 * Where the browser supports it (Chrome), storage.local is also restricted to trusted contexts.
 */
import { browser } from 'wxt/browser';
import { z } from '../core/zod';

import { DEFAULT_SERVICE_URL } from '../core/service-input';

export { DEFAULT_SERVICE_URL };

export const MIN_TIMEOUT_SECONDS = 5;
export const MAX_TIMEOUT_SECONDS = 600;

export const SettingsSchema = z.object({
  version: z.literal(1),
  serviceUrl: z.string(),
  /** 0 (quickest) to 5 (most thorough). */
  speedRank: z.number().int().min(0).max(5),
  /** The longest MailScout waits for any one answer from the service, in seconds. */
  timeoutSeconds: z.number().int().min(MIN_TIMEOUT_SECONDS).max(MAX_TIMEOUT_SECONDS),
  /** How long a verdict stays fresh, in hours, by state. */
  cacheHours: z.object({
    valid: z.number().min(0),
    invalid: z.number().min(0),
    risky: z.number().min(0),
    unknown: z.number().min(0),
  }),
  page: z.object({
    /** Find obfuscated addresses such as `jane [at] acme [dot] com`. */
    obfuscated: z.boolean(),
    /** Sites (host names) where addresses are verified without a click. */
    autoVerifySites: z.array(z.string()),
    /** Credits automatic verification may spend per day, across all sites. */
    dailyBudget: z.number().int().min(0),
  }),
  /** Finished batches are deleted after this many days (0 = keep). */
  batchRetentionDays: z.number().int().min(0),
  privacy: z.object({
    /** Keep verdicts and discoveries on this device to save credits. */
    cacheResults: z.boolean(),
  }),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  version: 1,
  serviceUrl: DEFAULT_SERVICE_URL,
  speedRank: 0,
  timeoutSeconds: 310,
  cacheHours: { valid: 24 * 30, invalid: 24 * 30, risky: 24 * 7, unknown: 1 },
  page: { obfuscated: true, autoVerifySites: [], dailyBudget: 50 },
  batchRetentionDays: 30,
  privacy: { cacheResults: true },
};

/** Migrations from older stored shapes, keyed by the version they upgrade from. */
const MIGRATIONS: Record<number, (old: Record<string, unknown>) => Record<string, unknown>> = {};

export function migrateSettings(stored: unknown): Settings {
  let value = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  for (let v = Number(value.version ?? 1); MIGRATIONS[v]; v++) value = MIGRATIONS[v]!(value);
  const merged = {
    ...DEFAULT_SETTINGS,
    ...value,
    cacheHours: { ...DEFAULT_SETTINGS.cacheHours, ...(value.cacheHours as object) },
    privacy: { ...DEFAULT_SETTINGS.privacy, ...(value.privacy as object) },
    page: { ...DEFAULT_SETTINGS.page, ...(value.page as object) },
    version: 1,
  };
  const parsed = SettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

export async function getSettings(): Promise<Settings> {
  const { settings } = await browser.storage.local.get('settings');
  return migrateSettings(settings);
}

export async function saveSettings(patch: Partial<Settings>): Promise<Settings> {
  const next = SettingsSchema.parse({ ...(await getSettings()), ...patch });
  await browser.storage.local.set({ settings: next });
  return next;
}

export function onSettingsChanged(listener: (s: Settings) => void): () => void {
  const handler = (changes: Record<string, { newValue?: unknown }>, area: string) => {
    if (area === 'local' && changes.settings) listener(migrateSettings(changes.settings.newValue));
  };
  browser.storage.onChanged.addListener(handler);
  return () => browser.storage.onChanged.removeListener(handler);
}

/** Content scripts cannot read storage.local where the browser lets us say so (Chrome). */
export async function restrictStorageToExtension(): Promise<void> {
  const local = browser.storage.local as { setAccessLevel?: (o: { accessLevel: string }) => Promise<void> };
  try {
    await local.setAccessLevel?.({ accessLevel: 'TRUSTED_CONTEXTS' });
  } catch {
    // Firefox supports this for storage.session only; the key is not in storage.local anyway.
  }
}
