/**
 * Page → worker: what a content script may ask the background. Sender rule: from a tab (a content
 * script of ours, `isOurContentScript`), never from an extension page. Only `pageVerify` and
 * `pageDiscover` can spend credits: with `trigger: 'click'` the content script vouches for a trusted
 * user gesture (`isTrusted`); with `'auto'` the worker checks the frame's site is allow-listed and
 * the daily budget is not spent. The content script imports the types only: zod stays out of it.
 */
import { z } from '../core/zod';
import type { DiscoverValue } from '../core/reply';
import type { Verdict } from '../core/verdict';

export const MAX_PAGE_MESSAGE = 256 * 1024;

export const PageRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pageLookup'), addresses: z.array(z.string().max(320)).max(2_000) }),
  z.object({ type: z.literal('pageCheck'), address: z.string().min(1).max(320) }),
  z.object({
    type: z.literal('pageVerify'),
    address: z.string().min(3).max(320),
    trigger: z.enum(['click', 'auto']),
    force: z.boolean().default(false),
    /** Names this request in the verdict broadcast, so the asking frame takes the verdict once. */
    requestId: z.string().max(64).optional(),
  }),
  z.object({
    type: z.literal('pageDiscover'),
    /**
     * The person's name, split (a person the page names), or as typed into the card in Latin letters
     * for a name in another script, which the worker splits: the name rules stay out of the content
     * script.
     */
    name: z.union([
      z.object({ firstName: z.string().max(200), lastName: z.string().max(200) }),
      z.string().max(400),
    ]),
    domain: z.string().max(2_048),
    trigger: z.literal('click'),
  }),
  z.object({ type: z.literal('pageSettings') }),
  /** The overlay's stylesheet, asked for before a page's first scan (not in the content script). */
  z.object({ type: z.literal('pageStyle') }),
  /** Saves the card's person or address as a lead (a trusted click; the verdict is read from the cache). */
  z.object({
    type: z.literal('pageSaveLead'),
    firstName: z.string().max(200).optional(),
    lastName: z.string().max(200).optional(),
    company: z.string().max(200).nullish(),
    domain: z.string().max(253).nullish(),
    address: z.string().max(320).nullish(),
    title: z.string().max(300),
  }),
]);
export type PageRequest = z.input<typeof PageRequestSchema>;
export type ParsedPageRequest = z.output<typeof PageRequestSchema>;

export interface PageReplies {
  pageLookup: { verdicts: Verdict[] };
  /** A card's or a typo hint's free answer: the cached verdict, else the free local checks (with the lists). */
  pageCheck: { verdict: Verdict };
  pageVerify: { verdict: Verdict; cached: boolean };
  pageDiscover: DiscoverValue;
  pageSettings: { obfuscated: boolean; autoVerify: boolean; hasKey: boolean };
  pageStyle: { css: string };
  /** What happened, in words for the card ("Saved to your leads."). */
  pageSaveLead: { note: string };
}
