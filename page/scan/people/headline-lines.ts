/**
 * A byline beside the page's headline, whatever its markup: a dated line with the name after a bar, a
 * line of its own that starts with "By", a name alone or a link to the writer's page beside the date;
 * and, anywhere, "By", names and the date as a line of its own (bylines.ts reads them among its
 * candidates). About 275 lines, kept whole: its forms share the headline they start from, its blocks'
 * lines read once and the tests of a line's date; bylines.ts asks only its two entry points.
 */
import { hiddenByMarkup } from '../hidden';
import { authorLink, linkedName } from './author-links';
import { DATED, listedNames } from './byline-names';
import { firstOf, shortText, spacedText, text } from './found';
import { linesOf } from './line-blocks';
import { onlyNames, personName } from './names';
import { pageHeadline } from './site';

/** A headline's last words in brackets that say who wrote it: "(by John Carmack)". */
const TITLE_BY = /\((?:by|von|par|por)\s+([^()]{4,80})\)\s*$/i;

/** "By" or its word alone, before the writer's element. */
const LED_ALONE = /^\s*(?:by|von|par|por|door)\s*$/i;

/** A line's lead, "By" or its word in the corpus's languages (a colon after it or not), and what follows it. */
const LED = /^(?:by|von|par|por|door):?\s+(.+)$/i;

/** An element's text when it is a whole line of its block, line breaks apart, or starts a dated one; else null. */
function ownLine(el: Element, blockLines: (block: Element) => string[]): string | null {
  // Eighty letters at most, the layout's spaces apart (a template indents each part of a line).
  const shown = shortText(el, 160)?.replace(/\s+/g, ' ').trim();
  if (!shown || shown.length > 80) return null;
  const block = el.closest('p, div, li, td, dd, section, article, header, center') ?? el;
  // Or its line's start, a separator and the date after it ("By Jane Roe • April 9, 2022").
  const dated = (l: string) =>
    l.startsWith(shown!) &&
    /^\s*[•·|–—-]\s*\S/u.test(l.slice(shown!.length)) &&
    DATED.test(l.slice(shown!.length));
  return shown && blockLines(block).some((l) => l === shown || dated(l)) ? shown : null;
}

/** Whether any text inside an element has a letter: read up to the first that has one. */
function hasWords(el: Element): boolean {
  const walker = el.ownerDocument.createTreeWalker(el, 0x4 /* text */);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) if (/\p{L}/u.test(n.nodeValue!)) return true;
  return false;
}

/** A list's separator alone: a comma, an ampersand, "and". */
const SEPARATOR = /^\s*(?:,|&|and|und|et|y)?\s*$/;

/** Whether the element or one around it is hidden by its markup (hidden.ts). */
function hiddenWithin(el: Element): boolean {
  for (let e: Element | null = el; e; e = e.parentElement) if (hiddenByMarkup(e)) return true;
  return false;
}

/** Whether another element on the page has the same classes as this one, in the same order. */
function classedAlike(el: Element): boolean {
  const cls = el.getAttribute('class') ?? '';
  // Looked up by a plain class name of it (some test DOMs read the name as a selector).
  const plain = /(?:^|\s)(-?[A-Za-z_][\w-]*)(?=\s|$)/.exec(cls)?.[1];
  let n = 0;
  if (plain)
    for (const e of el.ownerDocument.getElementsByClassName(plain))
      if (e.getAttribute('class') === cls && ++n > 1) return true;
  return false;
}

/**
 * The byline an element among the dozen after the headline holds, and the element to read it from:
 * a text of its own, or lines apart by breaks ("By Ken Hoyt<br>September/October 2010"), or a line
 * whose names are links ("By Shaan Puri & <a>Ben Levy</a> •"), that starts with "By" and a capital;
 * "By" and a link naming the writer, then elements with no words of the line's ("by <a
 * href="#author">Geir Arne Hjelle</a> <svg>…</svg><a>2 Comments</a> …"; not "By <a>Jane Roe</a>, seen
 * on her site."); a link to the writer's page alone beside the date ("<a
 * href="/author/khalid-abuhakmeh">Khalid Abuhakmeh</a> <time>December 15, 2022</time>"); or a paper's
 * authors, each a link, and nothing else ("<a>Emmanuel Bengio</a>, <a>Moksh Jain</a>, …").
 */
