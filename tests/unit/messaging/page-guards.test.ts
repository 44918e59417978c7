/** What the content script accepts from the worker and the popup: only our senders, only our shapes. */
import { describe, expect, it } from 'vitest';
import { checkLocally } from '../../../core/checks';
import { verdictFromLocal } from '../../../core/verdict';
import {
  fromOurExtension,
  isCollectRequest,
  isPageSummary,
  parseWorkerEvent,
} from '../../../messaging/page-guards';

const verdict = verdictFromLocal(checkLocally('jane@acme.com'), 1);

describe('page guards', () => {
  it('trusts our worker and pages, never a tab or another extension', () => {
    expect(fromOurExtension({ id: 'us' }, 'us')).toBe(true);
    expect(fromOurExtension({ id: 'us', tab: { id: 1 } }, 'us')).toBe(false);
    expect(fromOurExtension({ id: 'them' }, 'us')).toBe(false);
  });

  it('accepts the worker events in their shapes', () => {
    expect(parseWorkerEvent({ type: 'verdict', verdict })).toEqual({ type: 'verdict', verdict });
    expect(parseWorkerEvent({ type: 'verdict', verdict, requestId: 'r1' })).not.toBeNull();
    const result = { type: 'showResult', note: 'n', person: { firstName: 'Jane', lastName: 'Doe' } };
    expect(parseWorkerEvent(result)).toEqual(result);
    expect(
      parseWorkerEvent({ type: 'showResult', error: { kind: 'network', message: 'm', action: 'a' } }),
    ).not.toBeNull();
  });

  it.each([
    ['no type', { verdict }],
    ['an unknown type', { type: 'spend' }],
    ['a verdict with a bad state', { type: 'verdict', verdict: { ...verdict, state: 'great' } }],
    ['a verdict without flags', { type: 'verdict', verdict: { ...verdict, flags: null } }],
    ['an over-long address', { type: 'verdict', verdict: { ...verdict, address: 'a'.repeat(400) } }],
    ['a result with a non-string note', { type: 'showResult', note: 5 }],
    ['a result with a malformed person', { type: 'showResult', person: { firstName: 1 } }],
    ['null', null],
    ['an array', [{ type: 'verdict', verdict }]],
  ])('drops %s', (_name, m) => expect(parseWorkerEvent(m)).toBeNull());

  it('knows the popup’s collect request', () => {
    expect(isCollectRequest({ type: 'collect' })).toBe(true);
    expect(isCollectRequest({ type: 'collect2' })).toBe(false);
  });

  it('the popup checks the page’s summary', () => {
    const summary = {
      url: 'https://x.example/',
      title: 't',
      emails: [{ address: 'jane@acme.com', verdict }],
      people: [],
    };
    expect(isPageSummary(summary)).toBe(true);
    expect(isPageSummary({ ...summary, emails: [{ address: 5, verdict: null }] })).toBe(false);
    expect(isPageSummary({ ...summary, people: [{ firstName: 'J' }] })).toBe(false);
    expect(isPageSummary({ ...summary, emails: [{ address: 'a@b.co', verdict: { state: 'great' } }] })).toBe(
      false,
    );
  });
});
