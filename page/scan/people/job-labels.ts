/**
 * A newsroom's job as a label of its own, its holder in the element after it: "<h3>Ansv.
 * chefredaktør:</h3><ul><li><a>Marchen Neel Gjertsen</a></li></ul>", "<dt>Editor:</dt><dd>Jane
 * Roe</dd>". The label's whole text is a job and a colon; the next element's whole text one name or a
 * few, each a name. They are the site's staff. The first 300 blocks and the last 300 (a footer's) are read.
 */
import { splitName } from '../../../core/names';
import { listedNames } from './byline-names';
import { COMMENTS, person, regionOf, text, type FoundPerson } from './found';
import { personName } from './names';
import { pageWide } from './queries';
import { isJob } from './teams';

// The byline finder's blocks (bylines.ts), one query for both.
const blocks = pageWide('p, h3, h4, h5, h6, em, li, dt');
const LABEL = /^([^:]{3,40}):$/;

export function fromJobLabels(doc: Document): FoundPerson[] {
  const out: FoundPerson[] = [];
  const all = [...blocks(doc)];
  for (const el of all.length > 600 ? [...all.slice(0, 300), ...all.slice(-300)] : all) {
    if (el.childElementCount > 2 || !(el.textContent ?? '').trimEnd().endsWith(':')) continue;
    const job = LABEL.exec(text(el))?.[1]?.trim();
    const next = el.nextElementSibling;
    const held = next ? text(next) : '';
    if (!job || !held || held.length > 120 || !isJob(job) || regionOf(el, COMMENTS)) continue;
    const names = listedNames(held).map((n) => personName(n));
    if (names.length && names.every(Boolean))
      out.push(...names.flatMap((name) => person(splitName(name!), null, null, 'list', next!) ?? []));
  }
  return out;
}
