/**
 * A team's or a conference's grid of name cards: the site's own staff, who work for it, or the speakers
 * it hosts, whose headline names their employer. A masthead and the other shapes of a site's people
 * are teams.ts's.
 */
import { splitName } from '../../../core/names';
import { ROLE, STAFF, TEAM, firstOf, lines, person, text, underWords, type FoundPerson } from './found';
import { headlineCompany, organisationAlone } from './headlines';
import { siteChromeOf } from './chrome';
import { mostlyNames } from './lists';
import { NATIVE_AFTER, givenNameKnown, personName } from './names';
import { pageWide } from './queries';

export const cardHeadings = pageWide('h2, h3, h4, h5');

/**
 * A card's lines after its name heading's own, which may be more than one ("<h3>Jeni Lee <span
 * lang="ko">이제니</span></h3>"); all of them where the heading's line is written before it too.
 */
function linesAfter(card: Element, heading: Element, max: number): string[] {
  const { texts, owners } = lines(card, max);
  const own = owners.findLastIndex((o) => !!o && heading.contains(o));
  return texts.slice((own < 0 ? texts.indexOf(text(heading)) : own) + 1);
}

/** Whether three in four of a grid's cards or more give a job in a line under the name ("Managing Partner"). */
function mostlyJobs(named: { el: Element; card: Element }[]): boolean {
  const jobs = named.filter(({ el, card }) =>
    linesAfter(card, el, 5)
      .slice(0, 2)
      .some((l) => l.length <= 80 && ROLE.test(l)),
  ).length;
  return jobs * 4 >= named.length * 3;
}

/**
 * A team's grid: three or more cards side by side, each headed by a name ("<h3>Roland Alton</h3>
 * <p>Kommunikationsarchitekt</p>"), three in four of the grid's cards or more, under words that say
 * it is a team ("Unser Team"), on a page whose title says so, or whose cards give jobs under the names (an
 * article's aside of executives: "Arvind Krishna" over "Chairman"): a grid of products or places is no
 * one's.
 */
