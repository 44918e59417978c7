/**
 * What arrives in the content script, and what it answers the popup, checked by hand (a schema
 * library would load on every page): the sender must be our own worker or extension page (never a
 * tab), and the message one of the shapes in worker-to-page.ts and ui-to-page.ts. Anything else is
 * dropped.
 */
import type { DiscoverValue, ReplyError } from '../core/reply';
import type { Verdict } from '../core/verdict';
import type { CollectRequest, PageSummary } from './ui-to-page';
import type { WorkerEvent } from './worker-to-page';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown, max = 2_000): v is string => typeof v === 'string' && v.length <= max;
const isStrOrNull = (v: unknown, max = 2_000) => v === null || isStr(v, max);
const STATES = new Set(['valid', 'invalid', 'risky', 'unknown']);

/** Our worker or one of our extension pages; a content script (any tab) is never trusted here. */
export const fromOurExtension = (sender: { id?: string; tab?: unknown }, runtimeId: string) =>
  sender.id === runtimeId && !sender.tab;

export function isVerdict(v: unknown): v is Verdict {
  return (
    isObj(v) &&
    isStr(v.address, 320) &&
    STATES.has(v.state as string) &&
    isObj(v.flags) &&
    Object.values(v.flags).every((f) => f === null || typeof f === 'boolean') &&
    isStrOrNull(v.suggestion, 320) &&
    isStr(v.message) &&
    (v.source === 'local' || v.source === 'service') &&
    typeof v.checkedAt === 'number'
  );
}

const isReplyError = (v: unknown): v is ReplyError =>
  isObj(v) && isStr(v.kind, 40) && isStr(v.message) && isStr(v.action);

const isDiscovery = (v: unknown): v is DiscoverValue =>
  isObj(v) &&
  isStrOrNull(v.email, 320) &&
  isStrOrNull(v.certified, 40) &&
  isStr(v.message) &&
  isStr(v.domain, 2_048) &&
  typeof v.checkedAt === 'number' &&
  typeof v.cached === 'boolean';

const isPerson = (v: unknown): v is { firstName: string; lastName: string } =>
  isObj(v) && isStr(v.firstName, 200) && isStr(v.lastName, 200);

/** An event from the worker, or null if it is not one of ours. */
export function parseWorkerEvent(m: unknown): WorkerEvent | null {
  if (!isObj(m)) return null;
  if (m.type === 'verdict')
    return isVerdict(m.verdict) && (m.requestId === undefined || isStr(m.requestId, 64))
      ? (m as WorkerEvent)
      : null;
  if (m.type === 'showResult') {
    const ok =
      (m.verdict === undefined || isVerdict(m.verdict)) &&
      (m.error === undefined || isReplyError(m.error)) &&
      (m.discovery === undefined || isDiscovery(m.discovery)) &&
      (m.person === undefined || isPerson(m.person)) &&
      (m.note === undefined || isStr(m.note)) &&
      (m.focused === undefined || m.focused === true);
    return ok ? (m as WorkerEvent) : null;
  }
  return m.type === 'saveCard' || m.type === 'selection' ? { type: m.type } : null;
}

export const isCollectRequest = (m: unknown): m is CollectRequest => isObj(m) && m.type === 'collect';

const isPagePerson = (p: unknown) =>
  isPerson(p) &&
  isStrOrNull((p as Obj).company) &&
  isStrOrNull((p as Obj).domain, 2_048) &&
  ((p as Obj).address === undefined || isStrOrNull((p as Obj).address, 320));

/** The content script's answer to the popup's `collect`. */
export const isPageSummary = (s: unknown): s is PageSummary =>
  isObj(s) &&
  isStr(s.url, 16_384) &&
  isStr(s.title) &&
  Array.isArray(s.emails) &&
  s.emails.every((e) => isObj(e) && isStr(e.address, 320) && (e.verdict === null || isVerdict(e.verdict))) &&
  Array.isArray(s.people) &&
  s.people.every(isPagePerson);
