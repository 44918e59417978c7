/** Finding a person's address: names and domain checked first, then the cache, then one request per person. */
import { normalizeDomainInput } from '../../core/checks/domain-input';
import type { DiscoverValue } from '../../core/reply';
import { getSettings } from '../../storage/settings';
import { discoveryKey, getDiscovery, putDiscovery } from './cache';
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
    return { ...record, cached: false };
  });
}
