/** The words of a page's text as the people finders read them: letters for matching, an element's text by lines. */

/** ASCII letters only, accents dropped, lower case: "Jean-Paul Müller" → "jeanpaulmuller", "Michał" → "michal". */
export const letters = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    // Letters that no accent makes, as addresses spell them: "Michał" is michal@, "Søren" soren@.
    .replace(/[łøđıßæœþ]/g, (c) => LATIN[c]!)
    .replace(/[^a-z]/g, '');
const LATIN: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', ı: 'i', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th' };

/** A name with its umlauts as German addresses spell them, "oe" for "ö" ("Röber" → "Roeber"), else itself. */
export const umlautSpelled = (s: string) => s.replace(/[äöü]/gi, (c) => UMLAUT[c.toLowerCase()]!);
const UMLAUT: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue' };

/** A display name in small letters, two or three words ("rob cheung"), as networks show some. */
export const SMALL_NAME = /^\p{Ll}{2,}(?: \p{Ll}{2,}){1,2}$/u;

/** Each word's first letter in capitals, as a name written in small letters is read ("kyla scanlon"). */
export const capitalised = (s: string) => s.replace(/(^|\s)\p{Ll}/gu, (c) => c.toUpperCase());

/** Letters and digits only, lower case: "Acme Corp." → "acmecorp". */
export const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Whether a link's address is titled with its own words: its last part ("/2020/05/florence-nightingale-
 * data-analyst.html"), or a part that adds only the page's number ("/threads/empty-pia-flights.783696/
 * post-14664694"): a post's title, not a name.
 */
