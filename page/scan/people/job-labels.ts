/**
 * The jobs a newsroom's masthead names (`isJob`: "Managing Editor", "Chefredakteurin", "Gerente
 * General"). And a newsroom's job as a label of its own, its holder in the element after it: "<h3>Ansv.
 * chefredaktør:</h3><ul><li><a>Marchen Neel Gjertsen</a></li></ul>", "<dt>Editor:</dt><dd>Jane
 * Roe</dd>". The label's whole text is a job and a colon; the next element's whole text one name or a
 * few, each a name. They are the site's staff. The first 300 blocks and the last 300 (a footer's) are read.
 * Or a staff card that gives the job first, alone in an element classed as a title, job or position,
 * and the name in the card's next words: "<div class="emp_title">Редактор</div><div><img …></div>
 * <div class="name_emp">Гульмира Байзакова</div><div>954-047</div>".
 */
import { splitName } from '../../../core/names';
import { listedNames } from './byline-names';
import { COMMENTS, person, regionOf, text, type FoundPerson } from './found';
import { personName } from './names';
import { pageWide } from './queries';

/** The job a masthead gives the names above it. */
export const MASTHEAD_JOB =
  /^((managing |executive |senior |contributing |deputy )?editors?( in chief| at large)?|editor-in-chief|publishers?|(co-?)?founders?|writers?|contributors?|columnists?|reporters?|sysadmins?|designers?|developers?|illustrators?|photographers?)$/i;

/**
 * A newsroom's editor, chief or publisher in the languages of the corpus, its last word saying which:
 * "Chefredakteurin", "Sportsredaktør", "Ansv. chefredaktør", "Chefredaktör och ansvarig utgivare",
 * "Nyhetschefer", "Printchef", "Редактор", "Главный редактор", "Шеф-редактор"; and the editor in chief
 * or the publisher's head as the mastheads of Finland, the Netherlands, Poland, Czechia and Slovakia,
 * Hungary, Estonia and the Balkans name them: "Päätoimittaja", "Toimitusjohtaja", "Hoofdredacteur",
 * "Redaktor naczelny", "Šéfredaktorka", "Főszerkesztő", "Peatoimetaja", "Glavni urednik".
 */
const NEWSROOM_JOB =
  /^(?:[\p{L}.]+[\s-]){0,3}(?:\p{L}*redakt(?:eur|eurin|ør|ör)|\p{L}*chef(?:er)?|utgivare|utgiver|udgiver|редактор(?:ка)?|päätoimittaja|toimitusjohtaja|hoofdredact(?:eur|rice)|redaktor(?:ka)? naczeln[ya]|wydawca|šéfredaktor(?:ka)?|főszerkesztő|peatoimetaja|(?:glavn[ia]|odgovorn[ia]) urednic?[ak]?)$/iu;

/**
 * A newspaper's or publisher's head in Spanish, Portuguese, French and Italian mastheads: "Gerente
 * General", "Presidente de Directorio", "Director(e)", "Jefe de Redacción", "Rédacteur en chef",
 * "Direttore responsabile". Not a bare "Director", a film's as often as a paper's.
 */
const ROMANCE_JOB =
  /^(?:(?:sub)?director(?:a|\(a\)|\(e\)|\s+(?:general|editorial|ejecutivo|periodístico))|gerente(?:\s+general)?|president[ea]\s+(?:del?\s+directorio|ejecutiv[oa])|jef[ea]\s+de\s+redacci[oó]n|editor(?:a)?\s+(?:general|en\s+jefe)|diretor(?:a)?\s+(?:geral|de\s+redação)|directeur\s+de\s+la\s+publication|rédact(?:eur|rice)\s+en\s+chef|direttore\s+responsabile)$/iu;

/** A job a masthead or a footer's contact line names: "Managing Editor", "Ansvarlig redaktør". */
export const isJob = (label: string): boolean =>
  MASTHEAD_JOB.test(label) || NEWSROOM_JOB.test(label) || ROMANCE_JOB.test(label);

// The byline finder's blocks (bylines.ts), one query for both.
const blocks = pageWide('p, h3, h4, h5, h6, em, li, dt, figcaption');
const LABEL = /^([^:]{3,40}):$/;
const cardJobs = pageWide('[class*="title" i], [class*="job" i], [class*="position" i]');

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
  for (const el of cardJobs(doc)) {
    if (el.childElementCount || !isJob(text(el))) continue;
    const card = el.parentElement;
    if (!card || text(card).length > 300 || regionOf(el, COMMENTS)) continue;
    const held = nextWords(card, el);
    const name = held && personName(text(held));
    const staff = name && person(splitName(name), null, null, 'list', held!);
    if (staff) out.push(staff);
  }
  return out;
}

/** The first element after `el` in `card` that holds words of its own, and nothing else. */
function nextWords(card: Element, el: Element): Element | null {
  let after = false;
  for (const next of card.querySelectorAll('*')) {
    if (next === el) after = true;
    else if (after && !next.childElementCount && text(next)) return next;
  }
  return null;
}
