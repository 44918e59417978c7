/**
 * Another project's public test suite for who wrote a page (tests/fixtures/public-suites/authors-*.json,
 * its pages in the folder of the same name): whether the people finders find each writer it expects,
 * and no person where it expects an organisation. A case whose expected author is a handle, a single
 * name or a placeholder is not clear: MailScout keeps people by a first and a last name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fullName } from '../../core/names';
import { findPeople } from '../../page/scan/people';
import { firstLast, personKey } from './corpus';
import { pageWindow, parsePage } from './saved-page';

export interface AuthorCase {
  /** The page's file name in the suite's folder, without `.html`. */
  input: string;
  url: string;
  /** The suite's own expectation, as it writes it. */
  expected: string;
  /** The people a reader would take that to name: none for an organisation. */
  people: string[];
  clear: boolean;
  why?: string;
}

export interface AuthorSuite {
  suite: string;
  what: 'authors';
  source: { repository: string; path: string; commit: string; licence: string };
  cases: AuthorCase[];
}

export interface AuthorAgreement {
  suite: string;
  clear: number;
  agreed: number;
  misses: { input: string; expected: string; actual: string[] }[];
}

const DIR = join(import.meta.dirname, '../fixtures/public-suites');

export function loadAuthorSuites(): AuthorSuite[] {
  return readdirSync(DIR)
    .filter((f) => f.startsWith('authors-') && f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(DIR, f), 'utf8')) as AuthorSuite);
}

const key = (name: string) => firstLast(personKey(name));

/**
 * The people found on one of the suite's pages, read at its address as a browser reads it (its scripts
 * never run).
 */
export async function authorsFound(suite: AuthorSuite, c: AuthorCase): Promise<string[]> {
  const window = pageWindow(c.url);
  const html = readFileSync(join(DIR, suite.suite, `${c.input}.html`), 'utf8');
  const doc = parsePage(window, html);
  const found = findPeople(doc).map((p) => fullName(p.firstName, p.lastName));
  await window.happyDOM.close();
  return found;
}

/**
 * Agreement on the clear cases: every person the case names is found; where it names an organisation,
 * no one of that name is.
 */
export async function authorAgreement(suite: AuthorSuite): Promise<AuthorAgreement> {
  const clear = suite.cases.filter((c) => c.clear);
  const misses: AuthorAgreement['misses'] = [];
  for (const c of clear) {
    const found = await authorsFound(suite, c);
    const keys = new Set(found.map(key));
    const agreed = c.people.length ? c.people.every((n) => keys.has(key(n))) : !keys.has(key(c.expected));
    if (!agreed) misses.push({ input: c.input, expected: c.expected, actual: found });
  }
  return { suite: suite.suite, clear: clear.length, agreed: clear.length - misses.length, misses };
}
