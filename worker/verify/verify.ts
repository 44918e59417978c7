/**
 * Verifying an address: the free local checks first (a syntax-invalid address never spends a credit),
 * then the cache, then one request per address however many ask at once; a fresh verdict is cached
 * and sent to every tab.
 */
import { verdictFromLocal, verdictFromService } from '../../core/verdict';
import type { UiReplies } from '../../messaging/ui-to-worker';
import { getSettings } from '../../storage/settings';
import { broadcast } from './broadcast';
import { getVerdict, putVerdict } from './cache';
import { InFlight } from './in-flight';
import { clientFor, keepAlive } from './client';
import { checkFree, learnFrom } from './free-checks';

const verifying = new InFlight<UiReplies['verify']>();

/** `requestId`: the page request this answers, named in the broadcast so its frame takes it once. */
export async function verify(
  address: string,
  force: boolean,
  requestId?: string,
): Promise<UiReplies['verify']> {
  const settings = await getSettings();
  const local = await checkFree(address);
  if (!local.isSyntaxValid) return { verdict: verdictFromLocal(local), cached: false };
  if (!force) {
    const hit = await getVerdict(local.address);
    if (hit) return { verdict: hit, cached: true };
  }
  return verifying.run(local.address, async () => {
    const client = await clientFor(settings);
    const result = await keepAlive(() => client.verify(local.address, { speedRank: settings.speedRank }));
    const verdict = verdictFromService(result, local);
    await putVerdict(verdict, settings);
    void learnFrom([verdict]);
    void broadcast(verdict, requestId);
    return { verdict, cached: false };
  });
}