function bylineAt(el: Element, blockLines: (block: Element) => string[]): [Element, string] | null {
  const broken = el.childElementCount > 0 && [...el.children].every((c) => c.localName === 'br');
  // Links, and between them nothing or the separators of a list ("<a>Rui Ma</a><span>, </span><a>Heba
  // Ledwon</a><span> &</span><a>…</a>").
  const links = [...el.children].filter((c) => c.localName === 'a' && !c.childElementCount);
  const linked = [...el.children].every(
    (c) => links.includes(c) || (!c.childElementCount && SEPARATOR.test(c.textContent ?? '')),
  );
  const lines = broken ? linesOf(el).slice(0, 3) : linked ? [ownLine(el, blockLines)] : [];
  const [lead, first] = [el.firstChild, el.firstElementChild];
  const wordless = (n: ChildNode) => n === lead || n.nodeType !== 3 || !/\p{L}/u.test(n.nodeValue!);
  const byLink =
    first?.localName === 'a' &&
    lead?.nodeType === 3 &&
    LED_ALONE.test(lead.nodeValue!) &&
    lead.nextSibling === first &&
    [...el.childNodes].every(wordless);
  const byName = byLink && linkedName(first);
  if (byName) return [first, byName];
  // Its role or the site after a dash or a comma is none of the name ("<a href="/profil/burak-boyoglu">
  // Burak Boyoglu <span>- Onedio Haber ve Gündem Editörü</span></a>", "Norbert Lehmann, agrarheute").
  const writer =
    el.localName === 'a' &&
    authorLink(el.getAttribute('href') ?? '') &&
    (linkedName(el) ??
      personName(
        spacedText(el)
          .split(/\s[-–—|]\s|,\s/)[0]!
          .trim(),
      ));
  // Or a name alone in an element of its own, whole ("<div>Hagen Ritter</div><div>06.11.2023</div>"):
  // shown, and no link (one to another page than the writer's names a firm as well as a person).
  // A bar or a dot may end it, before the date's element ("<span>Mehmet Can Toptaş &nbsp;|</span><span
  // class="tarih">03.04.2025</span>").
  const shown =
    !writer &&
    !el.childElementCount &&
    el.localName !== 'a' &&
    !hiddenWithin(el) &&
    text(el)
      .replace(/\s[|·•]\s*$/u, '')
      .trim();
  const alone = writer || (shown && personName(shown) === shown ? shown : null);
  if (alone) {
    // Beside the date, past the wrappers that hold only it: the element right before or after it, or
    // for a link the rest of its box ("<span><a href="/author/nizaar-kinsella">Nizaar Kinsella</a>
    // </span><span>2 minutes ago</span>").
    let wrapper = el;
    let alike = classedAlike(el);
    while (wrapper.parentElement?.parentElement && text(wrapper.parentElement) === text(el)) {
      wrapper = wrapper.parentElement;
      alike ||= classedAlike(wrapper);
    }
    const beside = [
      writer ? (wrapper.parentElement?.textContent ?? '').replace(el.textContent ?? '', '') : '',
      wrapper.nextElementSibling?.textContent ?? '',
      wrapper.previousElementSibling?.textContent ?? '',
    ].map((t) => t.trim());
    // A name alone is no feed's: its posts a list, or each writer's element or a wrapper of it classed
    // alike (a front page's first story under its headline).
    const feed = !writer && (alike || !!el.closest('li'));
    if (!feed && beside.some((t) => t && t.length < 40 && DATED.test(t))) return [el, alone];
  }
  // Or "By", the names and the date as a line of its own in any element ("<h4>By Giovanni Gaggero |
  // 12/10/2020</h4>", "<span>By Justine Coleman - <span>11/18/19 11:04 PM EST</span></span>").
  const names = datedByline(el);
  if (names) return [el, names];
  const authors = linked && links.length > 1 ? lines[0] : null;
  const listed = authors ? listedNames(authors) : [];
  if (listed.length > 1 && listed.length === links.length && onlyNames(listed)) return [el, `By ${authors}`];
  const line = lines.find((l) => l && LED.test(l));
  // A bar or a dot ends the names, before the publisher or the date ("By Wang Xiaoyu | China Daily |
  // Updated: …"), or ends the line before a date that is not there.
  // So does a comma or a spaced dash before the date ("by: Ziyi Xu, Dec 17, 2025", "by Jon Foster -
  // 2025-09-13").
  const rest =
    line &&
    LED.exec(line)![1]!
      .split(/\s*[•·|](?:\s|$)/u)[0]!
      .replace(/(?:,|\s[-–—])\s*(.+)$/, (all, tail: string) =>
        DATED.test(tail) && tail.length <= 30 ? '' : all,
      );
  return rest && /^\p{Lu}/u.test(rest) && onlyNames(listedNames(rest)) ? [el, line!] : null;
}

/**
 * The short lines just before and after the page's first headline (its first h1, else h2, else h3;
 * two each way at most), or the header that holds it, that give the date, then a bar or a dash and a name, and nothing after
 * it: the name ("<small>04.02.2022 | 13:10 Uhr | Uta Helkenberg</small><h1>…", "11.12.2019 - Amelie
 * Loevenich"). Or the first byline among the dozen elements after the headline (`bylineAt`). And a
 * page title that ends "(by …)", shown at the page's top.
 */