export function fromTeamGrid(doc: Document): FoundPerson[] {
  const grids = new Map<Element, { el: Element; name: string; card: Element }[]>();
  for (const h of firstOf(cardHeadings(doc), 400)) {
    const name = personName(text(h));
    if (!name) continue;
    // The card: the heading's ancestor whose parent holds three cards or more, side by side, each
    // with a heading of its level (a card's own name, role and note are no three cards).
    let card: Element | null = h.parentElement;
    const cardsIn = (grid: Element) =>
      [...grid.children].filter((c) => c.getElementsByTagName(h.localName).length).length >= 3;
    for (let up = 0; card && up < 4 && !(card.parentElement && cardsIn(card.parentElement)); up++)
      card = card.parentElement;
    const grid = card?.parentElement;
    if (!card || !grid || grid === doc.body || !cardsIn(grid)) continue;
    // A card's name is its first heading: one after it is the card's track or role ("<h4>Paul
    // Brebner</h4><h5>Performance Engineering</h5>").
    if (card.querySelector('h1, h2, h3, h4, h5, h6') !== h) continue;
    if (!grids.has(grid)) grids.set(grid, []);
    grids.get(grid)!.push({ el: h, name, card });
  }
  const out: FoundPerson[] = [];
  // The name headings read, and the shapes of the cards taken, with whose they are.
  const taken = new Set<Element>();
  const shapes = new Map<string, 'list' | 'speaker'>();
  for (const [grid, named] of grids) {
    // Half its names or more start with a given name, or are written in their own script too ("Jeni
    // Lee 이제니"): a showcase's cards are headed by the works' names, shaped as names are ("Virtual
    // Graffiti Wall", "Pattern Generator"), their makers under them.
    const given = named.filter(
      (n) => givenNameKnown(splitName(n.name)?.firstName ?? n.name) || NATIVE_AFTER.test(text(n.el)),
    ).length;
    if (
      given * 2 < named.length ||
      !mostlyNames(named.length, grid.childElementCount) ||
      siteChromeOf(grid) ||
      // Under words that say so, or on a page whose title does ("RSW AG - Mitarbeiter", "Team | AVANTEC"),
      // or with cards that say so themselves: three in four give a job under the name.
      !(underWords(grid, TEAM) || TEAM.test(doc.title) || mostlyJobs(named))
    )
      continue;
    // The site's own staff, or the speakers it hosts, who work elsewhere (the publisher is not theirs).
    const source = underWords(grid, STAFF) || STAFF.test(doc.title) ? 'list' : 'speaker';
    for (const n of named) {
      const found = cardPerson(n, source);
      if (found) out.push(found);
      taken.add(n.el);
      if (n.card.className && n.el.className) shapes.set(shapeOf(n.el, n.card), source);
    }
  }
  // The team's smaller groups set as its grids' cards are (a council of two, one intern): a heading
  // and a card of the same classes as a team's cards are a card of the team's.
  if (shapes.size)
    for (const h of firstOf(cardHeadings(doc), 400)) {
      if (taken.has(h) || !h.className) continue;
      // A name with a given name the lists know, or on a card that links to an account of its own (a
      // box of the same classes may be a product's: "Open Source" among a firm's team).
      const name = personName(text(h));
      if (!name) continue;
      let card: Element | null = h.parentElement;
      for (let up = 0; card && up < 4 && !shapes.has(shapeOf(h, card)); up++) card = card.parentElement;
      const source = card && shapes.get(shapeOf(h, card));
      if (
        !card ||
        !source ||
        card.querySelector('h1, h2, h3, h4, h5, h6') !== h ||
        siteChromeOf(card) ||
        !(givenNameKnown(name.split(' ')[0]!) || [...card.querySelectorAll('a[href]')].some(isAccount))
      )
        continue;
      const found = cardPerson({ el: h, name, card }, source);
      if (found) out.push(found);
    }
  return out;
}

/** A link to someone's account on a network: "https://github.com/Anavelyz", "linkedin.com/in/…". */
const ACCOUNT =
  /^https?:\/\/(?:www\.)?(?:github\.com|gitlab\.com|twitter\.com|x\.com|linkedin\.com\/in|bsky\.app\/profile|instagram\.com)\/[\w.-]+\/?$/i;
const isAccount = (a: Element) => ACCOUNT.test(a.getAttribute('href')!);

/**
 * A card's shape: its name heading's tag and classes, the card's classes and its grid's (a box of the
 * same classes in a grid of others is a product's: "Open Source" beside a firm's team).
 */
const shapeOf = (heading: Element, card: Element) =>
  `${heading.localName}.${heading.className}|${card.className}|${card.parentElement?.className}`;

/**
 * The person a team's card names. The employer is the one the headline under the name says ("Senior
 * Software Engineer @ Cloudera"), in its first lines after the name: a grid the page calls its team may
 * hold others' people too (a conference's track leads, "Co-founder & CEO @ API7.ai"). Else the staff's
 * is the site's.
 */
function cardPerson(n: { el: Element; name: string; card: Element }, source: 'list' | 'speaker') {
  const company = companyInLines(linesAfter(n.card, n.el, 6));
  return person(splitName(n.name), company, null, source, n.el);
}

/**
 * The company a card's lines after the name say: a headline's, or an organisation's line alone; a bio's
 * line is read by its first sentence, and only the first bio: where it goes on, it tells a career
 * ("Before co-founding Mitoc Group, Eugene worked as Director of Engineering at Hearst").
 */
export function companyInLines(after: string[]): string | null {
  let bios = 0;
  return (
    after
      .map((line) =>
        line.length <= 100
          ? (headlineCompany(line) ?? organisationAlone(line))
          : bios++
            ? null
            : headlineCompany(line.split(/(?<=\p{Ll}{2}[.!?])\s/u)[0]!),
      )
      .find(Boolean) ?? null
  );
}
