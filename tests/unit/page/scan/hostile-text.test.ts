// @vitest-environment happy-dom
/**
 * Text a page can use against the scanner: runs that made the pattern quadratic (100,000 characters
 * and an `@` froze a tab for seconds), thousands of nested shadow roots (a recursive walk overflowed),
 * and CJK prose glued to an address (`请联系support@example.cn` was one billable, wrong address).
 * Speed is measured by `npm run bench` (the adversarial-text rows), never by a timed assertion here.
 */
import { describe, expect, it } from 'vitest';
import { acceptedMatch, emailsInText } from '../../../../core/email-text';
import { MAX_SHADOW_DEPTH, findEmails } from '../../../../page/scan/emails';

const found = (text: string) =>
  emailsInText(text, { obfuscated: true }).map((m) => [m.address, text.slice(m.start, m.end)]);

describe('CJK and full-width punctuation end an address', () => {
  it.each([
    ['请联系support@example.cn', 'support@example.cn'],
    ['请联系support@example.cn获取帮助', 'support@example.cn'],
    ['联系邮箱：support@example.cn。', 'support@example.cn'],
    ['お問い合わせはinfo@example.jpまで', 'info@example.jp'],
    ['메일jane@acme.kr로 보내세요', 'jane@acme.kr'],
    ['（jane@acme.com）', 'jane@acme.com'],
    ['“jane@acme.com”', 'jane@acme.com'],
    ['«jane@acme.com»', 'jane@acme.com'],
    ['a\u200bjane@acme.com', 'jane@acme.com'],
  ])('%s → %s', (text, address) => {
    expect(found(text)).toEqual([[address, address]]);
  });

  it('keeps an address written wholly in another script, and accented names', () => {
    expect(found('用户@例子.广告')[0]![1]).toBe('用户@例子.广告');
    expect(found('Ünal@acme.com')).toEqual([['Ünal@acme.com', 'Ünal@acme.com']]);
    expect(found('jane@münchen.de')[0]![1]).toBe('jane@münchen.de');
  });
});

describe('long runs', () => {
  it.each([
    ['letters', 'a'],
    ['symbols', '!'],
    ['CJK', '中'],
    ['dotted', 'a.'],
  ])('a 100,000-character run of %s before an @ is no address, and the text after it still is', (_, unit) => {
    const text = `${unit.repeat(100_000 / unit.length)}@example.com and jane@acme.com`;
    expect(found(text).map(([a]) => a)).toEqual(['jane@acme.com']);
  });

  it('a name part over 64 characters or a domain over 255 is refused', () => {
    expect(found(`${'x'.repeat(65)}@acme.com`)).toEqual([]);
    expect(found(`jane@${`${'a'.repeat(63)}.`.repeat(4)}com`)).toEqual([]);
  });
});

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
}

describe('fuzz: random text of the characters that matter', () => {
  const alphabet = [
    'a',
    'Z',
    '0',
    '.',
    '-',
    '_',
    '+',
    '!',
    '@',
    ' ',
    '中',
    'ü',
    '：',
    '。',
    '[at]',
    '(dot)',
    'com',
    '\n',
  ];
  it('every result is an accepted address at the place it says, in order, not overlapping', () => {
    const next = random(20261123);
    for (let run = 0; run < 300; run++) {
      const length = Math.floor(next() * 3_000);
      let text = '';
      while (text.length < length) text += alphabet[Math.floor(next() * alphabet.length)]!;
      const matches = emailsInText(text, { obfuscated: false });
      let last = -1;
      for (const m of matches) {
        const slice = text.slice(m.start, m.end);
        expect(slice).toContain('@');
        expect(acceptedMatch(slice, text.slice(m.end, m.end + 2))).toBe(m.address);
        expect(m.start).toBeGreaterThanOrEqual(last);
        last = m.end;
      }
    }
  });
});

describe('nested shadow roots', () => {
  function nest(levels: number, text: (depth: number) => string | null) {
    let parent: HTMLElement = document.body;
    for (let depth = 1; depth <= levels; depth++) {
      const host = document.createElement('div');
      parent.append(host);
      const shadow = host.attachShadow({ mode: 'open' });
      const inner = document.createElement('div');
      const words = text(depth);
      if (words) inner.textContent = words;
      shadow.append(inner);
      parent = inner;
    }
  }

  it('3,000 levels are walked without recursion; addresses deeper than the cap are left alone', () => {
    document.body.replaceChildren();
    nest(3_000, (depth) =>
      depth === 5 ? 'shallow@acme.com' : depth === MAX_SHADOW_DEPTH + 5 ? 'deep@acme.com' : null,
    );
    const addresses = findEmails(document.body).map((f) => f.address);
    expect(addresses).toEqual(['shallow@acme.com']);
  });
});
