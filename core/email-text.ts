/**
 * Addresses in plain text: the pattern the page scanner and the right-click menu share, the plausibility
 * rules that refuse near-misses (`logo@2x.png`, `pkg@1.2.3`, `git@host:repo.git`, long hex ids), the
 * bracketed obfuscations (`jane [at] acme [dot] com`) and `mailto:` targets. No DOM.
 */
import { checkSyntax } from './checks/syntax';

export interface ScanOptions {
  obfuscated: boolean;
}

/** File extensions that look like top-level domains in `name@2x.png`-style strings. */
const FILE_EXTENSIONS = new Set([
  'png',
  'jpg',
  'jpeg',
  'gif',
  'svg',
  'webp',
  'avif',
  'ico',
  'bmp',
  'css',
  'js',
  'mjs',
  'ts',
  'tsx',
  'jsx',
  'json',
  'map',
  'html',
  'htm',
  'xml',
  'txt',
  'pdf',
  'zip',
  'gz',
  'tgz',
  'mp3',
  'mp4',
  'webm',
  'wasm',
  'woff',
  'woff2',
  'ttf',
  'lock',
  'yml',
  'yaml',
  'toml',
  'ini',
  'cfg',
  'log',
  'bak',
  'tmp',
  'exe',
  'dll',
  'so',
  'py',
  'rb',
  'go',
  'rs',
  'java',
  'kt',
  'swift',
  'php',
  'sh',
  'vue',
  'svelte',
  'scss',
  'less',
  'csv',
  'tsv',
  'sql',
  'db',
  'ps1',
]);
const LOCAL =
  "[A-Za-z0-9!#$%&'*+/=?^_`{|}~\\u00a0-\\uffff-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~\\u00a0-\\uffff-]+)*";
const DOMAIN =
  '[A-Za-z0-9\\u00a0-\\uffff](?:[A-Za-z0-9\\u00a0-\\uffff-]*[A-Za-z0-9\\u00a0-\\uffff])?(?:\\.[A-Za-z0-9\\u00a0-\\uffff](?:[A-Za-z0-9\\u00a0-\\uffff-]*[A-Za-z0-9\\u00a0-\\uffff])?)+';
/** An address in text (exported for the benchmark's baseline, which must use the same pattern). */
export const EMAIL = new RegExp(`(?<![A-Za-z0-9._%+-])(${LOCAL})@(${DOMAIN})`, 'g');
const AT = '\\s*[\\[({]\\s*at\\s*[\\])}]\\s*';
const DOT = '\\s*[\\[({]\\s*dot\\s*[\\])}]\\s*';
const OBFUSCATED = new RegExp(
  `([A-Za-z0-9._%+-]+)${AT}([A-Za-z0-9-]+(?:(?:${DOT}|\\.)[A-Za-z0-9-]+)+)`,
  'gi',
);
export const OBFUSCATION_HINT = /[[({]\s*at\s*[\])}]/i;

/** Whether a syntax-valid address is plausible on a page (see the near-misses above). */
export function isPlausible(address: string, after = ''): boolean {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const tld = domain.slice(domain.lastIndexOf('.') + 1);
  if (!/^[a-z]{2,24}$/.test(tld) && !tld.startsWith('xn--')) return false;
  if (FILE_EXTENSIONS.has(tld)) return false;
  if (/^\d+x\./.test(domain)) return false; // logo@2x.png
  if (/^:[^\s]/.test(after)) return false; // git@host:repo.git
  if (/^[0-9a-f]{16,}$/i.test(local)) return false; // message/commit ids
  return true;
}

export function accepted(raw: string, after: string): string | null {
  const syntax = checkSyntax(raw);
  return syntax.valid && isPlausible(syntax.address, after) ? syntax.address : null;
}

const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;

/**
 * `accepted` for a match of EMAIL, the common case made cheap: a match of printable ASCII already has
 * the shape the full check would confirm (a dot-atom name part, labels of letters, digits and inner
 * hyphens, no controls, quotes or brackets), so only the lengths of RFC 5321 are left, and the domain
 * is lower-cased. Punycode (`xn--`) and anything beyond ASCII get the full check. A unit test holds
 * the two to the same answers.
 */
export function acceptedMatch(raw: string, after: string): string | null {
  if (!PRINTABLE_ASCII.test(raw) || raw.includes('xn--')) return accepted(raw, after);
  const at = raw.indexOf('@');
  const domain = raw.slice(at + 1).toLowerCase();
  if (at > 64 || domain.length > 253 || raw.length > 254) return null;
  for (let i = 0, start = 0; i <= domain.length; i++) {
    if (i < domain.length && domain[i] !== '.') continue;
    if (i - start > 63) return null;
    start = i + 1;
  }
  const address = `${raw.slice(0, at)}@${domain}`;
  return isPlausible(address, after) ? address : null;
}

export function emailsInText(
  text: string,
  options: ScanOptions,
): { address: string; start: number; end: number; obfuscated: boolean }[] {
  const out: { address: string; start: number; end: number; obfuscated: boolean }[] = [];
  if (text.includes('@')) {
    for (const m of text.matchAll(EMAIL)) {
      const address = acceptedMatch(m[0], text.slice(m.index! + m[0].length, m.index! + m[0].length + 2));
      if (address) out.push({ address, start: m.index!, end: m.index! + m[0].length, obfuscated: false });
    }
  }
  if (options.obfuscated && OBFUSCATION_HINT.test(text)) {
    for (const m of text.matchAll(OBFUSCATED)) {
      const domain = m[2]!.replace(new RegExp(DOT, 'gi'), '.');
      const address = accepted(`${m[1]}@${domain}`, '');
      if (address) out.push({ address, start: m.index!, end: m.index! + m[0].length, obfuscated: true });
    }
  }
  return out;
}

export function mailtoAddresses(href: string): string[] {
  const body = href.replace(/^mailto:/i, '').split('?')[0]!;
  const out: string[] = [];
  for (const part of body.split(/[,;]/)) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      continue;
    }
    const address = accepted(decoded.trim(), '');
    if (address) out.push(address);
  }
  return out;
}
