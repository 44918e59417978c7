/**
 * Delivers a completed batch's results to its callback URL by HTTP POST (JSON). A delivery that fails
 * (network error, timeout or a non-2xx answer) is retried with exponential backoff: `baseMs`, then
 * twice that, and so on, up to `attempts` tries. The caller persists the state between tries so a
 * restart resumes the delivery.
 */
export interface CallbackPolicy {
  attempts: number;
  baseMs: number;
  timeoutMs: number;
}

export { callbackUrlProblem } from '../core/callback-url';

export const DEFAULT_CALLBACK_POLICY: CallbackPolicy = { attempts: 6, baseMs: 2_000, timeoutMs: 10_000 };

export interface CallbackState {
  url: string;
  state: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastError?: string;
}

export async function postOnce(url: string, body: string, timeoutMs: number): Promise<string | null> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'manual',
    });
    await res.body?.cancel();
    return res.ok ? null : `HTTP ${res.status}`;
  } catch (e) {
    return (e as Error).name === 'TimeoutError' ? 'timed out' : 'connection failed';
  }
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
    const problem = await postOnce(state.url, payload, policy.timeoutMs);
    state.attempts++;
    if (problem === null) state.state = 'delivered';
    else {
      state.lastError = problem;
      if (state.attempts >= policy.attempts) state.state = 'failed';
    }
    await save(state);
  }
}
