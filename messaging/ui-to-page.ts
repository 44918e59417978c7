/**
 * UI → page: the popup's "This page" asks the content script of the active tab what it found
 * (`collect`, sent by `collectFromTab` in send.ts), and checks the answer with `isPageSummary` before showing
 * it. The content script checks the request with `isCollectRequest`. Both guards are hand-written
 * (page-guards.ts): zod would add 24 KB to the popup for one message.
 */
import type { Verdict } from '../core/verdict';

export interface CollectRequest {
  type: 'collect';
}

/** What the content script tells the popup about its page. */
export interface PageSummary {
  url: string;
  title: string;
  emails: { address: string; verdict: Verdict | null }[];
  people: {
    firstName: string;
    lastName: string;
    company: string | null;
    domain: string | null;
    /** An address shown in the same row or card as the person: no need to find one. */
    address?: string | null;
  }[];
}
