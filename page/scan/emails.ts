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
import {
  OBFUSCATION_HINT,
  accepted,
  emailsInText,
  mailtoAddresses,
  type ScanOptions,
} from '../../core/email-text';
import { hiddenByMarkup } from './hidden';
import { PROTECTED_LINK, SCRAMBLED, unscrambled, xorDecoded } from './mail-links';

export { MAIL_LINK, linkTargets } from './mail-links';

/** `split`: an element's text that shows an address across its children, a hidden part left out. */
export type EmailSource = 'text' | 'mailto' | 'attribute' | 'split';

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
// `email`: a webmail sender's element (its text is the name).
const ADDRESS_ATTRS = ['data-email', 'data-mail', 'data-address', 'email'];

const SKIP_SELECTOR = `${[...SKIP_TAGS].join(',')}, ${EDITOR}, a[href^="mailto:" i]`;

/** Open shadow roots nested deeper than this are not scanned (no real page comes near it). */
export const MAX_SHADOW_DEPTH = 32;

/**
 * Yields each address found in a subtree, as it walks. Open shadow roots are walked after the tree
 * that holds them, from a queue rather than by recursion, so thousands of nested roots cannot exhaust
 * the stack; past MAX_SHADOW_DEPTH levels they are left alone.
 */
export function* emailsIn(
  root: ParentNode,
  options: ScanOptions = { obfuscated: true },
): Generator<FoundEmail> {
  const queue: [ParentNode, number][] = [[root, 0]];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [tree, depth] = next;
    yield* emailsInTree(tree, options, (shadow) => {
      if (depth < MAX_SHADOW_DEPTH) queue.push([shadow, depth + 1]);
    });
  }
}

function* emailsInTree(
  root: ParentNode,
  options: ScanOptions,
  onShadow: (shadow: ShadowRoot) => void,
): Generator<FoundEmail> {
  const doc = (root as Node).ownerDocument ?? (root as Document);
  // A plain native walk (no filter callback per node). Measured against an XPath preselection of
  // candidate text nodes: no faster, and its one native call is a long task on big pages.
  const walker = doc.createTreeWalker(root as Node, 0x1 | 0x4 /* elements | text */);
  const splitSeen = new Set<Element>();
  // The text before this one: an "@" that ends it makes a handle of an address that starts this one
  // ("@<bdi>jane@social.example</bdi>", a forum's mention of a federated account).
  let previous = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === 3) {
      const text = (node as Text).data;
      const handle = previous.endsWith('@');
      previous = text;
      const at = text.includes('@');
      if (!at && (text.length < 4 || !(options.obfuscated && OBFUSCATION_HINT.test(text)))) continue;
      if (node.parentElement?.closest(SKIP_SELECTOR)) continue;
      let found = false;
      if (text.length >= 6)
        for (const m of emailsInText(text, options)) {
          found = true;
          if (!(handle && m.start === 0)) yield { ...m, node, source: 'text' };
        }
      if (at && !found) yield* splitAddress(node as Text, options, splitSeen);
      else if (!found) yield* splitObfuscated(node as Text, options, splitSeen);
    } else if ((node as Element).shadowRoot) onShadow((node as Element).shadowRoot!);
  }
  // An image map's area is a link too ("<area shape="rect" href="mailto:…">" over a footer's picture).
  for (const a of root.querySelectorAll('a[href^="mailto:" i], area[href^="mailto:" i]')) {
    const targets = mailtoAddresses(a.getAttribute('href')!);
    for (const address of targets) yield { address, node: a, source: 'mailto' };
    // The address the link shows, when it is not the one it opens (a list archive's sender, a
    // personal address shown over a work one). One that ends with the address it opens is that
    // address glued to a label in markup styled apart ("Email us" over "hello@shakuro.com", two
    // spans shown one at a time, read "ushello@shakuro.com").
    for (const m of emailsInText(linkLines(a), options))
      if (!targets.some((t) => m.address.endsWith(t)))
        yield { address: m.address, node: a, source: 'mailto' };
  }
  // A mail link scrambled for robots, as a common content management system writes it; a click
  // unscrambles it ("E-Mail senden" over javascript:linkTo_UnCryptMailto('nbjmup+…')). Or one a web
  // archive's copy of the page points through the archive.
  for (const a of root.querySelectorAll(SCRAMBLED)) {
    const href = unscrambled(a);
    for (const address of href ? mailtoAddresses(href) : []) yield { address, node: a, source: 'mailto' };
  }
  // An address a web host hides from robots until the page's own script decodes it ("[email protected]"
  // shown, the address in a data attribute): read as that script would, in case it has not run.
  for (const el of root.querySelectorAll('[data-cfemail]')) {
    if (el.closest(PROTECTED_LINK) || handleOrPath(el)) continue; // the link yields it
    const address = mailtoAddresses(`mailto:${xorDecoded(el.getAttribute('data-cfemail')!)}`)[0];
    const shown = el.firstChild?.nodeType === 3 ? (el.firstChild as Text) : null;
    if (address)
      yield shown
        ? { address, node: shown, source: 'text', start: 0, end: shown.data.length }
        : { address, node: el, source: 'attribute' };
  }
  for (const el of root.querySelectorAll(ADDRESS_ATTRS.map((a) => `[${a}*="@"]`).join(','))) {
    for (const attr of ADDRESS_ATTRS) {
      const value = el.getAttribute(attr);
      const address = value ? accepted(value.trim(), '') : null;
      if (address) yield { address, node: el, source: 'attribute' };
    }
  }
}

