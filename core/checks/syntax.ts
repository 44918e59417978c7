/**
 * Mailbox syntax as a mail server accepts it in `RCPT TO` (RFC 5321 §4.1.2), with UTF-8 local parts
 * (RFC 6531) and internationalized domains (converted to ASCII by IDNA, see idna.ts).
 *
 * Decisions (documented in the README):
 * - Display-name forms (`Jane <jane@x.com>`) are not a mailbox: invalid, with the address inside the
 *   brackets offered as the suggestion.
 * - IP-literal domains (`jane@[192.0.2.1]`) are valid RFC 5321 but no public mail server delivers to
 *   them: invalid, with a reason saying so. So are dotless domains (`user@localhost`).
 * - Lengths: local part ≤ 64 octets, domain labels ≤ 63, domain ≤ 253, whole address ≤ 254 (UTF-8),
 *   measured after Unicode normalization (NFC).
 * - C0 and C1 control characters and lone surrogates are refused everywhere, quoted or not.
 * - The top-level domain is letters (or punycode); special-use names (.local, .test, .onion, …) are
 *   refused: no mail is delivered to them over the internet.
 */
import { toAsciiDomain } from './idna';

export interface SyntaxResult {
  valid: boolean;
  /** Plain-words reason when invalid, else null. */
  reason: string | null;
  /** Trimmed input with the domain lower-cased and in ASCII (punycode) where it could be converted. */
  address: string;
  local: string;
  domain: string;
  /** For a display-name form, the bare address inside the brackets. */
  extracted: string | null;
}

const ATEXT_SPECIALS = "!#$%&'*+-/=?^_`{|}~";
/** C0 and C1 control characters and DEL: no mail system takes them, quoted or not. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Half of a surrogate pair without its other half: text broken in copying, not a character. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff\u00ad]/;
const BIDI = /[\u202a-\u202e\u2066-\u2069\u200e\u200f]/;
const UNICODE_SPACE = /[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/;
/** Letters, marks, digits and emoji (emoji domains exist); IDNA then refuses what it does not allow. */
const DOMAIN_UNICODE_CHAR = /^[\p{L}\p{M}\p{N}\p{Emoji_Presentation}]$/u;
/**
 * Special-use names (RFC 6761, RFC 9476, ICANN's .internal) that the public DNS never resolves for
 * mail: an address there can be typed but never delivered.
 */
const SPECIAL_USE_TLDS = new Set([
  'arpa',
  'invalid',
  'local',
  'localhost',
  'onion',
  'test',
  'alt',
  'internal',
]);
const encoder = new TextEncoder();

const ASCII = /^[\x00-\x7f]*$/;
const utf8Length = (s: string): number => (ASCII.test(s) ? s.length : encoder.encode(s).length);
/** The common case, checked in one pass: a dot-atom of plain ASCII atext. */
const PLAIN_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const PLAIN_DOMAIN = /^[a-z0-9.-]+$/;

function isAtext(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  if (c >= 0x80) return !UNICODE_SPACE.test(ch);
  return (
    (c >= 0x30 && c <= 0x39) ||
    (c >= 0x41 && c <= 0x5a) ||
    (c >= 0x61 && c <= 0x7a) ||
    ATEXT_SPECIALS.includes(ch)
  );
}

function fail(
  input: string,
  reason: string,
  local = '',
  domain = '',
  extracted: string | null = null,
): SyntaxResult {
  return { valid: false, reason, address: input, local, domain, extracted };
}

/** Splits at the @ that ends the local part, honouring a quoted local part. */
function split(s: string): { local: string; domain: string } | string {
  if (s.startsWith('"')) {
    let i = 1;
    while (i < s.length && s[i] !== '"') i += s[i] === '\\' ? 2 : 1;
    if (i >= s.length) return 'a quote in the name part is never closed';
    const local = s.slice(0, i + 1);
    const rest = s.slice(i + 1);
    if (!rest.startsWith('@')) {
      return rest.includes('@') ? 'text between the closing quote and the @' : 'no @ sign';
    }
    return { local, domain: rest.slice(1) };
  }
  const at = s.indexOf('@');
  if (at < 0) return 'no @ sign';
  if (s.indexOf('@', at + 1) >= 0) return 'more than one @ (an @ in the name part must be inside quotes)';
  return { local: s.slice(0, at), domain: s.slice(at + 1) };
}

function checkQuotedLocal(local: string): string | null {
  const body = local.slice(1, -1);
  for (let i = 0; i < body.length; i++) {
    // Controls were refused before parsing and `split` ended the body at the first unescaped quote,
    // so only what a backslash escapes is left to check.
    if (body[i] === '\\') {
      const next = body.charCodeAt(i + 1);
      if (!(next >= 32 && next <= 126)) return 'a backslash inside quotes must escape a printable character';
      i++;
    }
  }
  return null;
}

function checkDotAtomLocal(local: string): string | null {
  if (local.startsWith('.')) return 'the name part starts with a dot';
  if (local.endsWith('.')) return 'the name part ends with a dot (before the @)';
  if (local.includes('..')) return 'two dots in a row in the name part';
  if (PLAIN_LOCAL.test(local)) return null;
  for (const ch of local) {
    if (ch === '.' || isAtext(ch)) continue;
    if (UNICODE_SPACE.test(ch)) return 'contains a space';
    if (ch === '"') return 'a quote in the middle of the name part (quotes must enclose all of it)';
    return `contains "${ch}", which is only allowed inside quotes`;
  }
  return null;
}

