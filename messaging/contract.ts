/**
 * The one message contract. Each request is a zod schema; the background parses every message and
 * rejects the rest (wrong sender, wrong shape, oversized). Replies are typed per request.
 *
 * Sender rule for UI → background requests: only the extension's own pages (popup, options) may
 * send them. Content-script requests get their own schemas and rules when page badges arrive.
 */
import { z } from 'zod';
import type { BatchJob } from '../core/batch-job';
import { callbackUrlProblem } from '../core/callback-url';
import type { Settings } from '../storage/settings';
import type { Verdict } from '../core/verdict';

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
  z.object({ type: z.literal('clearCache') }),
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
  z.object({ type: z.literal('batchList') }),
  z.object({ type: z.literal('batchPoll'), jobId, quick: z.boolean() }),
  z.object({ type: z.literal('batchResubmit'), jobId }),
  z.object({ type: z.literal('batchDelete'), jobId }),
]);
export type UiRequest = z.input<typeof UiRequestSchema>;
export type ParsedUiRequest = z.output<typeof UiRequestSchema>;

/**
 * Content script → background. Sender rule: from a tab (a content script of ours), never from an
 * extension page. Only `pageVerify` and `pageDiscover` can spend credits: with `trigger: 'click'` the
 * content script vouches for a trusted user gesture (`isTrusted`); with `'auto'` the background
 * checks the site is allow-listed and the daily budget is not spent.
 */
export const PageRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pageLookup'), addresses: z.array(z.string().max(320)).max(2_000) }),
  z.object({ type: z.literal('pageCheck'), address: z.string().min(1).max(320) }),
  z.object({
    type: z.literal('pageVerify'),
    address: z.string().min(3).max(320),
    trigger: z.enum(['click', 'auto']),
    force: z.boolean().default(false),
  }),
  z.object({
    type: z.literal('pageDiscover'),
    firstName: z.string().max(200),
    lastName: z.string().max(200),
    domain: z.string().max(2_048),
    trigger: z.literal('click'),
  }),
  z.object({ type: z.literal('pageSettings') }),
]);
export type PageRequest = z.input<typeof PageRequestSchema>;
export const MAX_PAGE_MESSAGE = 256 * 1024;

/** Background → content script. */
export type PageEvent =
  | { type: 'verdict'; verdict: Verdict }
  | {
      type: 'showResult';
      verdict?: Verdict;
      error?: ReplyError;
      discovery?: DiscoverValue;
      person?: { firstName: string; lastName: string };
      note?: string;
    }
  | { type: 'collect' };

export interface PageReplies {
  pageLookup: { verdicts: Verdict[] };
  /** A card's or a typo hint's free answer: the cached verdict, else the free local checks (with the lists). */
  pageCheck: { verdict: Verdict };
  pageVerify: { verdict: Verdict; cached: boolean };
  pageDiscover: DiscoverValue;
  pageSettings: { obfuscated: boolean; autoVerify: boolean; hasKey: boolean };
}

/** What the content script tells the popup about its page. */
export interface PageSummary {
  url: string;
  title: string;
  emails: { address: string; verdict: Verdict | null }[];
  people: { firstName: string; lastName: string; company: string | null; domain: string | null }[];
}

export interface ReplyError {
  kind:
    | 'service'
    | 'http'
    | 'network'
    | 'timeout'
    | 'schema'
    | 'aborted'
    | 'setup'
    | 'permission'
    | 'input'
    | 'rejected'
    | 'internal';
  message: string;
  action: string;
  code?: number;
  /** The request field the problem is in, when one is (e.g. `firstName`). */
  field?: string;
}

export type Reply<T> = { ok: true; value: T } | { ok: false; error: ReplyError };

export interface DiscoverValue {
  email: string | null;
  certified: string | null;
  message: string;
  domain: string;
  checkedAt: number;
  cached: boolean;
}

export interface UiReplies {
  verify: { verdict: Verdict; cached: boolean };
  discover: DiscoverValue;
  testConnection: { credits: number; testKey: boolean };
  status: { hasKey: boolean; hasPermission: boolean; settings: Settings };
  clearCache: { cleared: number };
  batchCreate: { jobs: BatchJob[] };
  batchList: { jobs: BatchJob[] };
  batchPoll: { job: BatchJob };
  batchResubmit: { job: BatchJob };
  batchDelete: { deleted: true };
}

/** Whether a message comes from one of the extension's own pages (not a content script or web page). */
export function isExtensionPage(
  sender: { id?: string; url?: string },
  runtimeId: string,
  extensionOrigin: string,
): boolean {
  return sender.id === runtimeId && typeof sender.url === 'string' && sender.url.startsWith(extensionOrigin);
}
