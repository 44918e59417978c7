/** People a table shows beside those found in it (lists.ts finds them first). */
import { splitName } from '../../../core/names';
import { lines, person, type FoundPerson } from './found';
import { personName } from './names';

/**
 * The found cells' kin: in a table where three cells or more are people found, another cell whose first
 * line is a name over a line that two found ones have too (their job) is a person as well ("Tom
 * Bentley" over "Committer" in a project's table of committers, with no link of his own). A table's
 * cells are records of one kind; a list's items on a news page are not (teasers and people alike), and
 * the rule made false people there. Up to 500 cells of each such table are looked at, and the first
 * 200 found ones for their lines.
 */
export function kin(found: Set<Element>): FoundPerson[] {
  const groups = new Map<Element, Element[]>();
  for (const item of found) {
    const box = item.localName === 'td' ? item.closest('table') : null;
    if (!box) continue;
    const members = groups.get(box);
    if (members) members.push(item);
    else groups.set(box, [item]);
  }
  const out: FoundPerson[] = [];
  for (const [box, members] of groups) {
    if (members.length < 3) continue;
    // The lines under the names that two found items or more share: their job, not a login or a link.
    const seen = new Map<string, number>();
    for (const m of members.slice(0, 200))
      for (const t of lines(m, 4).texts.slice(1)) seen.set(t, (seen.get(t) ?? 0) + 1);
    const jobs = new Set([...seen].filter(([, n]) => n >= 2).map(([t]) => t));
    const others = box.getElementsByTagName('td');
    for (let i = 0; i < others.length && i < 500; i++) {
      const item = others[i]!;
      // Not a cell in a found one, nor a layout's cell around others.
      const outer = item.parentElement?.closest('td');
      if (found.has(item) || item.querySelector('td') || (outer && found.has(outer))) continue;
      const { texts, owners } = lines(item, 4);
      const name = texts.slice(1).some((t) => jobs.has(t)) ? personName(texts[0]!) : null;
      const p = name && person(splitName(name), null, null, 'list', item);
      if (!p) continue;
      p.anchor = owners[0] ?? undefined;
      out.push(p);
    }
  }
  return out;
}
