import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const eslint = new ESLint();
const errorsIn = async (code: string, filePath = 'ui/Example.tsx') =>
  (await eslint.lintText(code, { filePath }))[0]!.messages.map((m) => m.message);

describe('the lint rule against markup from strings', () => {
  it.each([
    ['el.innerHTML = html;'],
    ['el.outerHTML = html;'],
    ["el.insertAdjacentHTML('beforeend', html);"],
    ['document.write(html);'],
    ['document.writeln(html);'],
    ['const x = <div dangerouslySetInnerHTML={{ __html: html }} />;'],
  ])('forbids %s', async (line) => {
    const code = `declare const el: HTMLElement; declare const html: string;\n${line}\nexport {};\n`;
    expect(await errorsIn(code)).toContainEqual(
      expect.stringContaining('Markup written from strings is forbidden: use Preact or textContent.'),
    );
  });

  it('allows textContent', async () => {
    const code = 'declare const el: HTMLElement;\nel.textContent = "<b>x</b>";\nexport {};\n';
    expect(await errorsIn(code)).toEqual([]);
  });
});

describe('the rooms’ import rules', () => {
  const uses = (from: string) => `import { x } from '${from}';\nexport const y = x;\n`;
  it.each([
    ['page/a.ts', uses('../worker/verify/verify'), 'page/ is the content script'],
    ['page/overlay/a.ts', uses('../../storage/key'), 'page/ is the content script'],
    ['page/a.ts', uses('../core/api/client'), 'page/ never imports the API client'],
    ['page/a.ts', uses('zod'), 'a schema library would load on every page'],
    ['page/a.ts', uses('../messaging/page-to-worker'), 'a schema library would load on every page'],
    ['core/a.ts', uses('../storage/settings'), 'core/ is pure'],
    ['core/checks/a.ts', uses('../../page/scan/emails'), 'core/ is pure'],
    ['core/a.ts', uses('wxt/browser'), 'core/ has no extension API'],
    ['core/a.ts', 'export const y = document.title;\n', 'core/ is pure'],
    ['ui/popup/a.tsx', uses('../../worker/router'), 'ui/ reaches the worker through messaging/ only'],
    ['ui/options/a.tsx', uses('../../storage/key'), 'ui/ reaches the worker through messaging/ only'],
    ['worker/a.ts', uses('../page/session'), 'worker/ never imports page'],
    ['messaging/a.ts', uses('../worker/router'), 'messaging/ is the contract'],
    ['storage/a.ts', uses('../messaging/send'), 'storage/ imports only core/'],
    ['service/a.ts', uses('../storage/settings'), 'service/ (Node) imports core/ only'],
    ['tests/unit/a.ts', uses('../../entrypoints/background'), 'Nothing imports entrypoints/'],
    ['worker/a.ts', uses('zod'), 'Import z from core/zod.ts'],
    ['core/api/a.ts', uses('zod'), 'Import z from core/zod.ts'],
    ['service/a.ts', uses('zod'), 'Import z from core/zod.ts'],
  ])('%s: %s is refused', async (file, code, message) => {
    expect(await errorsIn(code, file)).toContainEqual(expect.stringContaining(message));
  });

  it.each([
    ['page/a.ts', uses('../core/email-text')],
    [
      'page/a.ts',
      'import type { PageReplies } from "../messaging/page-to-worker";\nexport type Y = PageReplies;\n',
    ],
    ['page/a.ts', uses('../messaging/send')],
    ['ui/popup/a.tsx', uses('../../storage/job-results')],
    ['ui/options/a.tsx', uses('../../storage/settings')],
    ['ui/popup/a.tsx', uses('../../messaging/send')],
    ['worker/a.ts', uses('../storage/key')],
    ['service/a.ts', uses('../core/checks')],
    ['core/zod.ts', uses('zod')],
    ['worker/a.ts', "import type { z } from 'zod';\nexport type Y = z.ZodType;\n"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await errorsIn(code, file)).toEqual([]);
  });
});

describe('the import cycle check (npm run check:cycles)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mailscout-cycles-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const check = (entry: string) =>
    spawnSync(
      join(process.cwd(), 'node_modules/.bin/dpdm'),
      ['--no-tree', '--no-warning', '--no-progress', '--exit-code', 'circular:1', entry],
      {
        cwd: dir,
        encoding: 'utf8',
      },
    );
  const write = (name: string, text: string) => writeFileSync(join(dir, name), text);

  it('fails on a cycle, also one made of type imports through a third file', () => {
    write('a.ts', "import { b } from './b';\nexport const a = () => b;\n");
    write('b.ts', "import type { C } from './c';\nexport const b = (c: C) => c;\n");
    write('c.ts', "import { a } from './a';\nexport type C = ReturnType<typeof a>;\n");
    const run = check('a.ts');
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/a\.ts -> b\.ts -> c\.ts/);
  });

  it('passes a graph without one', () => {
    write('x.ts', "import { y } from './y';\nexport const x = () => y;\n");
    write('y.ts', 'export const y = 1;\n');
    expect(check('x.ts').status).toBe(0);
  });
});