export function besideHeadline(doc: Document): [Element, string][] {
  // A heading with no words is none: a site's logo in an h1 ("<h1 class="site-title"><a><img
  // alt="logo"></a></h1>").
  const worded = (tag: string) => firstOf(doc.getElementsByTagName(tag), 10).find(hasWords);
  const h1 = pageHeadline(doc) ?? worded('h1') ?? worded('h2') ?? worded('h3');
  const out: [Element, string][] = [];
  // A headline that ends with its writer, the page's title too, shown at the top of the page in any
  // markup: "<strong>Latency mitigation strategies (by John Carmack)</strong>".
  const title = doc.title.trim();
  const titled = TITLE_BY.exec(title)?.[1];
  const shown =
    titled &&
    firstOf(doc.querySelectorAll('h1, h2, h3, strong, b, p'), 5).find(
      (e) => shortText(e, 200)?.trim() === title,
    );
  if (shown && onlyNames(listedNames(titled))) out.push([shown, `By ${titled}`]);
  // Beside the headline or the heading that shows the page's title (a post's text may have an h1 of its
  // own), or beside the page's header that holds it ("<header><h2>What do people love about
  // Rust?</h2></header><div class="publish-date-author">Dec. 19, 2025 · Niko Matsakis on behalf of
  // <a>Vision Doc group</a>").
  const headings = new Set([h1, titledHeading(doc, title)].filter((h) => !!h));
  for (const h of [...headings]) headings.add(h.parentElement?.closest('header, hgroup') ?? h);
  for (const step of ['previousElementSibling', 'nextElementSibling'] as const)
    for (const beside of headings)
      for (let el = beside[step], i = 0; el && i < 2; el = el[step], i++) {
        // A bar or a dot may stand unspaced between elements ("<span>2025-12-17</span><span>·</span><a>…").
        const parts = shortText(el, 100)?.split(/\s[|·•–—-]\s|\s*[|·•]\s*/u) ?? [];
        // Whom they wrote for is none of the name ("… on behalf of the Vision Doc group").
        const last = (parts.at(-1) ?? '').replace(/\s+on behalf of\s.*$/s, '').trim();
        if (parts.length >= 2 && DATED.test(parts[0]!) && personName(last) === last) out.push([el, last]);
      }
  if (!h1 || !doc.body) return out;
  const walker = doc.createTreeWalker(doc.body, 0x1 /* elements */);
  walker.currentNode = h1;
  // The elements after the headline share their blocks (on an encyclopedia's page, one holds the
  // whole text): each block's lines are read once.
  const read = new Map<Element, string[]>();
  const blockLines = (block: Element) => read.get(block) ?? read.set(block, linesOf(block)).get(block)!;
  // A dozen elements with words: the writers' portraits before their names count for none (sixty
  // elements at most).
  for (
    let el = walker.nextNode() as Element | null, i = 0, seen = 0;
    el && i < 12 && seen < 60;
    el = walker.nextNode() as Element | null, seen++
  ) {
    if (!hasWords(el)) continue;
    i++;
    const found = bylineAt(el, blockLines);
    if (found) {
      out.push(found);
      break;
    }
  }
  return out;
}

/**
 * The first of the page's first ten h1 and h2 that shows its title, the site's name after a bar or a
 * dash aside ("What do people love about Rust?" for "What do people love about Rust? | Rust Blog").
 */
function titledHeading(doc: Document, title: string): Element | undefined {
  const shown = title.split(/\s[|–—-]\s/)[0]!.trim();
  return shown.length < 10
    ? undefined
    : firstOf(doc.querySelectorAll('h1, h2'), 10).find((h) => shortText(h, 200)?.trim() === shown);
}

/** "By" and a capital at an element's start, as its own first text. */
const BY_FIRST = /^\s*(?:(?:posted|written) by|by|von|par|por|door)\s+\p{Lu}/iu;

/** A block's tags: a text after one of them, or a break, starts a line. */
const BLOCK = /^(?:h[1-6]|p|div|br|ul|ol|table|header|section|figure|blockquote)$/;

/**
 * A line anywhere that is "By", names, a dot, a bar, a spaced dash or slash or "on", and the date,
 * and nothing more: "<span>By Justin Kaufmann and Monica Eng <span>·</span>Feb 14, 2022</span>" (a
 * newsletter's, with no headline), "<div>Posted by Peter Bell on August 21, 2019</div>". Asked of
 * every span and small print, and of the dozen elements after the headline: their first text is read
 * first; or a text of theirs that starts a line after a block, whole ("<div><h3>The subtitle</h3> by
 * Duncan Bell / January 19, 2017 / <a>Leave a comment</a></div>"). The names part, or null.
 */
export function datedByline(el: Element): string | null {
  const lead = el.firstChild;
  const first = lead?.nodeType === 3 && BY_FIRST.test(lead.nodeValue!);
  const line = first
    ? null
    : [...el.childNodes].find(
        (n) =>
          n.nodeType === 3 &&
          BY_FIRST.test(n.nodeValue!) &&
          n.previousSibling?.nodeType === 1 &&
          BLOCK.test((n.previousSibling as Element).localName),
      );
  if (!first && !line) return null;
  const all = line ? line.nodeValue! : el.textContent!;
  if (all.length > 160) return null;
  const [names, ...rest] = (line ? all : spacedText(el))
    .replace(/\s+/g, ' ')
    .trim()
    .split(/\s*[•·|]\s*|\s[–—/-]\s|\son\s/u);
  return rest.length &&
    rest.length <= 2 &&
    DATED.test(rest.join(' ')) &&
    onlyNames(listedNames(LED.exec(names!.replace(/^(?:posted|written) (?=by )/i, ''))?.[1] ?? ''))
    ? names!
    : null;
}
