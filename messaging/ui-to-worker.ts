/**
 * UI → worker: what the popup and the options page may ask the background, and what each answer
 * holds. Sender rule: only the extension's own pages (`isExtensionPage`); the worker parses every
 * message with these schemas before it acts, and refuses the rest.
 */
import { z } from '../core/zod';
import type { RecentCheck } from '../storage/recent';
import type { BatchJob } from '../core/batch-job';
import { callbackUrlProblem } from '../core/callback-url';
import type { DiscoverValue } from '../core/reply';
import type { Verdict } from '../core/verdict';
import type { Settings } from '../storage/settings';

/** Largest UI message accepted, as JSON characters; a batch's list may be larger. */
export const MAX_UI_MESSAGE = 64 * 1024;
export const MAX_BATCH_MESSAGE = 32 * 1024 * 1024;

const jobId = z.string().uuid();

export const UiRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('verify'),
    address: z.string().min(1).max(2_000),
    force: z.boolean().default(false),
  }),
  z.object({
    type: z.literal('discover'),
    firstName: z.string().max(200),
    lastName: z.string().max(200),
    domain: z.string().max(2_048),
    force: z.boolean().default(false),
  }),
  z.object({
    type: z.literal('testConnection'),
    serviceUrl: z.string().max(2_048),
    apiKey: z.string().max(256),
  }),
  z.object({ type: z.literal('status') }),
  /** The saved account's balance (free: the service does not charge for it). */
  z.object({ type: z.literal('credits') }),
  /** The popup's recent single checks, newest first. */
  z.object({ type: z.literal('recentList') }),
  z.object({ type: z.literal('clearCache') }),
  /** Options' "delete everything MailScout stored": key, settings, cache, batches, leads, recent checks. */
  z.object({ type: z.literal('deleteEverything') }),
  /** The options page shows the saved key (masked until asked) and saves a new one. */
  z.object({ type: z.literal('keyGet') }),
  z.object({ type: z.literal('keySave'), apiKey: z.string().max(256) }),
  z.object({
    type: z.literal('batchCreate'),
    label: z.string().min(1).max(200),
    entries: z.array(z.string().max(100_000)).min(1).max(300_000),
    format: z.enum(['list', 'csv']),
    column: z.string().max(200).nullable(),
    speedRank: z.number().int().min(0).max(5),
    callbackUrl: z
      .string()
      .max(2_048)
      .nullable()
      .refine((u) => u === null || callbackUrlProblem(u) === null, 'bad callback URL'),
    split: z.boolean(),
  }),
  /**
   * What the cache already knows (free): fresh verdicts of these addresses and earlier finds of these
   * people. The Leads view asks before it announces what completing the list will cost.
   */
  z.object({
    type: z.literal('cacheLookup'),
    addresses: z.array(z.string().max(320)).max(500),
    people: z
      .array(
        z.object({
          firstName: z.string().max(200),
          lastName: z.string().max(200),
          domain: z.string().max(253),
        }),
      )
      .max(500),
  }),
  z.object({ type: z.literal('batchList') }),
  z.object({ type: z.literal('batchPoll'), jobId, quick: z.boolean() }),
  z.object({ type: z.literal('batchResubmit'), jobId }),
  z.object({ type: z.literal('batchDelete'), jobId }),
]);
export type UiRequest = z.input<typeof UiRequestSchema>;
export type ParsedUiRequest = z.output<typeof UiRequestSchema>;

export interface UiReplies {
  verify: { verdict: Verdict; cached: boolean };
  discover: DiscoverValue;
  testConnection: { credits: number; testKey: boolean };
  credits: { credits: number; testKey: boolean };
  recentList: { checks: RecentCheck[] };
  status: { hasKey: boolean; hasPermission: boolean; settings: Settings };
  clearCache: { cleared: number };
  deleteEverything: { deleted: true };
  keyGet: { apiKey: string | null };
  keySave: { saved: true };
  batchCreate: { jobs: BatchJob[] };
  /** `found[i]` answers `people[i]`: null when never searched, else what the search found. */
  cacheLookup: { verdicts: Verdict[]; found: ({ email: string | null } | null)[] };
  batchList: { jobs: BatchJob[] };
  batchPoll: { job: BatchJob };
  batchResubmit: { job: BatchJob };
  batchDelete: { deleted: true };
}
