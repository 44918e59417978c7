/** Loads the disposable and free-provider lists from their npm packages (Node side). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildCheckLists, type CheckLists } from '../core/checks';

const require = createRequire(import.meta.url);
const read = (id: string) => readFileSync(require.resolve(id));

export function loadCheckLists(): CheckLists {
  return buildCheckLists({
    disposable: read('disposable-email-domains/index.json'),
    disposableWildcard: read('disposable-email-domains/wildcard.json'),
    free: read('email-providers/all.json'),
  });
}
