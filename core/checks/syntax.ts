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
  /**
   * Why it is invalid, as a code (`local-dots`, `domain-char|;`), else null: `describeProblem` in
   * problems.ts says it in words. Codes keep the words out of the content script, which only needs
   * to know whether an address is valid.
   */
  problem: string | null;
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
export const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff\u00ad]/;
const BIDI = /[\u202a-\u202e\u2066-\u2069\u200e\u200f]/;
const UNICODE_SPACE = /[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/;
/** Letters, marks, digits and emoji (emoji domains exist); IDNA then refuses what it does not allow. */
const DOMAIN_UNICODE_CHAR = /^[\p{L}\p{M}\p{N}\p{Emoji_Presentation}]$/u;
/**
 * Special-use names (RFC 6761, RFC 9476, ICANN's .internal) that the public DNS never resolves for
 * mail: an address there can be typed but never delivered.
 */
/** Two or more letters, or punycode. */
const TLD_SHAPE = /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
export const SPECIAL_USE_TLDS = new Set([
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
export const utf8Length = (s: string): number => (ASCII.test(s) ? s.length : encoder.encode(s).length);
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
  problem: string,
  local = '',
  domain = '',
  extracted: string | null = null,
): SyntaxResult {
  return { valid: false, problem, address: input, local, domain, extracted };
}

/** Splits at the @ that ends the local part, honouring a quoted local part. */
function split(s: string): { local: string; domain: string } | string {
  if (s.startsWith('"')) {
    let i = 1;
    while (i < s.length && s[i] !== '"') i += s[i] === '\\' ? 2 : 1;
    if (i >= s.length) return 'quote-open';
    const local = s.slice(0, i + 1);
    const rest = s.slice(i + 1);
    if (!rest.startsWith('@')) {
      return rest.includes('@') ? 'after-quote' : 'no-at';
    }
    return { local, domain: rest.slice(1) };
  }
  const at = s.indexOf('@');
  if (at < 0) return 'no-at';
  if (s.indexOf('@', at + 1) >= 0) return 'many-at';
  return { local: s.slice(0, at), domain: s.slice(at + 1) };
}

function checkQuotedLocal(local: string): string | null {
  const body = local.slice(1, -1);
  for (let i = 0; i < body.length; i++) {
    // Controls were refused before parsing and `split` ended the body at the first unescaped quote,
    // so only what a backslash escapes is left to check.
    if (body[i] === '\\') {
      const next = body.charCodeAt(i + 1);
      if (!(next >= 32 && next <= 126)) return 'escape';
      i++;
    }
  }
  return null;
}

function checkDotAtomLocal(local: string): string | null {
  if (local.startsWith('.')) return 'local-dot-start';
  if (local.endsWith('.')) return 'local-dot-end';
  if (local.includes('..')) return 'local-dots';
  if (PLAIN_LOCAL.test(local)) return null;
  for (const ch of local) {
    if (ch === '.' || isAtext(ch)) continue;
    if (UNICODE_SPACE.test(ch)) return 'space';
    if (ch === '"') return 'mid-quote';
    return `local-char|${ch}`;
  }
  return null;
}

function checkLocal(local: string): string | null {
  if (local === '') return 'local-empty';
  const quoted = local.length >= 2 && local.startsWith('"') && local.endsWith('"');
  const problem = quoted ? checkQuotedLocal(local) : checkDotAtomLocal(local);
  if (problem) return problem;
  if (utf8Length(local) > 64) return 'local-long';
  return null;
}

/** Returns the ASCII domain, or a reason it is not a mail domain. */
function checkDomain(raw: string): { ascii: string } | string {
  if (raw === '') return 'domain-empty';
  if (raw.startsWith('[')) {
    return 'ip-literal';
  }
  const lower = raw.toLowerCase();
  const plain = PLAIN_DOMAIN.test(lower);
  const domain = plain ? lower : lower.normalize('NFC');
  if (domain.startsWith('.')) return 'domain-dot-start';
  if (domain.endsWith('.')) return 'domain-dot-end';
  if (domain.includes('..')) return 'domain-dots';
  for (const ch of plain ? '' : domain) {
    if (ch === '.' || ch === '-' || /[a-z0-9]/.test(ch)) continue;
    if (UNICODE_SPACE.test(ch)) return 'space';
    if (ch.charCodeAt(0) < 0x80 || !DOMAIN_UNICODE_CHAR.test(ch)) {
      return `domain-char|${ch}`;
    }
  }
  if (!domain.includes('.')) return 'no-dot';
  const ascii = toAsciiDomain(domain);
  if (ascii === null) {
    return domain.split('.').some((l) => l.startsWith('xn--')) ? 'punycode' : 'idna';
  }
  const labels = ascii.split('.');
  for (const label of labels) {
    if (label.length > 63) return 'label-long';
    if (label[0] === '-') return 'label-hyphen-start';
    if (label[label.length - 1] === '-') return 'label-hyphen-end';
    if (label[2] === '-' && label[3] === '-' && !label.startsWith('xn--')) return 'label-hyphens';
  }
  const tld = labels.at(-1)!;
  if (/^[0-9]+$/.test(tld)) {
    return 'tld-number';
  }
  if (!TLD_SHAPE.test(tld)) {
    return `tld-letters|${tld}`;
  }
  if (SPECIAL_USE_TLDS.has(tld)) {
    return `tld-special|${tld}`;
  }
  if (ascii.length > 253) return 'domain-long';
  return { ascii };
}

const asciiCount = (t: string) => t.replace(/[^\x00-\x7f]/g, '').length;
/** Whether normalizing made an ASCII character vanish into another (`<` + U+0338 is `≮`). */
export const joinsAscii = (raw: string, nfc: string): boolean => asciiCount(nfc) < asciiCount(raw);

/** Display name plus angle brackets (`Jane Doe <jane@x.com>` or `<jane@x.com>`). */
const DISPLAY_NAME = /^([^<>]*)<([^<>]+)>$/;

export function checkSyntax(input: string): SyntaxResult {
  const trimmed = input.trim();
  // One spelling of each character (NFC) before anything is checked or measured: `e` + a combining
  // accent and `é` are the same name, and some characters become others (U+037E is `;`).
  const ascii = ASCII.test(trimmed);
  const s = ascii ? trimmed : trimmed.normalize('NFC');
  if (s === '') return fail(s, 'empty');
  // A combining mark after an ASCII character joins it into another (`<` + U+0338 is `≮`): the
  // character typed would vanish from sight, so such input is refused, not normalized.
  if (!ascii && joinsAscii(trimmed, s)) {
    return fail(trimmed, 'accent');
  }
  if (CONTROL.test(s)) return fail(s, 'control');
  if (!ascii && LONE_SURROGATE.test(s)) return fail(s, 'surrogate');
  if (INVISIBLE.test(s)) return fail(s, 'invisible');
  if (BIDI.test(s)) return fail(s, 'bidi');

  const named = DISPLAY_NAME.exec(s);
  if (named) {
    const inner = checkSyntax(named[2]!);
    return fail(s, 'display-name', inner.local, inner.domain, inner.valid ? inner.address : null);
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
    return fail(address, 'too-long', local, domain.ascii);
  }
  return { valid: true, problem: null, address, local, domain: domain.ascii, extracted: null };
}
