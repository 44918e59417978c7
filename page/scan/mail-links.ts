/**
 * Mail links a page hides from robots: scrambled by a content management system, protected by a web
 * host until its script runs, or pointed through a web archive. What they open, decoded as the page's
 * own script would (emails.ts reads them; the people finders ask which addresses a link opens).
 */
import { mailtoAddresses } from '../../core/email-text';

export const PROTECTED_LINK = 'a[href*="/cdn-cgi/l/email-protection#" i]';
/** A mail link as a web archive saved it: "https://web.archive.org/web/20070228213001/mailto:…". */
const ARCHIVED = /^(?:https?:\/\/web\.archive\.org)?\/web\/\d{4,14}[a-z_]*\/mailto:/i;
export const SCRAMBLED = `a[href^="javascript:linkTo_UnCryptMailto(" i], a[data-mailto-token], ${PROTECTED_LINK}, a[href*="/mailto:" i]`;
/** A mail link, plain, scrambled or protected. */
export const MAIL_LINK = `a[href^="mailto:" i], ${SCRAMBLED}`;

/** The addresses a mail link (MAIL_LINK) opens. */
export function linkTargets(a: Element): string[] {
  const href = a.getAttribute('href') ?? '';
  return mailtoAddresses(/^mailto:/i.test(href) ? href : (unscrambled(a) ?? ''));
}

/**
 * A web host's protected address: hex pairs, the first a key that each following byte is XORed with,
 * the bytes UTF-8. Empty when it is not that (too short, odd length, not hex, longer than a mail link).
 */
export function xorDecoded(hex: string): string {
  if (hex.length < 4 || hex.length > 600 || hex.length % 2 || !/^[0-9a-f]+$/i.test(hex)) return '';
  const key = parseInt(hex.slice(0, 2), 16);
  const bytes = new Uint8Array(hex.length / 2 - 1);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 + 2 * i, 4 + 2 * i), 16) ^ key;
  return new TextDecoder().decode(bytes);
}

/**
 * The mailto link a scrambled one stands for: each character shifted within its range (digits and
 * `+,-./:`; `@` and capitals; small letters) by the site's offset, which the link does not say: the
 * one of -10 to 10 that makes it start "mailto:"; a web host's protected one decoded; an archived one
 * without the archive's prefix. Null when none does.
 */
export function unscrambled(a: Element): string | null {
  const href = a.getAttribute('href') ?? '';
  const hash = href.indexOf('#');
  if (/\/cdn-cgi\/l\/email-protection#/i.test(href)) return `mailto:${xorDecoded(href.slice(hash + 1))}`;
  if (ARCHIVED.test(href)) return href.slice(href.search(/mailto:/i));
  const token =
    a.getAttribute('data-mailto-token') ??
    /^javascript:linkTo_UnCryptMailto\(\s*['"]([^'"]{1,300})['"]/i.exec(a.getAttribute('href') ?? '')?.[1];
  // As long as a mail link is: a page cannot make us shift megabytes twenty times.
  if (!token || token.length > 300) return null;
  const text = token.replace(/\\(.)/g, '$1');
  for (let offset = -10; offset <= 10; offset++) {
    const out = [...text].map((ch) => shifted(ch, offset)).join('');
    if (offset && out.startsWith('mailto:')) return out;
  }
  return null;
}

const RANGES: [number, number][] = [
  [0x2b, 0x3a],
  [0x40, 0x5a],
  [0x61, 0x7a],
];
function shifted(ch: string, offset: number): string {
  const n = ch.charCodeAt(0);
  const range = RANGES.find(([from, to]) => n >= from && n <= to);
  if (!range) return ch;
  const [from, to] = range;
  const size = to - from + 1;
  return String.fromCharCode(from + ((((n - from + offset) % size) + size) % size));
}
