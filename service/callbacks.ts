/**
 * Delivers a completed batch's results to its callback URL by HTTP POST (JSON). A delivery that fails
 * (network error, timeout or a non-2xx answer) is retried with exponential backoff: `baseMs`, then
 * twice that, and so on, up to `attempts` tries. The caller persists the state between tries so a
 * restart resumes the delivery.
 */
import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList } from 'node:net';
export interface CallbackPolicy {
  attempts: number;
  baseMs: number;
  timeoutMs: number;
  /**
   * Deliver to loopback, private, link-local and other non-public addresses too. Off by default: a
   * callback URL must not let an account make the service call into its own network (SSRF). Tests
   * and a service used only on one machine turn it on (`--allow-private-callbacks`).
   */
  allowPrivate?: boolean;
}

export { callbackUrlProblem } from '../core/callback-url';

export const DEFAULT_CALLBACK_POLICY: CallbackPolicy = { attempts: 6, baseMs: 2_000, timeoutMs: 10_000 };

export interface CallbackState {
  url: string;
  state: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastError?: string;
}

/** Addresses a callback may not reach unless private ones are allowed. */
const NOT_PUBLIC = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(net, bits, 'ipv6');

export function isPublicAddress(address: string, family: 4 | 6): boolean {
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return !NOT_PUBLIC.check(mapped[1]!, 'ipv4');
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A refusal that no retry can fix. */
export const REFUSED = 'refused: ';

/**
 * One POST of `body` to `url`. The host is resolved once, every address checked (unless private
 * ones are allowed), and the connection made to the checked address, so a name that resolves
 * differently a moment later (DNS rebinding) cannot slip through. Redirects are not followed.
 */
export async function postOnce(
  url: string,
  body: string,
  timeoutMs: number,
  allowPrivate = false,
): Promise<string | null> {
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  let pinned: { address: string; family: number };
  try {
    const all = await lookup(host, { all: true });
    const bad = all.find((a) => !isPublicAddress(a.address, a.family as 4 | 6));
    if (bad && !allowPrivate) return `${REFUSED}${bad.address} is not a public address`;
    pinned = all[0]!;
  } catch {
    return 'connection failed';
  }
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = send(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        timeout: timeoutMs,
        lookup: (_host, options, callback) =>
          (options as { all?: boolean }).all
            ? (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [pinned])
            : callback(null, pinned.address, pinned.family),
      },
      (res) => {
        res.resume();
        const status = res.statusCode ?? 0;
        resolve(status >= 200 && status < 300 ? null : `HTTP ${status}`);
      },
    );
    req.on('timeout', () => {
      req.destroy();
      resolve('timed out');
    });
    req.on('error', () => resolve('connection failed'));
    req.end(body);
  });
}

/**
 * Tries until delivered or out of attempts. `save` is called after every try with the new state;
 * `stopped` ends the loop early (service shutting down) with the state left pending.
 */
export async function deliver(
  state: CallbackState,
  body: () => Promise<string>,
  policy: CallbackPolicy,
  save: (s: CallbackState) => Promise<void>,
  sleep: (ms: number) => Promise<boolean>,
): Promise<void> {
  const payload = await body();
  while (state.state === 'pending') {
    if (state.attempts > 0 && !(await sleep(policy.baseMs * 2 ** (state.attempts - 1)))) return;
    const problem = await postOnce(state.url, payload, policy.timeoutMs, policy.allowPrivate);
    state.attempts++;
    if (problem === null) state.state = 'delivered';
    else {
      state.lastError = problem;
      if (state.attempts >= policy.attempts || problem.startsWith(REFUSED)) state.state = 'failed';
    }
    await save(state);
  }
}