/** A block in a link: its text is a line of its own ("<p>Email</p><p>hello@acme.com</p>"). */
const BLOCK = /^(?:p|div|li|dd|dt|h[1-6]|address|br|tr|td|th)$/;

/**
 * A link's text with a line break between its blocks' texts, as it shows: a card's label over its
 * address is not glued to it ("Email" over "hello@upliftdesk.com", not "Emailhello@…").
 */
function linkLines(a: Element): string {
  const walker = a.ownerDocument.createTreeWalker(a, 0x4 /* text */);
  let out = '';
  let block: Element | null = null;
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    let own = n.parentElement!;
    while (own !== a && !BLOCK.test(own.localName)) own = own.parentElement!;
    out += block && own !== block ? `\n${n.nodeValue}` : n.nodeValue;
    block = own;
  }
  return out;
}

/**
 * Whether the text just before a protected address makes it no address: an "@" (a federated social
 * network's handle, "@nlnet@social.nlnet.nl") or a web address running up to it (a profile's path,
 * "https://community.example.org/user/jane@lemmy.world").
 */
function handleOrPath(el: Element): boolean {
  const before = el.previousSibling ?? el.parentElement?.previousSibling;
  const text = before?.nodeType === 3 ? (before as Text).data : '';
  return text.endsWith('@') || /\/\/\S*$/.test(text);
}

/**
 * An address a site shows across elements with a word hidden inside it for robots, as content
 * management systems do: "info@<i class="hidden">clutter</i>eawag.ch" shows "info@eawag.ch". Read
 * from the text's parent when it holds a hidden child and is short; each parent once.
 */
function* splitAddress(node: Text, options: ScanOptions, seen: Set<Element>): Generator<FoundEmail> {
  const el = node.parentElement;
  if (!el || seen.has(el) || (el.textContent?.length ?? 0) > 120) return;
  seen.add(el);
  if (![...el.children].some(hiddenByMarkup)) return;
  // Its text, but for what is inside a hidden element under it.
  const shown = (t: Node) => {
    for (let e = t.parentElement; e && e !== el; e = e.parentElement) if (hiddenByMarkup(e)) return false;
    return true;
  };
  let text = '';
  const walker = el.ownerDocument.createTreeWalker(el, 0x4 /* text */);
  for (let t = walker.nextNode(); t; t = walker.nextNode()) if (shown(t)) text += (t as Text).data;
  for (const m of emailsInText(text, options)) yield { address: m.address, node: el, source: 'split' };
}

/**
 * An address written in words across elements, each part in its own ("<span class="u">jane</span>
 * [at] <span class="d">example [dot] com</span>", as a content management system's spam guard writes
 * it): read from the text's parent when it is short; each parent once.
 */
function* splitObfuscated(node: Text, options: ScanOptions, seen: Set<Element>): Generator<FoundEmail> {
  const el = node.parentElement;
  if (!el || seen.has(el) || (el.textContent?.length ?? 0) > 120) return;
  seen.add(el);
  for (const m of emailsInText(el.textContent ?? '', options))
    yield { address: m.address, node: el, source: 'split', obfuscated: true };
}

export function findEmails(root: ParentNode, options: ScanOptions = { obfuscated: true }): FoundEmail[] {
  return [...emailsIn(root, options)];
}

/** Email fields the user types into: they get a typo hint, never a verification. */
export function emailInputs(root: ParentNode): HTMLInputElement[] {
  return [...root.querySelectorAll<HTMLInputElement>('input[type="email" i]')];
}
