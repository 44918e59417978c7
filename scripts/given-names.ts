/**
 * Writes core/given-names.json: the filter of known given names (core/given-names.ts says which and
 * why a filter). Run after updating any of the three lists' packages: `npm run gen:given-names`.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { allLocales } from '@faker-js/faker';
import { buildFilter, foldName } from '../core/given-names';

const require = createRequire(import.meta.url);

/** Every given name of the three packages in Latin letters, folded, once each, in order. */
export function givenNames(): string[] {
  const names = new Set<string>();
  for (const lang of ['de', 'en', 'es', 'fr', 'it', 'tr'])
    for (const n of (require(`gender-detection-from-name/names/${lang}.js`) as Map<string, string>).keys())
      names.add(foldName(n));
  const data = join(dirname(require.resolve('human-names/package.json')), 'data');
  for (const file of readdirSync(data))
    for (const n of JSON.parse(readFileSync(join(data, file), 'utf8')) as string[]) names.add(foldName(n));
  // Faker's first names of its 77 locales, for the languages the other two lack (Danish, Polish,
  // Indonesian, Yoruba…); those in other scripts are left out, as they are never looked up.
  for (const locale of Object.values(allLocales)) {
    const first = locale.person?.first_name;
    const all = Array.isArray(first) ? first : Object.values(first ?? {}).flat();
    for (const n of all) names.add(foldName(n as string));
  }
  return [...names].filter((n) => /^\p{Script=Latin}[\p{Script=Latin}' -]*$/u.test(n)).sort();
}

/** The file's content. */
export const givenNamesFile = () =>
  `${JSON.stringify({ bits: Buffer.from(buildFilter(givenNames())).toString('base64') }, null, 2)}\n`;

if (process.argv[1]?.endsWith('given-names.ts')) writeFileSync('core/given-names.json', givenNamesFile());
