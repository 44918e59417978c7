/** Verifying a list from the popup (This page, Leads), one way wherever it is done. */
import type { ReplyError } from '../../core/reply';
import { sendToBackground } from '../../messaging/send';

/** Above this many addresses, one batch is sent instead of single requests. */
export const BATCH_THRESHOLD = 25;

/**
 * Above `BATCH_THRESHOLD` addresses, one batch named `label`; otherwise one request per address (the
 * worker answers from its cache first, so nothing is paid twice), `progress` hearing each, stopping at
 * the first error.
 */
export async function verifyMany(
  addresses: readonly string[],
  label: string,
  progress: (done: number) => void,
): Promise<{ error: ReplyError | null; batch: boolean }> {
  if (addresses.length > BATCH_THRESHOLD) {
    const r = await sendToBackground({
      type: 'batchCreate',
      label: label.slice(0, 200),
      entries: [...addresses],
      format: 'list',
      column: null,
      speedRank: 0,
      callbackUrl: null,
      split: true,
    });
    return { error: r.ok ? null : r.error, batch: true };
  }
  for (const [i, address] of addresses.entries()) {
    progress(i);
    const r = await sendToBackground({ type: 'verify', address, force: false });
    if (!r.ok) return { error: r.error, batch: false };
  }
  return { error: null, batch: false };
}
