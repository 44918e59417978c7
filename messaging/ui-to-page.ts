/**
 * UI → page: the popup's "This page" asks the content script of the active tab what it found
 * (`collect`, sent by `collectFromTab`), and checks the answer with `PageSummarySchema` before showing it. The content script
 * checks the request with `isCollectRequest` (page-guards.ts).
 */
import { browser } from 'wxt/browser';
import { z } from 'zod';
import type { Verdict } from '../core/verdict';

export interface CollectRequest {
  type: 'collect';
}

/** What the content script tells the popup about its page. */
export interface PageSummary {
  url: string;
  title: string;
  emails: { address: string; verdict: Verdict | null }[];
  people: { firstName: string; lastName: string; company: string | null; domain: string | null }[];
}

const VerdictSchema = z.object({
  address: z.string().max(320),
  state: z.enum(['valid', 'invalid', 'risky', 'unknown']),
  flags: z.object({
    syntaxValid: z.boolean(),
    role: z.boolean(),
    disposable: z.boolean().nullable(),
    catchAll: z.boolean().nullable(),
    free: z.boolean().nullable(),
    unknown: z.boolean(),
  }),
  suggestion: z.string().max(320).nullable(),
  message: z.string().max(2_000),
  source: z.enum(['local', 'service']),
  checkedAt: z.number(),
}) satisfies z.ZodType<Verdict>;

const short = z.string().max(2_000);
export const PageSummarySchema = z.object({
  url: z.string().max(16_384),
  title: short,
  emails: z.array(z.object({ address: z.string().max(320), verdict: VerdictSchema.nullable() })).max(100_000),
  people: z
    .array(
      z.object({ firstName: short, lastName: short, company: short.nullable(), domain: short.nullable() }),
    )
    .max(100_000),
}) satisfies z.ZodType<PageSummary>;

/** UI → page: what the content script of a tab found, checked; null when the tab cannot answer. */
export async function collectFromTab(tabId: number): Promise<PageSummary | null> {
  try {
    const answer: unknown = await browser.tabs.sendMessage(tabId, {
      type: 'collect',
    } satisfies CollectRequest);
    const parsed = PageSummarySchema.safeParse(answer);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
