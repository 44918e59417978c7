/**
 * A site's own people shown as a team: a masthead's names closed by the job they share (a grid of name
 * cards is team-grids.ts's), and a panel of its writers each leading a paragraph.
 * And a page of people in sections, each headed by the person's name, and a labelled list of names,
 * one a line. A body's list of its members is members.ts's.
 */
import { MAIL_LINK, linkTargets } from '../emails';
import { splitName } from '../../../core/names';
import { authorLink } from './author-links';
import { listedNames } from './byline-names';
import { isJob, MASTHEAD_JOB } from './job-labels';
import { COMMENTS, ROLE, firstOf, person, regionOf, text, workDomain, type FoundPerson } from './found';
import { siteChromeOf } from './chrome';
import { mostlyNames } from './lists';
import { cardHeadings } from './team-grids';
import { personName } from './names';
import { pageWide } from './queries';
import { pauseAt, whole, type Slices } from './slices';
import { titleCompany } from './bios';

/** A section's words after its heading, up to the next heading: the next siblings of the heading or of the boxes it alone fills. */
function sectionText(h: Element): string {
  let out = '';
  let from: Element = h;
  for (let up = 0; !from.nextElementSibling && from.parentElement && up < 4; up++) from = from.parentElement;
  for (let el = from.nextElementSibling; el && out.length < 3000; el = el.nextElementSibling) {
    if (/^h[1-6]$/.test(el.localName) || el.querySelector('h1, h2, h3, h4, h5, h6')) break;
    out += ` ${el.textContent}`;
  }
  return out;
}

/**
 * Whether a section speaks of the person its heading names: the family name again, in any of its
 * forms ("Фото: личный архив Андрея Рудькова" under "Андрей Рудьков"; "Smith, 42, says…"); or they
 * speak in it, in the first person, as a critic's picks under their name ("I went to this show four
 * times").
 */
function speaksOf(name: string, h: Element): boolean {
  const last = name.split(' ').at(-1)!;
  const stem = last.slice(0, Math.max(3, Math.min(last.length - 1, 6)));
  const section = sectionText(h);
  return section.includes(stem) || FIRST_PERSON.test(section);
}

