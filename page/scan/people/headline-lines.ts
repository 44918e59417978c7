/**
 * A byline beside the page's headline, whatever its markup: a dated line with the name after a bar, or
 * a line of its own that starts with "By" (bylines.ts reads them among its candidates).
 */
import { listedNames, MONTH } from './byline-names';
import { shortText } from './found';
import { linesOf } from './line-blocks';
import { personName } from './names';

/** A date in digits or with its month's name ("04.02.2022", "2019-10-18", "October 14, 2009"). */
const DATED = new RegExp(
  `\\d{1,2}[./]\\d{1,2}[./]\\d{2,4}|\\d{4}-\\d{2}-\\d{2}|\\b(?:${MONTH})\\b\\.?\\s*\\d`,
  'i',
);

/** A line's lead, "By" or its word in the corpus's languages, and what follows it. */
const LED = /^(?:by|von|par|por|door)\s+(.+)$/i;

/** An element's text when it is a whole line of its block, line breaks apart; else null. */
function ownLine(el: Element): string | null {
  const shown = shortText(el, 80)?.replace(/\s+/g, ' ').trim();
  const block = el.closest('p, div, li, td, dd, section, article, header') ?? el;
  return shown && linesOf(block).includes(shown) ? shown : null;
}

/**
 * The short lines just before and after the page's first headline (its first h1, or h2 where it has
 * none; two each way at most) that give the date, then a bar or a dash and a name, and nothing after
 * it: the name ("<small>04.02.2022 | 13:10 Uhr | Uta Helkenberg</small><h1>…", "11.12.2019 - Amelie
 * Loevenich"). Or a line of its own among the dozen elements after the headline, in any markup or
 * among an element's lines apart by breaks, that starts with "By" and a capital: what follows
 * ("<h5>23.01.2019</h5><div class="font-italic">By Urs Gehriger and Florian Schwab</div>", "<span
 * style=…>von Nicolas Schlippe</span>", "By Ken Hoyt<br>September/October 2010").
 */
export function besideHeadline(doc: Document): [Element, string][] {
  const h1 = doc.querySelector('h1') ?? doc.querySelector('h2');
  const out: [Element, string][] = [];
  for (const step of ['previousElementSibling', 'nextElementSibling'] as const)
    for (let el = h1?.[step], i = 0; el && i < 2; el = el[step], i++) {
      const parts = shortText(el, 100)?.split(/\s[|·•–—-]\s/) ?? [];
      const last = (parts.at(-1) ?? '').trim();
      if (parts.length >= 2 && DATED.test(parts[0]!) && personName(last) === last) out.push([el, last]);
    }
  if (!h1 || !doc.body) return out;
  const walker = doc.createTreeWalker(doc.body, 0x1 /* elements */);
  walker.currentNode = h1;
  for (
    let el = walker.nextNode() as Element | null, i = 0;
    el && i < 12;
    el = walker.nextNode() as Element | null, i++
  ) {
    // A text of its own, or lines apart by breaks ("By Ken Hoyt<br>September/October 2010").
    const broken = el.childElementCount > 0 && [...el.children].every((c) => c.localName === 'br');
    const lines = broken ? linesOf(el).slice(0, 3) : el.childElementCount ? [] : [ownLine(el)];
    const line = lines.find((l) => l && LED.test(l));
    const rest = line && LED.exec(line)![1]!;
    // The rest is names and nothing else ("Urs Gehriger and Florian Schwab"), in capitals.
    if (rest && /^\p{Lu}/u.test(rest) && listedNames(rest).every((n) => personName(n) === n)) {
      out.push([el, line!]);
      break;
    }
  }
  return out;
}
