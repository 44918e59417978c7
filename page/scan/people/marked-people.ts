/**
 * A team page's people as its markup marks them: boxes whose class names them a person's ("author",
 * "member", "person", "portrait", "profile"…), three or more of the same class, each naming someone in
 * an element classed as a name ("<li class=author><span class=name>Asya Isakova</span>",
 * "<span class="portrait-name">") or, with none, in its first line ("<p class="one-person__biography">
 * Grace O. Mizuno, PhD<br>CEO, co-founder …"); a conference's speakers too ("<div class="speaker"><h2
 * class="name">…</h2><span class="position">Geeky Devs</span>"), whose employer is the line under the
 * name. Only on a page that says it is a team's, by its title, its
 * address or the words over the boxes: a story's related cards are marked up as authors too.
 */
import { DEGREES, SUFFIXES, splitName } from '../../../core/names';
import { COMMENTS, ROLE, TEAM, lines, person, regionOf, text, underWords, type FoundPerson } from './found';
import { siteChromeOf } from './chrome';
import { personName } from './names';
import { companyInLines } from './team-grids';
import { headlineCompany } from './headlines';
import { pageWide } from './queries';

/** A box's class that says it is a person's. */
const personBoxes = pageWide(
  '[class*="author" i], [class*="member" i], [class*="person" i], [class*="portrait" i], [class*="profile" i], [class*="staff" i], [class*="speaker" i]',
);
/** Words over a box that say it is a speaker's, whom the site hosts rather than employs. */
const SPEAKERS = /\b(?:speakers?|referenten|keynotes?|panelists?)\b/i;
/** A class that says an element is a person's role or employer. */
const ROLE_CLASS =
  '[class*="position" i], [class*="company" i], [class*="role" i], [class*="job" i], [class*="organi" i], [class*="affiliation" i]';
/** A class that says an element is a name: "name", "portrait-name", "member__name", "author_name". */
const NAME_CLASS = /(?:^|[\s_-])name$/i;
/**
 * A page's address that says it is a team's, by its last part: "/team/", "/about/people/", "/staff.html"
 * (not a section's: "/leadership/why-hasnt-tutoring-…", "/people/celebrity-news/").
 */
const TEAM_PATH = /\/(?:team|people|staff|our-team|about-us|members|speakers)(?:\/|\.html?)?$/i;

/** The element in a box that its class calls the name, if any (the first of the box's first 30). */
function nameElement(box: Element): Element | null {
  const all = box.getElementsByTagName('*');
  for (let i = 0; i < all.length && i < 30; i++) {
    const el = all[i]!;
    if ([...el.classList].some((c) => NAME_CLASS.test(c))) return el;
  }
  return null;
}

/** A line's words before an aside in brackets at its end, and the aside ("Ali Jelveh (Protonet)"). */
function withBracket(line: string): [string, string | null] {
  const m = /^(.+?)\s+\(([^()]{2,60})\)$/.exec(line.trim());
  return m ? [m[1]!, m[2]!.trim()] : [line, null];
}

/**
 * Whether an aside in brackets after a name names an employer, as a conference's cards write it
 * ("(Protonet)", "(3scale)", "(relayr Inc)", "(iMinds)"): short, no sentence, no role ("(API
 * Evangelist)"), no degree, no country's or state's code ("(UK)"), no pronouns ("(she/her)"), no part in the programme ("(Keynote)").
 */
const employerAside = (aside: string) =>
  /^[\p{L}\p{N}]/u.test(aside) &&
  /\p{L}{2}/u.test(aside) &&
  !/\s\p{Ll}{4}/u.test(aside) &&
  !ROLE.test(aside) &&
  !DEGREES.test(aside) &&
  !SUFFIXES.test(aside) &&
  !/^\p{Lu}{2}$/u.test(aside) &&
  !/^(?:she|he|they|aka|in|at|on|keynote|moderator|host|panel|speaker|tb[ac]|invited|remote|online|virtual)\b/i.test(
    aside,
  );