export function titlesItsPage(a: Element, line: string): boolean {
  const words = slug(line);
  if (!words) return false;
  const parts = (a.getAttribute('href') ?? '').split(/[?#]/)[0]!.replace(/\/$/, '').split('/');
  const last = slug(parts.at(-1)!.replace(/\.[a-z]{2,5}$/i, ''));
  return (
    last === words ||
    parts.some((part) => {
      const s = slug(part);
      return s.startsWith(words) && /^\d*$/.test(s.slice(words.length));
    })
  );
}

/** An element's words, spaces collapsed, without the soft hyphens a line may break at ("PE&shy;TER"). */
export const text = (el: Element | null | undefined) => {
  const t = el?.textContent ?? '';
  return /\s\s|[\n\t\r\u00ad]/.test(t)
    ? t
        .replace(/\u00ad/g, '')
        .replace(/\s+/g, ' ')
        .trim()
    : t.trim();
};

/**
 * A microdata property's value as the HTML standard reads it: a `<meta>`'s is its `content` (a byline
 * whose name is only in data, `<meta itemprop="name" content="Diêgo Holanda">`), any other element's
 * its text, as `read` reads it.
 */
export const itemValue = (el: Element | null | undefined, read: (el: Element) => string = text) =>
  !el
    ? ''
    : el.localName === 'meta'
      ? (el.getAttribute('content') ?? '').replace(/\s+/g, ' ').trim()
      : read(el);

/**
 * An element's words with a space between each text node's: "Jakob Ulbrich" and a "Follow" button
 * beside it are two words, not "UlbrichFollow" (`textContent` glues them).
 */
export function spacedText(el: Element): string {
  const walker = el.ownerDocument.createTreeWalker(el, 0x4 /* text */);
  const parts: string[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) if (!unseen(n)) parts.push(n.nodeValue!);
  return parts
    .join(' ')
    .replace(/\u00ad/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A script's or a style's text inside the element, which no one sees ("<strong><script>function
 * ga4_link70() …</script><a>Danielle DeSiato</a></strong>").
 */
const unseen = (n: Node) => /^(?:script|style|template|noscript)$/.test(n.parentElement?.localName ?? '');

const BLOCK =
  /^(p|div|li|dd|dt|h[1-6]|section|header|footer|figcaption|address|blockquote|tr|td|th|ul|ol|dl|table|br)$/i;

/**
 * An element's words as `spacedText` gives them, with a bar where a line breaks between its blocks:
 * "<p><a>Barbara Stiegler</a></p><p>Philosophe, …</p>" is "Barbara Stiegler | Philosophe, …", where
 * a byline's name ends. A block's end breaks the line too ("<h5><a>Tadeusz Koczanowicz</a></h5><a>
 * Polityka</a>" is "Tadeusz Koczanowicz | Polityka"). A button's label is a control's, none of the
 * line's words ("<button>…<span>Link Copied</span></button>" in a byline's share bar).
 */
export function linedText(el: Element): string {
  const walker = el.ownerDocument.createTreeWalker(el, 0x1 | 0x4 /* elements and text */);
  const buttons = el.getElementsByTagName('button').length > 0;
  let out = '';
  let broke = false;
  let block: Element | null = null;
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (n.nodeType === 1) {
      if (BLOCK.test((n as Element).localName)) broke = true;
      continue;
    }
    const t = n.nodeValue!.replace(/\u00ad/g, '').replace(/\s+/g, ' ');
    if (!t.trim() || (buttons && inButton(n, el)) || unseen(n)) continue;
    const own = blockOf(n, el);
    // A word's last letter set in an element of its own for its spacing ("Will Knigh<span>t</span>")
    // is no word of its own.
    if (!broke && own === block && /^\p{Ll}$/u.test(n.nodeValue!) && /\p{L}$/u.test(out)) out += t;
    else out += (broke || (block && own !== block)) && out ? ` | ${t}` : ` ${t}`;
    broke = false;
    block = own;
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** Whether a node is in a button inside `root`. */
function inButton(n: Node, root: Element): boolean {
  const button = n.parentElement!.closest('button');
  return !!button && button !== root && root.contains(button);
}

/** The nearest block around a node, inside `root` (or `root`). */
function blockOf(n: Node, root: Element): Element {
  let at = n.parentElement!;
  while (at !== root && !BLOCK.test(at.localName)) at = at.parentElement!;
  return at;
}

/**
 * The page's own text nodes, in order, not a script's or a style's; at most `max` nodes are looked at
 * (the skipped ones count).
 */
export function* pageTexts(doc: Document, max = Infinity): Generator<Text> {
  if (!doc.body) return;
  const walker = doc.createTreeWalker(doc.body, 0x4 /* text */);
  for (let n = walker.nextNode(), i = 0; n && i < max; n = walker.nextNode(), i++)
    if (!/^(script|style|noscript|template)$/i.test(n.parentElement?.localName ?? '')) yield n as Text;
}

/** Whether words come before `el` among its siblings: a bold that leads its block has none; a badge after a name has. */
export function wordsBefore(el: Element): boolean {
  for (let n = el.previousSibling; n; n = n.previousSibling) if (n.textContent?.trim()) return true;
  return false;
}

/** An element's first text that is not blank ("Posted by …", a card's name), without reading the rest. */
export function firstText(el: Element): Text | null {
  const walker = el.ownerDocument.createTreeWalker(el, 0x4 /* text */);
  let n = walker.nextNode();
  while (n && !n.nodeValue!.trim()) n = walker.nextNode();
  return n as Text | null;
}

/**
 * An element's `textContent` if it has at most `max` characters, else null, read no further than
 * that: a heading's neighbour may be a 10,000-row table (1 MB of text, 13 ms to read whole).
 */
export function shortText(el: Element, max: number): string | null {
  const walker = el.ownerDocument.createTreeWalker(el, 0x4 /* text */);
  let out = '';
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    out += n.nodeValue!;
    if (out.length > max) return null;
  }
  return out;
}

/**
 * The first `n` of a list, read no further: `[...list].slice(0, n)` wraps every element of a page-wide
 * list (10,000 rows on a large table) to keep a few hundred.
 */
export function firstOf<T>(list: ArrayLike<T>, n: number): T[] {
  const out: T[] = [];
  for (let i = 0; i < n; i++) {
    const item = list[i];
    if (item === undefined) break;
    out.push(item);
  }
  return out;
}

/**
 * The item's lines of text, in order, each once (a visible and a screen-reader copy are one), and
 * the element each is first written in (where a badge for that line goes).
 */
export function lines(el: Element, max = 12): { texts: string[]; owners: (Element | null)[] } {
  const texts: string[] = [];
  const owners: (Element | null)[] = [];
  const walker = el.ownerDocument.createTreeWalker(el, 0x4 /* text */);
  for (let n = walker.nextNode(); n && texts.length < max; n = walker.nextNode()) {
    const t = (n as Text).data.replace(/\s+/g, ' ').trim();
    if (!t || texts.includes(t)) continue;
    texts.push(t);
    owners.push(n.parentElement);
  }
  return { texts, owners };
}

/**
 * What a screen reader alone is told ("<span class="screenreader">Written by</span><span
 * aria-hidden="true">by </span>").
 */
const READER_ONLY = '.sr-only, .screen-reader-text, .screenreader, .visually-hidden';

/** A box's words as the eye reads them: without the copies for screen readers. */
export function unread(box: Element): string {
  let t = box.textContent ?? '';
  for (const copy of box.querySelectorAll(READER_ONLY)) t = t.replace(copy.textContent ?? '', '');
  return t;
}

/**
 * A picture with words that describe it: an image, or an AMP page's `amp-img`, which holds the same
 * words until the page's script puts an image inside it.
 */
export const DESCRIBED_PICTURE = 'img[alt], amp-img[alt]';

/**
 * A picture's credit's label: it names the photographer or the illustrator, no one the page presents
 * ("Foto: Michael Hudler", "Text: Christian Seiler, Fotos: Markus Roost").
 */
export const PICTURE_CREDIT =
  /^(?:fotos?|photos?|bild(?:er)?|images?|credits?|photograph\w*|fotograf\w*|illustration\w*)$/i;