/** "I" as a word, and "my": a section in the first person. */
const FIRST_PERSON = /(?:^|[\s“"(])(?:I(?:['’](?:m|ve|d|ll))?|[Mm]y)\s/;

/**
 * A page in sections, each headed by a person's name and speaking of them: a listicle of bloggers
 * ("<h2>Андрей Рудьков</h2>" then their picture, their account, their answers), a programme's
 * speakers. Three headings of one level or more, and three in four of that level's headings outside
 * the site's menus and comments; else the names are an article's subheadings among others
 * ("Regional Woes", "Spiegel Chronik"). Or, speaking by them, a critics' list: each critic's name over
 * their picks, in the first person.
 */
export function fromNamedSections(doc: Document): FoundPerson[] {
  const levels = new Map<string, { el: Element; name: string | null; speaks: boolean }[]>();
  for (const h of firstOf(cardHeadings(doc), 400)) {
    if (siteChromeOf(h) || regionOf(h, COMMENTS)) continue;
    const t = text(h);
    if (!t) continue;
    if (!levels.has(h.localName)) levels.set(h.localName, []);
    const name = t.length <= 60 ? personName(t) : null;
    levels.get(h.localName)!.push({ el: h, name, speaks: !!name && speaksOf(name, h) });
  }
  const out: FoundPerson[] = [];
  for (const headings of levels.values()) {
    // Where the level is all names, and more than half of their sections speak of or by them, every
    // name is someone's section: a critic's may speak only of the show they chose.
    const named = headings.filter((h) => h.name);
    const speaking = named.filter((h) => h.speaks);
    const all =
      named.length === headings.length && speaking.length >= 3 && speaking.length * 2 > named.length;
    const people = all ? named : speaking;
    if (mostlyNames(people.length, headings.length))
      out.push(...people.flatMap((n) => person(splitName(n.name!), null, null, 'list', n.el) ?? []));
  }
  return out;
}

const mastheadBlocks = pageWide('p, li, dd');

/**
 * A masthead: names, each a link on a line of its own, closed by the job they share ("Mark
 * Frauenfelder<br>Cory Doctorow<br>…<br><span class="job">Editors</span>"), or a single name and its
 * job ("<a>Jason Weisberger</a><br><span>Publisher</span>"); or a line that is a job, a colon and a
 * name ("<li>Sportsredaktør: Espen Olsen Langfeldt</li>", "Managing Editor: Jane Roe"), or any label and
 * a name that is a mail link ("Vaktsjef: <a href="mailto:…">Henrik Holter</a>"). Nothing else in
 * the element: a sentence that links names is no masthead. They are the site's people.
 */
export const fromMasthead = (doc: Document): FoundPerson[] => whole(mastheadSlices(doc));

/** The masthead's people, a slice at a time (slices.ts). */
export function* mastheadSlices(doc: Document): Slices {
  const out: FoundPerson[] = [];
  const blocks = mastheadBlocks(doc);
  for (let i = 0; i < blocks.length && i < 500; i++) {
    if (pauseAt(i)) yield;
    const block = blocks[i]!;
    // A job's line is short: a paragraph's text is read only then.
    const short = block.childElementCount <= 3 && (block.textContent?.length ?? 0) <= 200;
    const line = short ? text(block) : '';
    const labelled = line.length <= 80 ? /^([^:]{3,40}):\s*(\S.*)$/u.exec(line) : null;
    const job = block.lastElementChild;
    if (labelled) {
      const label = labelled[1]!.trim();
      // Any label will do when the name is a mail link to its own address ("Vaktsjef: <a
      // href="mailto:henrik.holter@db.no">Henrik Holter</a>"): the line presents a person and their role.
      const mailed = block.querySelector(MAIL_LINK);
      const address =
        mailed && text(mailed) === labelled[2]!.trim() ? (linkTargets(mailed)[0]?.toLowerCase() ?? '') : '';
      const name = (isJob(label) || !!address) && personName(labelled[2]!);
      // A job that two hold lists both ("Nyhetschefer: Anna Back och Gunilla Celvin").
      const both = !name && isJob(label) ? listedNames(labelled[2]!).map((n) => personName(n)) : [];
      if (both.length > 1 && both.every(Boolean) && !regionOf(block, COMMENTS)) {
        out.push(...both.flatMap((n) => person(splitName(n!), null, null, 'list', block) ?? []));
        continue;
      }
      const found = name && !regionOf(block, COMMENTS) && person(splitName(name), null, null, 'list', block);
      if (found) {
        // Their own address gives their domain, a mail provider's none.
        const domain = address.split('@')[1];
        if (domain) Object.assign(found, { address, domain: workDomain(domain) });
        out.push(found);
        continue;
      }
    }
    const over = short && !labelled ? jobOverName(block) : null;
    if (over) {
      out.push(over);
      continue;
    }
    if (!job || job.localName === 'a' || block.childElementCount > 40 || !MASTHEAD_JOB.test(text(job)))
      continue;
    // Only the links, their line breaks and the job: no other element, no words between them.
    const loose = [...block.childNodes].some((n) =>
      n.nodeType === 3
        ? !!n.textContent!.trim()
        : n.nodeType === 1 && n !== job && !/^(a|br)$/.test((n as Element).localName),
    );
    const links = [...block.children].filter((c) => c.localName === 'a');
    if (loose || !links.length) continue;
    const named = links.map((a) => ({ a, name: personName(text(a)) }));
    if (named.some((n) => !n.name) || regionOf(block, COMMENTS)) continue;
    out.push(...named.flatMap((n) => person(splitName(n.name!), null, null, 'list', n.a) ?? []));
  }
  return out;
}

/**
 * A job in an element of its own over the name on the next line, and nothing else: a footer's masthead
 * ("<p><strong>Päätoimittaja</strong><br> Jenni Tamminen</p>", "<p><b>Managing Editor</b><br><a>Jane
 * Roe</a></p>").
 */
function jobOverName(block: Element): FoundPerson | null {
  const parts = [...block.childNodes].filter((n) => n.nodeType === 1 || n.textContent!.trim());
  const [job, br, held] = parts;
  if (parts.length !== 3 || job?.nodeType !== 1 || (br as Element).localName !== 'br') return null;
  if ((job as Element).childElementCount || !isJob(text(job as Element))) return null;
  const name = personName((held!.textContent ?? '').replace(/\s+/g, ' ').trim());
  return name && !regionOf(block, COMMENTS) ? person(splitName(name), null, null, 'list', block) : null;
}

/**
 * A panel of the site's writers: two paragraphs or more, each led by a link to a writer's page (bold or
 * not) with a name, then what they say ("<strong><a href="/profile/TMFAeassa/info.aspx">Ashraf
 * Eassa</a> (Qualcomm):</strong> It's hard not to…"). The first 500 paragraphs are read.
 */
export function fromPanel(doc: Document): FoundPerson[] {
  const named: { name: string; el: Element }[] = [];
  const paragraphs = doc.getElementsByTagName('p');
  for (let i = 0; i < paragraphs.length && i < 500; i++) {
    const p = paragraphs[i]!;
    const first = p.firstElementChild;
    const a = first?.localName === 'a' ? first : first?.firstElementChild;
    if (a?.localName !== 'a' || !authorLink(a.getAttribute('href') ?? '')) continue;
    // Nothing before the link: it leads the paragraph.
    if (!(p.textContent ?? '').trimStart().startsWith(text(a)) || regionOf(p, COMMENTS)) continue;
    const name = personName(text(a));
    if (name) named.push({ name, el: a });
  }
  if (named.length < 2) return [];
  return named.flatMap((n) => person(splitName(n.name), null, null, 'byline', n.el) ?? []);
}

/** A short label that says what the lines after it are: "Fotograf*innen:", "Speakers:", "Mit:". */
const LABEL = /^[^:.!?]{2,40}:$/;

/**
 * A labelled list in one paragraph, a name on each line: "Fotograf*innen:<br>Fred Hüning (aka Der
 * Verfasser dieser Zeilen)<br>Jörg Steinbach<br>…". Two names or more after the label, each line a
 * name alone (what follows it in brackets, after a comma or a spaced dash is theirs: "Robert Madsen –
 * Senior Manager, EY Assurance"): one line that is no name, and the paragraph is something else
 * ("Ort:<br>G37 Galerie").
 */
export const fromLabelledLines = (doc: Document): FoundPerson[] => whole(labelledLineSlices(doc));

/** The labelled lists' people, a slice at a time (slices.ts). */
export function* labelledLineSlices(doc: Document): Slices {
  const out: FoundPerson[] = [];
  const blocks = mastheadBlocks(doc);
  for (let i = 0; i < blocks.length && i < 500; i++) {
    if (pauseAt(i)) yield;
    const block = blocks[i]!;
    if (block.localName !== 'p' || !block.querySelector(':scope > br') || block.childElementCount > 41)
      continue;
    // Its lines: the label's (any inline markup), then one text node each.
    const lines: Node[][] = [[]];
    for (const n of block.childNodes)
      if ((n as Element).localName === 'br') lines.push([]);
      else if (n.nodeType !== 8) lines.at(-1)!.push(n);
    const [label, ...rest] = lines.filter((l) => l.some((n) => n.textContent!.trim()));
    if (
      !label ||
      rest.length < 2 ||
      !LABEL.test(
        label
          .map((n) => n.textContent)
          .join('')
          .trim(),
      )
    )
      continue;
    const named = rest.map((line) => {
      const node = line.length === 1 && line[0]!.nodeType === 3 ? (line[0] as Text) : null;
      const shown = node?.data.trim() ?? '';
      // A role after a dash ends the name too, and may give the employer ("Robert Madsen – Senior
      // Manager, EY Assurance"); a place does not ("Grand Hotel – Bergen").
      const dashed = /^(.*?)\s[-–—|]\s(.*)$/.exec(shown);
      const role = !!dashed && ROLE.test(dashed[2]!.split(',')[0]!);
      const bare = (role ? dashed[1]! : shown).replace(/\s*(\(.*\)|,.*)$/, '');
      const name = personName(bare);
      const company = name && role ? titleCompany(`${bare}, ${dashed[2]}`, bare) : null;
      return name && node
        ? { name, company, node, start: node.data.indexOf(bare), length: bare.length }
        : null;
    });
    if (named.some((n) => !n) || regionOf(block, COMMENTS) || siteChromeOf(block)) continue;
    for (const n of named) {
      const p = person(splitName(n!.name), n!.company, null, 'labelled', block);
      if (p) out.push({ ...p, text: { node: n!.node, start: n!.start, end: n!.start + n!.length } });
    }
  }
  return out;
}