export function fromMarkedPeople(doc: Document): FoundPerson[] {
  let path = '';
  try {
    path = new URL(doc.URL).pathname;
  } catch {
    // No address: the title and the words over the boxes say it.
  }
  const teamPage = TEAM.test(doc.title) || TEAM_PATH.test(path);
  // The boxes by their class: boxes that hold elements, not a name's or a picture's own (a person's
  // box inside another names them again: one person, merged by name).
  const byClass = new Map<string, Element[]>();
  const boxes = personBoxes(doc);
  for (let i = 0; i < boxes.length && i < 400; i++) {
    const box = boxes[i]!;
    if (
      !box.childElementCount ||
      [...box.classList].some((c) => NAME_CLASS.test(c)) ||
      /^(?:html|body|main|article)$/.test(box.localName)
    )
      continue;
    const key = `${box.localName}.${box.className}`;
    if (!byClass.has(key)) byClass.set(key, []);
    byClass.get(key)!.push(box);
  }
  const out: FoundPerson[] = [];
  for (const group of byClass.values()) {
    // The group's first box under words that say it is a team's, or a page that does; then each box.
    if (group.length < 3 || !(teamPage || underWords(group[0]!, TEAM))) continue;
    if (siteChromeOf(group[0]!) || regionOf(group[0]!, COMMENTS)) continue;
    const named = group.flatMap((box) => {
      const marked = nameElement(box);
      const { texts, owners } = lines(box, 6);
      // A name and its degrees ("Grace O. Mizuno, PhD", "Mark Von Zastrow, MD, PhD, Professor"), or
      // its company in brackets ("Ali Jelveh (Protonet)"; not a role: "Kin Lane (API Evangelist)").
      const [shown, bracketed] = withBracket(marked ? text(marked) : (texts[0] ?? ''));
      const name = shown.length <= 80 ? personName(shown.split(/,\s*/)[0]!) : null;
      if (!name) return [];
      // The lines after the name's, its own parts aside ("<h2 class="name">Grzegorz <span>Dyrda</span></h2>").
      const last = marked ? owners.findLastIndex((o) => !!o && marked.contains(o)) : 0;
      // An element its class calls the role or the company comes first: its words may repeat a
      // picture's ribbon before the name ("Dynatrace" over "Zbyszko Papierski", then under it).
      const roleEl = box.querySelector(ROLE_CLASS);
      const role = roleEl && !marked?.contains(roleEl) && !roleEl.contains(marked) ? text(roleEl) : null;
      const after = [...(role ? [role] : []), ...texts.slice(last + 1)];
      // A speaker's card may give the employer alone under the name ("Geeky Devs", "intive",
      // "kapware.com"), before a bio that names others ("trener w Infoshare Academy"): the site hosts
      // them, it does not employ them. Only the element its class calls the position: a line under a
      // speaker's name may be a talk's title or its track ("Performance Engineering").
      const speaker = /speaker/i.test(box.className) || /\/speakers\/?$/i.test(path);
      const company =
        (bracketed && employerAside(bracketed) ? bracketed : null) ??
        (role && (headlineCompany(role) ?? (speaker && employerAside(role) ? role : null))) ??
        companyInLines(after);
      return [{ box, name, company, speaker }];
    });
    // Most of the group names someone: a shop's product boxes are classed as profiles too.
    if (named.length * 4 < group.length * 3) continue;
    for (const n of named) {
      // Each box under words that say whose it is, or on a page that does: a page's staff and its
      // speakers may share a card's markup ("Our Staff", then "Speakers").
      const under = underWords(n.box, TEAM);
      if (!(teamPage || under)) continue;
      const speaker = n.speaker || (under && underWords(n.box, SPEAKERS));
      const found = person(splitName(n.name), n.company, null, speaker ? 'speaker' : 'list', n.box);
      if (found) out.push(found);
    }
  }
  return out;
}
