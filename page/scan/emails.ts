/**
 * Finds email addresses in a DOM subtree: text nodes (a TreeWalker, with a cheap `@` check before any
 * regex), `mailto:` links (percent-decoded, query dropped, several recipients), a few attributes that
 * carry addresses, and open shadow roots. Bracketed obfuscations (`jane [at] acme [dot] com`,
 * `jane(at)acme.com`) are found when asked. Frames scan themselves: the content script runs in each.
 *
 * Skipped: script, style, noscript, template, form fields, editable regions and code editors.
 * Near-misses that are not addresses are refused: `logo@2x.png` (a file extension, a retina suffix), `pkg@1.2.3` (numeric), `git@host:repo.git` (followed by `:path`), `user@localhost` and
 * `foo@bar` (no dot), CSS `@media` and decorators (nothing before the @), long hex ids.
 */
import { checkSyntax } from '../../core/checks/syntax';

export type EmailSource = 'text' | 'mailto' | 'attribute';

export interface FoundEmail {
  /** Normalized: trimmed, domain lower-case ASCII. */
  address: string;
  /** The text node (source `text`) or the element (`mailto`, `attribute`) it was found in. */
  node: Node;
  source: EmailSource;
  /** For text: where in the node's text it is. */
  start?: number;
  end?: number;
  obfuscated?: boolean;
}

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
const SKIP_TAGS = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'TEXTAREA',
  'INPUT',
  'SELECT',
  'OPTION',
  'SVG',
  'CANVAS',
  'IFRAME',
  'OBJECT',
]);
const EDITOR =
  '.CodeMirror, .cm-editor, .monaco-editor, .ace_editor, [contenteditable=""], [contenteditable="true"], [role="textbox"]';
const ADDRESS_ATTRS = ['data-email', 'data-mail', 'data-address'];

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
const OBFUSCATION_HINT = /[[({]\s*at\s*[\])}]/i;

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

function accepted(raw: string, after: string): string | null {
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

const SKIP_SELECTOR = `${[...SKIP_TAGS].join(',')}, ${EDITOR}, a[href^="mailto:" i]`;

/** Yields each address found in a subtree, as it walks. */
export function* emailsIn(
  root: ParentNode,
  options: ScanOptions = { obfuscated: true },
): Generator<FoundEmail> {
  const doc = (root as Node).ownerDocument ?? (root as Document);
  const shadows: ShadowRoot[] = [];
  // A plain native walk (no filter callback per node). Measured against an XPath preselection of
  // candidate text nodes: no faster, and its one native call is a long task on big pages.
  const walker = doc.createTreeWalker(root as Node, 0x1 | 0x4 /* elements | text */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === 3) {
      const text = (node as Text).data;
      if (text.length < 6 || !(text.includes('@') || (options.obfuscated && OBFUSCATION_HINT.test(text))))
        continue;
      if (node.parentElement?.closest(SKIP_SELECTOR)) continue;
      for (const m of emailsInText(text, options)) yield { ...m, node, source: 'text' };
    } else if ((node as Element).shadowRoot) shadows.push((node as Element).shadowRoot!);
  }
  for (const a of root.querySelectorAll('a[href^="mailto:" i]')) {
    for (const address of mailtoAddresses(a.getAttribute('href')!))
      yield { address, node: a, source: 'mailto' };
  }
  for (const el of root.querySelectorAll(ADDRESS_ATTRS.map((a) => `[${a}*="@"]`).join(','))) {
    for (const attr of ADDRESS_ATTRS) {
      const value = el.getAttribute(attr);
      const address = value ? accepted(value.trim(), '') : null;
      if (address) yield { address, node: el, source: 'attribute' };
    }
  }
  for (const shadow of shadows) yield* emailsIn(shadow, options);
}

export function findEmails(root: ParentNode, options: ScanOptions = { obfuscated: true }): FoundEmail[] {
  return [...emailsIn(root, options)];
}

/** Email fields the user types into: they get a typo hint, never a verification. */
export function emailInputs(root: ParentNode): HTMLInputElement[] {
  return [...root.querySelectorAll<HTMLInputElement>('input[type="email" i]')];
}
