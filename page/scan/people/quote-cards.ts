/**
 * A customer's quote set as a card, its speaker's name and role beside it, as product and home pages
 * show them: "<p class="quote">“ClickUp is serving us …”</p><p>Samantha Dengate<br>Sr. Project
 * Manager</p>" under the customer's logo, or "<h3>CFP®, CEO</h3><h2>Joe Anderson</h2><p>Pure Financial
 * Advisors</p><p><q>We have seen …</q></p>". The company is the line after the name (or after the
 * role), the one the role names ("Founder of Base44"), or the logo's alternative text.
 *
 * A story quotes its subjects in its text, not in cards: a card inside a story counts only with the
 * speaker's portrait in it (its picture's description names them). Signed lines alone are
 * signatures.ts's; a figure's quote with a profile link is too.
 */
import { splitName } from '../../../core/names';
import { siteChromeOf } from './chrome';
import {
  COMMENTS,
  DESCRIBED_PICTURE,
  firstOf,
  mainText,
  person,
  regionOf,
  ROLE,
  type FoundPerson,
} from './found';
import { headlineCompany } from './headlines';
import { givenNameKnown, personName } from './names';
import { pageWide } from './queries';
import { organisationLine } from './signatures';

/** An organisation's line under a card's name: as a signature's, at most 60 characters. */
const orgLine = (line: string | undefined) => organisationLine(line, 60);

const quotations = pageWide('q, blockquote, [class*="quote" i]');

/** A quotation mark a quote opens or closes with. */
const OPENS = /^["“„«‘]/;
const CLOSES = /["”“»’]$/;

/** What a picture's description says that names no company: a portrait, an icon, a quote mark. */
const NO_COMPANY = /\b(?:image|photo|picture|portrait|headshot|avatar|icon|quote|arrow|play|video)\b/i;

/** Block elements, and a line break: where one line of a card ends. */
const BLOCK = /^(?:p|div|h[1-6]|li|dt|dd|blockquote|figcaption|footer|header|section|cite|br)$/;

/**
 * A card's lines of text, the quotation's left out, in order; null once they pass 300 characters (a
 * message body around a quoted reply is no card): the walk stops there, so a thread of 300 messages,
 * each quoting the last, is not read whole for each quote.
 */
function linesOf(card: Element, quote: Element): string[] | null {
  const lines: string[] = [''];
  let length = 0;
  const walk = (n: Node): boolean => {
    for (let c = n.firstChild; c; c = c.nextSibling) {
      if (c === quote) continue;
      if (c.nodeType === 3) {
        const t = c.nodeValue ?? '';
        lines[lines.length - 1] += t;
        if ((length += t.trim().length) > 300) return false;
      } else if (c.nodeType === 1) {
        const block = BLOCK.test((c as Element).localName);
        if (block) lines.push('');
        if (!walk(c)) return false;
        if (block) lines.push('');
      }
    }
    return true;
  };
  if (!walk(card)) return null;
  return lines.map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** The company a logo in the card names by its description ("diggs", "Finastra logo"). */
function logoCompany(card: Element, name: string): string | null {
  for (const img of [...card.querySelectorAll(DESCRIBED_PICTURE)].slice(0, 4)) {
    const alt = img
      .getAttribute('alt')!
      .replace(/\s*\blogo\b\s*/i, ' ')
      .trim();
    if (alt.length < 2 || alt.length > 40 || NO_COMPANY.test(alt) || alt.includes(name.split(' ').at(-1)!))
      continue;
    return alt === alt.toLowerCase() ? alt[0]!.toUpperCase() + alt.slice(1) : alt;
  }
  return null;
}

/** The speaker a card's lines name, with the company they give; null if no line is a person's name. */
function speaker(lines: string[]): { name: string; company: string | null } | null {
  for (let i = 0; i < lines.length; i++) {
    const [who, role, ...rest] = lines[i]!.split(/\s*,\s*/);
    const name = personName(who!);
    if (!name || name !== who) continue;
    // "Maor Shlomo, Founder of Base44", "Jim Long, Managing Partner, The Long Law Firm, PLLC".
    if (role) return ROLE.test(role) ? { name, company: rest.join(', ') || headlineCompany(role) } : null;
    // Stacked: the name, then its role or organisation a line each; a role may come first too.
    const next = lines[i + 1];
    const before = lines[i - 1];
    // An organisation alone under a name whose given name the lists do not know may be a headline.
    if (orgLine(next)) return givenNameKnown(name.split(' ')[0]!) ? { name, company: next! } : null;
    if (next && ROLE.test(next) && next.length <= 80)
      return { name, company: orgLine(lines[i + 2]) ? lines[i + 2]! : headlineCompany(next) };
    if (before && ROLE.test(before) && before.length <= 80) return { name, company: headlineCompany(before) };
    return null;
  }
  return null;
}

export function fromQuoteCards(doc: Document): FoundPerson[] {
  const out: FoundPerson[] = [];
  let story: Element | null | undefined;
  for (const quote of firstOf(quotations(doc), 300)) {
    const said = (quote.textContent ?? '').trim();
    const marked = quote.localName === 'q' || quote.localName === 'blockquote';
    if (said.length < 20 || said.length > 700 || (!marked && !(OPENS.test(said) && CLOSES.test(said))))
      continue;
    // A figure's quote is a story's: its caption names the speaker (signatures.ts's reachable quote).
    if (quote.closest('figure')) continue;
    // The card: the nearest box around the quote with a few short lines besides it.
    let card: Element | null = quote.parentElement;
    let lines: string[] | null = [];
    for (let up = 0; card && up < 3; card = card.parentElement, up++) {
      lines = linesOf(card, quote);
      if (!lines || lines.length) break;
    }
    if (!card || !lines?.length || lines.length > 5) continue;
    const who = speaker(lines);
    if (!who || siteChromeOf(card) || regionOf(card, COMMENTS)) continue;
    const portrait = [...card.querySelectorAll(DESCRIBED_PICTURE)].some((img) =>
      img.getAttribute('alt')!.includes(who.name),
    );
    // A story: an article, or the box that holds most of the page's paragraphs (a page's <main> may
    // hold everything, cards and all).
    const inStory =
      !!card.closest('article, [itemprop="articleBody"]') || !!(story ??= mainText(doc))?.contains(card);
    if (!portrait && inStory) continue;
    const company = who.company ?? logoCompany(card, who.name);
    const p = person(splitName(who.name), company, null, 'card', card);
    if (p && !out.some((o) => o.firstName === p.firstName && o.lastName === p.lastName)) out.push(p);
  }
  return out;
}
