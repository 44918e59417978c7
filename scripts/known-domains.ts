/**
 * Writes core/checks/known-near-popular.json: the domains of `email-providers`' common list that the
 * typo engine would otherwise "correct" (mail.com → gmail.com). Only those need to be known; the
 * rest are never corrected anyway.
 */
import { writeFileSync } from 'node:fs';
import common from 'email-providers/common.json';
import { suggestIgnoringKnown } from '../core/checks/typo';

export const knownNearPopular = (list: readonly string[]) =>
  list.filter((d) => suggestIgnoringKnown(d) !== null);

if (process.argv[1]?.endsWith('known-domains.ts')) {
  writeFileSync(
    'core/checks/known-near-popular.json',
    `${JSON.stringify(knownNearPopular(common), null, 2)}\n`,
  );
}
