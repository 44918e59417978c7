/** Finding a person's address: names and domain checked first, then the cache, then one request per person. */
import { checkLocally } from '../../core/checks';
import { normalizeDomainInput } from '../../core/checks/domain-input';
import { verdictFromService } from '../../core/verdict';
import type { DiscoverValue } from '../../core/reply';
import { getSettings } from '../../storage/settings';
import { broadcast } from './broadcast';
import { discoveryKey, getDiscovery, putDiscovery, putVerdict } from './cache';
import { extensionLists } from './free-checks';
import { InFlight } from './in-flight';
import { clientFor, keepAlive, LookupError } from './client';

const discovering = new InFlight<DiscoverValue>();

export async function discover(
  firstName: string,
  lastName: string,
  domainInput: string,
  force: boolean,
): Promise<DiscoverValue> {
  const first = firstName.trim();
  const last = lastName.trim();
  if (!first || !last) {
    throw new LookupError({
      kind: 'input',
      code: 105,
      message: 'A first and a last name are needed.',
      action: `Enter the ${!first ? 'first' : 'last'} name.`,
    });
  }
  for (const [value, field, which] of [
    [first, 'firstName', 'first'],
    [last, 'lastName', 'last'],
  ] as const) {
    // Letters (any script), combining marks, spaces, apostrophes, hyphens and periods.
    if (!/^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u.test(value) || value.length > 100) {
      throw new LookupError({
        kind: 'input',
        field,
        message: `“${value.slice(0, 40)}${value.length > 40 ? '…' : ''}” is not a ${which} name.`,
        action: 'Use letters, spaces, hyphens and apostrophes only, at most 100 characters.',
      });
    }
  }
  if (domainInput.trim() === '') {
    throw new LookupError({
      kind: 'input',
      code: 104,
      message: 'A company domain is needed.',
      action: 'Enter the company’s domain or website, such as acme.com.',
    });
  }
  const domain = normalizeDomainInput(domainInput);
  if (!domain) {
    throw new LookupError({
      kind: 'input',
      code: 104,
      message: `“${domainInput.trim().slice(0, 80)}” is not a domain or website.`,
      action: 'Enter a domain such as acme.com or a URL such as https://acme.com.',
    });
  }
  const settings = await getSettings();
  const key = discoveryKey(first, last, domain);
  if (!force) {
    const hit = await getDiscovery(key);
    if (hit) return { ...hit, cached: true };
  }
  return discovering.run(key, async () => {
    const client = await clientFor(settings);
    const found = await keepAlive(() =>
      client.discover({ firstName: first, lastName: last, domain }, { speedRank: settings.speedRank }),
    );
    const record = {
      email: found.email,
      certified: found.certified,
      message: found.message,
      domain,
      checkedAt: Date.now(),
    };
    await putDiscovery(key, record, settings);
    const verdict = await verdictOfDiscovery(record.email, record.certified);
    if (verdict) {
      // The discovery paid for what a verify would say: kept as the address's verdict, so neither
      // Verify in the popup nor the address's badge on a page spends a second credit on it.
      await putVerdict(verdict, settings);
      void broadcast(verdict);
    }
    return { ...record, cached: false };
  });
}

/**
 * What a discovery's answer says about the address it found: `verified` is a mailbox the service
 * confirmed (valid), `catch_all` a domain that accepts every address (risky, as a verify would
 * answer). Anything else says nothing about a mailbox.
 */
async function verdictOfDiscovery(email: string | null | undefined, certified: string | null | undefined) {
  if (!email || (certified !== 'verified' && certified !== 'catch_all')) return null;
  const local = checkLocally(email, await extensionLists().catch(() => undefined));
  if (!local.isSyntaxValid) return null;
  const catchAll = certified === 'catch_all';
  return verdictFromService(
    {
      emailid: local.address,
      do_you_mean: null,
      is_syntax_valid: true,
      is_role: local.isRole,
      is_disposable: local.isDisposable === true,
      is_catchall: catchAll,
      is_valid: true,
      is_unknown: false,
      message: catchAll
        ? 'Found by discovery on a domain that accepts every address (catch-all): the mailbox cannot be confirmed.'
        : 'Found and verified by discovery: the mailbox exists.',
    },
    local,
  );
}
