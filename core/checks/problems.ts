/**
 * What each syntax problem code (syntax.ts) means, in plain words for the person who typed the
 * address. Kept apart so the content script, which only needs valid-or-not, does not carry them.
 */
const WORDS: Record<string, (detail: string) => string> = {
  empty: () => 'the address is empty',
  accent: () => 'contains an accent joined to a plain character, which changes it into another',
  control: () => 'contains a control character',
  surrogate: () => 'contains a broken character (half of a character pair)',
  invisible: () => 'contains an invisible character (such as a zero-width space)',
  bidi: () => 'contains an invisible text-direction character',
  'display-name': () => 'contains a display name or angle brackets; only the address itself can be checked',
  'quote-open': () => 'a quote in the name part is never closed',
  'after-quote': () => 'text between the closing quote and the @',
  'no-at': () => 'no @ sign',
  'many-at': () => 'more than one @ (an @ in the name part must be inside quotes)',
  escape: () => 'a backslash inside quotes must escape a printable character',
  'local-dot-start': () => 'the name part starts with a dot',
  'local-dot-end': () => 'the name part ends with a dot (before the @)',
  'local-dots': () => 'two dots in a row in the name part',
  space: () => 'contains a space',
  'mid-quote': () => 'a quote in the middle of the name part (quotes must enclose all of it)',
  'local-char': (detail) => `contains "${detail}", which is only allowed inside quotes`,
  'local-empty': () => 'nothing before the @',
  'local-long': () => 'the name part is longer than 64 characters',
  'domain-empty': () => 'nothing after the @',
  'ip-literal': () =>
    'IP-address domains (like [192.0.2.1]) are not accepted by public mail servers; use a domain name',
  'domain-dot-start': () => 'the domain starts with a dot',
  'domain-dot-end': () => 'the domain ends with a dot',
  'domain-dots': () => 'two dots in a row in the domain',
  'domain-char': (detail) => `the domain contains "${detail}", which domain names cannot contain`,
  'no-dot': () => 'the domain has no dot',
  punycode: () => 'a part of the domain is not valid punycode (xn--)',
  idna: () => 'the domain cannot be converted to its ASCII form',
  'label-long': () => 'a part of the domain is longer than 63 characters',
  'label-hyphen-start': () => 'a part of the domain starts with a hyphen',
  'label-hyphen-end': () => 'a part of the domain ends with a hyphen',
  'label-hyphens': () =>
    'a part of the domain has two hyphens in its third and fourth places, which only punycode (xn--) may have',
  'tld-number': () => 'the domain ends in a number, like an IP address; use a domain name',
  'tld-letters': (detail) => `".${detail}" cannot end a domain: top-level domains are two or more letters`,
  'tld-special': (detail) =>
    `".${detail}" is reserved for local or special use: no mail is delivered there over the internet`,
  'domain-long': () => 'the domain is longer than 253 characters',
  'too-long': () => 'the address is longer than 254 characters',
};

/** The words for a problem code such as `local-dots` or `domain-char|;`. */
export function describeProblem(problem: string): string {
  const bar = problem.indexOf('|');
  const code = bar < 0 ? problem : problem.slice(0, bar);
  return WORDS[code]?.(bar < 0 ? '' : problem.slice(bar + 1)) ?? 'not a valid address';
}
