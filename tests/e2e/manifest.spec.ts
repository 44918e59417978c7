/**
 * A review of what is built, run after the build like the rest of this folder (no browser needed):
 * the manifests ask for exactly the permissions the README justifies, expose one file to pages (the
 * people finders' module the content script imports; in Chrome at a URL made anew each session), keep
 * the default content security policy, and the bundles carry no eval and no remote code.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { findDynamicCode, isKnown } from '../support/dynamic-code';
import { ROOT } from '../support/spawn-service';

interface Manifest {
  permissions?: string[];
  host_permissions?: string[];
  optional_host_permissions?: string[];
  optional_permissions?: string[];
  content_scripts?: { matches: string[] }[];
  web_accessible_resources?: unknown;
  content_security_policy?: unknown;
  externally_connectable?: unknown;
}

/** Every permission-like name in the README's "Permissions, and why" table, in backticks. */
function documented(target: string): Set<string> {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('### Permissions, and why'), readme.indexOf('## Architecture'));
  const rows = section
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| permission'))
    // A row marked "(Chrome only)" is not asked for by the Firefox build.
    .filter((l) => !(target.startsWith('firefox') && l.split('|')[1]!.includes('Chrome only')));
  return new Set(rows.flatMap((r) => [...r.split('|')[1]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)));
}

function asked(m: Manifest): Set<string> {
  return new Set([
    ...(m.permissions ?? []),
    ...(m.optional_permissions ?? []),
    ...(m.host_permissions ?? []),
    ...(m.optional_host_permissions ?? []),
    ...(m.content_scripts ?? []).flatMap((c) => c.matches),
  ]);
}

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );

for (const target of ['chrome-mv3', 'firefox-mv3']) {
  test(`${target}: the manifest asks for what the README justifies, and no more`, () => {
    const m = JSON.parse(readFileSync(join(ROOT, '.output', target, 'manifest.json'), 'utf8')) as Manifest;
    expect([...asked(m)].sort()).toEqual([...documented(target)].sort());
    expect(m.host_permissions).toEqual(['http://127.0.0.1/*']);
    expect(m.web_accessible_resources).toEqual([
      {
        resources: ['page-people.js'],
        matches: ['<all_urls>'],
        ...(target.startsWith('chrome') ? { use_dynamic_url: true } : {}),
      },
    ]);
    expect(m.content_security_policy).toBeUndefined();
    expect(m.externally_connectable).toBeUndefined();
  });

  test(`${target}: no eval and no remote code in the package`, () => {
    const dir = join(ROOT, '.output', target);
    const code = files(dir).filter((f) => /\.(js|html)$/.test(f));
    expect(code.length).toBeGreaterThan(3);
    const found = code.flatMap((f) => findDynamicCode(f.slice(dir.length + 1), readFileSync(f, 'utf8')));
    // Everything found is one of the known, unreachable occurrences (zod's, off with jitless).
    expect(found.filter((f) => !isKnown(f)).map((f) => `${f.file}: ${f.form}: ${f.context}`)).toEqual([]);
  });
}
