import { toAsciiDomain } from './idna';

/**
 * Turns what a person types as "the company" into a mail domain: a URL, a host with a port or path,
 * `www.` prefixes, upper case or an IDN all become a lower-case ASCII domain. Returns null when what
 * is left is not a domain name (no dot, spaces, bad characters).
 */
export function normalizeDomainInput(input: string): string | null {
  let s = input.trim().toLowerCase();
  if (s === '') return null;
  s = s.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  s = s.replace(/^[^/@]*@/, '');
  s = s.split(/[/?#]/)[0]!.replace(/:\d*$/, '').replace(/\.$/, '');
  s = s.replace(/^www\d?\./, '');
  if (!s.includes('.') || /[\s_,;:'"<>[\]\\]/.test(s)) return null;
  const ascii = toAsciiDomain(s.normalize('NFC'));
  if (ascii === null) return null;
  const labels = ascii.split('.');
  const ok = labels.every((l) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(l));
  return ok && !/^\d+$/.test(labels.at(-1)!) ? ascii : null;
}
