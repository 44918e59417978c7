import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
const errorsIn = async (code: string, filePath = 'components/Example.tsx') =>
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