function checkLocal(local: string): string | null {
  if (local === '') return 'nothing before the @';
  const quoted = local.length >= 2 && local.startsWith('"') && local.endsWith('"');
  const problem = quoted ? checkQuotedLocal(local) : checkDotAtomLocal(local);
  if (problem) return problem;
  if (utf8Length(local) > 64) return 'the name part is longer than 64 characters';
  return null;
}

/** Returns the ASCII domain, or a reason it is not a mail domain. */
function checkDomain(raw: string): { ascii: string } | string {
  if (raw === '') return 'nothing after the @';
  if (raw.startsWith('[')) {
    return 'IP-address domains (like [192.0.2.1]) are not accepted by public mail servers; use a domain name';
  }
  const lower = raw.toLowerCase();
  const plain = PLAIN_DOMAIN.test(lower);
  const domain = plain ? lower : lower.normalize('NFC');
  if (domain.startsWith('.')) return 'the domain starts with a dot';
  if (domain.endsWith('.')) return 'the domain ends with a dot';
  if (domain.includes('..')) return 'two dots in a row in the domain';
  for (const ch of plain ? '' : domain) {
    if (ch === '.' || ch === '-' || /[a-z0-9]/.test(ch)) continue;
    if (UNICODE_SPACE.test(ch)) return 'contains a space';
    if (ch.charCodeAt(0) < 0x80 || !DOMAIN_UNICODE_CHAR.test(ch)) {
      return `the domain contains "${ch}", which domain names cannot contain`;
    }
  }
  if (!domain.includes('.')) return 'the domain has no dot';
  const ascii = toAsciiDomain(domain);
  if (ascii === null) {
    return domain.split('.').some((l) => l.startsWith('xn--'))
      ? 'a part of the domain is not valid punycode (xn--)'
      : 'the domain cannot be converted to its ASCII form';
  }
  const labels = ascii.split('.');
  for (const label of labels) {
    if (label.length > 63) return 'a part of the domain is longer than 63 characters';
    if (label.startsWith('-')) return 'a part of the domain starts with a hyphen';
    if (label.endsWith('-')) return 'a part of the domain ends with a hyphen';
  }
  for (const label of labels) {
    if (label.slice(2, 4) === '--' && !label.startsWith('xn--'))
      return 'a part of the domain has two hyphens in its third and fourth places, which only punycode (xn--) may have';
  }
  const tld = labels.at(-1)!;
  if (/^[0-9]+$/.test(tld)) {
    return 'the domain ends in a number, like an IP address; use a domain name';
  }
  if (!/^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld)) {
    return `".${tld}" cannot end a domain: top-level domains are two or more letters`;
  }
  if (SPECIAL_USE_TLDS.has(tld)) {
    return `".${tld}" is reserved for local or special use: no mail is delivered there over the internet`;
  }
  if (ascii.length > 253) return 'the domain is longer than 253 characters';
  return { ascii };
}

/** Display name plus angle brackets (`Jane Doe <jane@x.com>` or `<jane@x.com>`). */
const DISPLAY_NAME = /^([^<>]*)<([^<>]+)>$/;

export function checkSyntax(input: string): SyntaxResult {
  const trimmed = input.trim();
  // One spelling of each character (NFC) before anything is checked or measured: `e` + a combining
  // accent and `é` are the same name, and some characters become others (U+037E is `;`).
  const s = ASCII.test(trimmed) ? trimmed : trimmed.normalize('NFC');
  if (s === '') return fail(s, 'the address is empty');
  // A combining mark after an ASCII character joins it into another (`<` + U+0338 is `≮`): the
  // character typed would vanish from sight, so such input is refused, not normalized.
  const asciiCount = (t: string) => t.replace(/[^\x00-\x7f]/g, '').length;
  if (s !== trimmed && asciiCount(s) < asciiCount(trimmed)) {
    return fail(trimmed, 'contains an accent joined to a plain character, which changes it into another');
  }
  if (CONTROL.test(s)) return fail(s, 'contains a control character');
  if (LONE_SURROGATE.test(s)) return fail(s, 'contains a broken character (half of a character pair)');
  if (INVISIBLE.test(s)) return fail(s, 'contains an invisible character (such as a zero-width space)');
  if (BIDI.test(s)) return fail(s, 'contains an invisible text-direction character');

  const named = DISPLAY_NAME.exec(s);
  if (named) {
    const inner = checkSyntax(named[2]!);
    return fail(
      s,
      'contains a display name or angle brackets; only the address itself can be checked',
      inner.local,
      inner.domain,
      inner.valid ? inner.address : null,
    );
  }

  const parts = split(s);
  if (typeof parts === 'string') return fail(s, parts);
  const { local } = parts;
  const domain = checkDomain(parts.domain);
  const lowerDomain = parts.domain.toLowerCase();
  const localProblem = checkLocal(local);
  if (localProblem)
    return fail(s, localProblem, local, typeof domain === 'string' ? lowerDomain : domain.ascii);
  if (typeof domain === 'string') return fail(`${local}@${lowerDomain}`, domain, local, lowerDomain);

  const address = `${local}@${domain.ascii}`;
  if (utf8Length(address) > 254) {
    return fail(address, 'the address is longer than 254 characters', local, domain.ascii);
  }
  return { valid: true, reason: null, address, local, domain: domain.ascii, extracted: null };
}
