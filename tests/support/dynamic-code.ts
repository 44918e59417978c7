/**
 * Finds every form of code made from strings in a bundle: `eval`, `Function(...)` with or without
 * `new`, `Function` taken into a variable (to be called later), a function's `.constructor("…")`,
 * timers given a string, `importScripts`, and remote `<script src>` / `import()`. Used on the built
 * packages (tests/e2e/manifest.spec.ts); its own test feeds it each form, minified and not.
 */

export interface Finding {
  file: string;
  form: string;
  /** The code around it, for the allow list and the report. */
  context: string;
}

const FORMS: [string, RegExp][] = [
  ['eval(', /(?<![\w$.])eval\s*\(/g],
  ['Function(', /(?<![\w$.])Function\s*\(/g],
  ['Function alias', /[=,(:?]\s*Function\s*[,;)}]/g],
  ['.constructor("…")', /\.constructor\s*\(\s*["'`]/g],
  ['string timer', /\bset(?:Timeout|Interval)\s*\(\s*["'`]/g],
  ['importScripts(', /\bimportScripts\s*\(/g],
  ['remote <script src>', /<script[^>]+src=["']?(?:https?:)?\/\//gi],
  ['remote import()', /\bimport\(\s*["'`]https?:/g],
];

export function findDynamicCode(file: string, text: string): Finding[] {
  const out: Finding[] = [];
  for (const [form, re] of FORMS) {
    for (const m of text.matchAll(re)) {
      const at = m.index!;
      out.push({ file, form, context: text.slice(Math.max(0, at - 60), at + 60) });
    }
  }
  return out;
}

/**
 * Occurrences known to be harmless, each with why: zod's probe for whether it may compile code, and
 * its schema compiler. Neither runs: core/zod.ts sets `jitless`, which skips both (the Firefox suite
 * checks the console holds no CSP error from the extension).
 */
export const KNOWN_DYNAMIC_CODE: { what: string; matches: RegExp }[] = [
  {
    what: "zod's eval probe (util.allowsEval), skipped by jitless",
    matches: /try\s*\{\s*return\s+new Function\(""\)/,
  },
  {
    what: "zod's schema compiler (Doc.compile), unused with jitless",
    matches: /compile\(\)\s*\{\s*const \w+\s*=\s*Function\s*,/,
  },
];

export const isKnown = (f: Finding) => KNOWN_DYNAMIC_CODE.some((k) => k.matches.test(f.context));
