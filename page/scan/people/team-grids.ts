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
import { givenNameKnown, personName } from './names';
import { pageWide } from './queries';

export const cardHeadings = pageWide('h2, h3, h4, h5');

/** Whether three in four of a grid's cards or more give a job in a line under the name ("Managing Partner"). */
function mostlyJobs(named: { el: Element; card: Element }[]): boolean {
  const jobs = named.filter(({ el, card }) => {
    const after = lines(card, 4).texts;
    const at = after.indexOf(text(el));
    return after.slice(at + 1, at + 3).some((l) => l.length <= 80 && ROLE.test(l));
  }).length;
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
  for (const [grid, named] of grids) {
    // Half its names or more start with a given name: a showcase's cards are headed by the works'
    // names, shaped as names are ("Virtual Graffiti Wall", "Pattern Generator"), their makers under them.
    const given = named.filter((n) => givenNameKnown(splitName(n.name)?.firstName ?? n.name)).length;
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
      // The employer the headline under the name says ("Senior Software Engineer @ Cloudera"): its
      // first lines after the name; a grid the page calls its team may hold others' people too (a
      // conference's track leads, "Co-founder & CEO @ API7.ai"). Else the staff's is the site's.
      const after = lines(n.card, 6).texts;
      const company =
        after
          .slice(after.indexOf(text(n.el)) + 1)
          .map((line) => headlineCompany(line) ?? organisationAlone(line))
          .find(Boolean) ?? null;
      const found = person(splitName(n.name), company, null, source, n.el);
      if (found) out.push(found);
    }
  }
  return out;
}
