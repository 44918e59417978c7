/**
 * A body's people listed by name, one an item, under words that say so (a project's emeritus
 * committers, a board, a team). Apart from teams.ts, whose grids, mastheads and labelled lines read
 * other shapes.
 */
import { splitName } from '../../../core/names';
import { COMMENTS, TEAM, person, regionOf, text, underWords, type FoundPerson } from './found';
import { siteChromeOf } from './chrome';
import { mostlyNames } from './lists';
import { personName } from './names';
import { pageWide } from './queries';

/** Words that say a list is a team's or a body's people: "Emeritus committers", "PMC members", "Our staff". */
const MEMBERS = new RegExp(
  `${TEAM.source}|\\b(members?|committers?|contributors?|maintainers?|emeritus|pmc|board|founders?|mitglieder|membres|miembros)\\b`,
  'i',
);

const itemLists = pageWide('ul, ol');

/**
 * A list of names, one an item, under words that say they are a team or a body's members ("<h4>Emeritus
 * committers</h4><ul><li>George Aroush (aroush)</li><li>Josh Bloch</li>…"): each item a name alone,
 * what follows it in brackets theirs (a login, a handle), three in four of the items or more. A list
 * of names under other words (a story's tags, a menu) is no one's.
 */
export function fromNameList(doc: Document): FoundPerson[] {
  const out: FoundPerson[] = [];
  const lists = itemLists(doc);
  for (let i = 0; i < lists.length && i < 300; i++) {
    const list = lists[i]!;
    const items = [...list.children].filter((c) => c.localName === 'li');
    // The cheap questions first: most lists are a menu's.
    if (items.length < 3 || items.length > 500 || siteChromeOf(list) || regionOf(list, COMMENTS)) continue;
    const named = items.flatMap((li) => {
      const bare = li.childElementCount <= 1 ? text(li).replace(/\s*\([^()]*\)$/, '') : '';
      const name = bare.length <= 60 ? personName(bare) : null;
      return name ? [{ name, li }] : [];
    });
    if (mostlyNames(named.length, items.length) && underWords(list, MEMBERS))
      out.push(...named.flatMap((n) => person(splitName(n.name), null, null, 'list', n.li) ?? []));
  }
  return out;
}
