// @vitest-environment happy-dom
/** The page's address states: a frame that asked for a verdict takes it once, however it comes back. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { checkLocally } from '../../../../core/checks';
import { verdictFromLocal, type Verdict } from '../../../../core/verdict';

vi.mock('wxt/browser', () => ({ browser: fakeBrowser }));
const { AddressBook } = await import('../../../../page/targets/addresses');

const verdict = (address: string, state: Verdict['state'] = 'valid'): Verdict => ({
  ...verdictFromLocal(checkLocally(address), 1),
  state,
  source: 'service',
});

let requests: Record<string, unknown>[] = [];
let answer: (request: Record<string, unknown>) => unknown;
beforeEach(() => {
  requests = [];
  answer = (r) => ({ ok: true, value: { verdict: verdict(String(r.address)), cached: false } });
  fakeBrowser.runtime.sendMessage = (async (r: Record<string, unknown>) => {
    requests.push(r);
    return answer(r);
  }) as typeof fakeBrowser.runtime.sendMessage;
});

function book() {
  const seen: Verdict[] = [];
  const errors: string[] = [];
  const controller = new AbortController();
  const b = new AddressBook(controller.signal, {
    onVerdict: (v) => seen.push(v),
    onError: (a, e) => errors.push(`${a}: ${e.message}`),
    onChange: () => undefined,
  });
  return { b, seen, errors, controller };
}

describe('AddressBook', () => {
  it('starts every address as Unverified, whatever its letter case', () => {
    const { b } = book();
    expect(b.stateOf('Jane@Acme.com')).toEqual({ verdict: null, state: 'local', error: null });
    b.setVerdict(verdict('jane@acme.com'));
    expect(b.stateOf('JANE@acme.com').state).toBe('valid');
  });

  it('takes a verdict it asked for once: the broadcast naming its request is dropped, others are not', async () => {
    const { b, seen } = book();
    await b.verify('jane@acme.com', 'click', false);
    const requestId = requests[0]!.requestId as string;
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    b.broadcastVerdict(verdict('jane@acme.com'), requestId);
    expect(seen).toHaveLength(1);
    b.broadcastVerdict(verdict('jane@acme.com', 'invalid'), 'another-tab');
    b.broadcastVerdict(verdict('john@acme.com'), undefined);
    expect(seen.map((v) => `${v.address} ${v.state}`)).toEqual([
      'jane@acme.com valid',
      'jane@acme.com invalid',
      'john@acme.com valid',
    ]);
  });

  it('also drops the broadcast that arrives before the reply', async () => {
    const { b, seen } = book();
    answer = (r) => {
      b.broadcastVerdict(verdict(String(r.address)), r.requestId as string);
      return { ok: true, value: { verdict: verdict(String(r.address)), cached: false } };
    };
    await b.verify('jane@acme.com', 'click', false);
    expect(seen).toHaveLength(1);
  });

  it('an automatic check the worker refuses leaves the address as it was, and says so', async () => {
    const { b, errors } = book();
    answer = () => ({ ok: false, error: { kind: 'rejected', message: 'off', action: '' } });
    expect(await b.verify('jane@acme.com', 'auto', false)).toBe(false);
    expect(b.stateOf('jane@acme.com').state).toBe('local');
    expect(errors).toEqual([]);
  });

  it('a failed click shows the error on the address', async () => {
    const { b, errors } = book();
    answer = () => ({ ok: false, error: { kind: 'network', message: 'down', action: 'retry' } });
    expect(await b.verify('jane@acme.com', 'click', false)).toBe(true);
    expect(b.stateOf('jane@acme.com')).toMatchObject({ state: 'error', error: { message: 'down' } });
    expect(errors).toEqual(['jane@acme.com: down']);
  });

  it('asks for cached verdicts of new addresses only, in one message', async () => {
    const { b, seen } = book();
    answer = () => ({ ok: true, value: { verdicts: [verdict('a@acme.com')] } });
    b.setVerdict(verdict('known@acme.com'));
    b.found(['a@acme.com', 'b@acme.com', 'known@acme.com']);
    b.found(['c@acme.com']);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({
      type: 'pageLookup',
      addresses: ['a@acme.com', 'b@acme.com', 'c@acme.com'],
    });
    await vi.waitFor(() => expect(seen.map((v) => v.address)).toContain('a@acme.com'));
  });

  it('asks nothing once its page session has ended', async () => {
    const { b, controller } = book();
    controller.abort();
    b.found(['a@acme.com']);
    await new Promise((r) => setTimeout(r, 20));
    expect(requests).toEqual([]);
  });
});
