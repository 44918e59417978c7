/**
 * The scanner's text pattern against text made to slow it down: 100,000-character runs a quadratic
 * pattern would read once per position (letters, symbols, CJK, dotted, each before an `@`), and
 * nested bracket obfuscations and archive forms (a name part in words, "a dot a dot … at b dot com"). Baseline: the same scan over 100,000 characters of ordinary prose
 * with addresses in it, measured in the same run.
 */
import { emailsInText } from '../../core/email-text';
import type { BenchRow } from './results';

const LENGTH = 100_000;
const fill = (unit: string) => unit.repeat(Math.ceil(LENGTH / unit.length)).slice(0, LENGTH);

const ADVERSARIAL: Record<string, string> = {
  letters: `${fill('a')}@example.com`,
  symbols: `${fill('!')}@example.com`,
  cjk: `${fill('中')}@example.com`,
  dotted: `${fill('a.')}@`,
  'after @': `x@${fill('a-')}`,
  obfuscation: `${fill('a')} [at] b`,
  'many @': fill('a@'),
  'archive form, repeated': fill('a.b at c.de '),
  'archive form, a dotted domain': `x at ${fill('a dot ')}com`,
  'at, repeated': fill('x at x '),
  'archive form, a name part in words': `${fill('a dot ')}at b dot com`,
  'obfuscation, a name part in brackets': `${fill('a [dot] ')}[at] b`,
};
const PROSE = fill('Write to jane.doe@acme.com or call the office; the sales team answers within a day. ');

/** Median of `runs` timings of a scan of `text`. */
function time(text: string, runs = 7): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    emailsInText(text, { obfuscated: true });
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

export function textRows(): BenchRow[] {
  time(PROSE, 3); // warm-up
  const baseline = time(PROSE);
  const worst = Object.entries(ADVERSARIAL)
    .map(([kind, text]) => ({ kind, ms: time(text) }))
    .sort((a, b) => b.ms - a.ms)[0]!;
  return [
    {
      name: `text scan: worst of ${Object.keys(ADVERSARIAL).length} adversarial 100,000-character texts (${worst.kind})`,
      value: worst.ms,
      unit: 'ms',
      target: '<= 50',
    },
    {
      name: 'text scan: baseline 100,000 characters of prose with addresses',
      value: baseline,
      unit: 'ms',
      target: null,
    },
    {
      name: 'text scan: worst adversarial vs prose (ratio)',
      value: worst.ms / baseline,
      unit: '×',
      target: '<= 10',
    },
  ];
}
