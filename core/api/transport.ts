/**
 * The client's transport helpers: reading an answer within a size limit, the Retry-After header, and
 * an abortable wait. Split from client.ts, which holds the operations and their retry rules.
 */
import { abortedError } from './errors';

/** The service's operations, as the client names them. */
export type Operation =
  'verify' | 'createBatch' | 'batchStatus' | 'batchResult' | 'discover' | 'creditBalance';

/**
 * The most of an answer read, per operation: a batch's results (100,000 rows of a few hundred bytes)
 * get room for that; everything else is one small object. A larger answer is cut off unread.
 */
export const MAX_ANSWER_BYTES: Record<Operation, number> = {
  verify: 256 * 1024,
  discover: 256 * 1024,
  createBatch: 256 * 1024,
  batchStatus: 256 * 1024,
  batchResult: 64 * 1024 * 1024,
  creditBalance: 256 * 1024,
};

/** Reads a body as text, stopping (and cancelling the download) once it passes `limit` bytes. */
export async function readCapped(res: Response, limit: number): Promise<string | null> {
  const declared = Number(res.headers.get('content-length') ?? NaN);
  if (declared > limit) {
    await res.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!res.body) return res.text();
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
}

/** Retry-After as seconds: a number of seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortedError());
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortedError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
