/**
 * Writers' bios: the employer a bio names ("Kate Davidson is a financial services reporter for
 * POLITICO Pro"), and the employer a byline names after the writer's title, after a slash ("Peter
 * Maahn/SP-X") or in the author's box ("Clemson University, …"). The people a bio presents are
 * led-bios.ts's.
 */
import { DEGREES, SUFFIXES } from '../../../core/names';
import { HIDDEN_STYLE } from '../hidden';
import { domainOf, literally, ROLE, slug, spacedText, text } from './found';
import { MONTH } from './byline-names';
import { capital } from './names';
import { siteDomain } from './site';

/** An organisation's later words: capitalised, a number ("Integer 32"), or a joining word. Its first
 * word is capitalised or starts with a digit ("9to5Toys"). */
const ORG_WORD = "(?:\\p{Lu}[\\p{L}\\p{N}&'’.-]*|\\p{N}+\\b|of|and|&|de|du|für)";
export const ORG = `([\\p{Lu}\\p{N}][\\p{L}\\p{N}&'’.-]*(?: ${ORG_WORD})*)`;

/**
 * Roles that lead an organisation: "the co-founder of Integer 32" names it, "the author of" no one, nor
 * "a Professor of Public Law" (a subject: where they work comes after it, "at the University of Bonn").
 */
const LEADS =
  '(?:[Cc]o-?)?[Ff]ounder|[Dd]irector|[Hh]ead|[Pp]resident|[Cc]hief|CEO|ceo|CTO|cto|[Ee]ditor|[Pp]artner|[Pp]rincipal|[Oo]wner|[Cc]hair(?:man|woman)?';

/**
 * What a bio says someone does where they work: "Michael Ignatieff teaches at Harvard’s Kennedy School",
 * "Jawabreh arbeitet an der Humboldt Universität Berlin", "elle travaille chez …".
 */
const WORKS =
  '(?:teaches|works|lectures|researches|arbeitet|forscht|lehrt|travaille|enseigne|trabaja|lavora)';
/** Where: "at", "for", "with", and the same words in German, French, Spanish and Italian, and their articles. */
const WORKS_AT = '(?:at|for|with|an|bei|für|chez|pour|à|en|para|presso)';
const ARTICLE = '(?:the |der |dem |die |la |le |l’|el )?';

/** Where a bio says someone works, whoever: the end of bioCompany's pattern, which a bio it matches holds. */
const WORKS_SOMEWHERE = new RegExp(`\\s(?:${WORKS_AT}|(?:${LEADS}) of) ${ARTICLE}${ORG}`, 'u');

/**
 * The organisation at the end of a match, without a sentence's full stop or a dangling "of"; not a
 * number alone ("a software engineering leader with 25 years of experience").
 */
export const orgOf = (m: RegExpExecArray | null) => {
  const org = m?.[1]?.split(/\.(?:\s|$)/)[0]!.replace(/(\s+(of|and|&|de|du|für))+$/, '');
  return org && !/^[\p{N}.,]+$/u.test(org) ? org : null;
};

/**
 * The employer a writer's bio names: "Duncan Bell is a Reader in the Department of Politics … at the
 * University of Cambridge", "Kate Davidson is a financial services reporter for POLITICO Pro", "Jake is
 * the co-founder of Integer 32", "Michael Ignatieff teaches at Harvard’s Kennedy School". Only "is" or
 * a present "teaches", "works"… (not "was", nor "is a former": a former employer) and the first "at", "for",
 * "with" or leading role's "of" after it; or a bio that starts with the role ("A professor at …").
 */
export function bioCompany(bios: string[], full: string): string | null {
  // By their whole name or, in a bio that gives it, their first ("Jake is the co-founder of Integer 32")
  // or "he" or "she" ("Patrick Linton is an entrepreneur… He is the Co-Founder & CEO of Bolton Remote");
  // where they work, by their family name too ("Jawabreh arbeitet an der Humboldt Universität Berlin"),
  // and a sentence that starts with it ("Dye is a reporter for Bloomberg News."); a leading role may
  // come without its article ("Gini Dietrich is founder and CEO of Arment Dietrich, Inc."), after "now"
  // ("… is now the founder and principal of the Soundbite Institute"), or between commas after the name
  // ("Kevin Jackson, founder of the GovCloud Network, is …").
  // Or a bio in the first person in a box that names them ("About Ben Nadel / I am the co-founder and
  // a principal engineer at InVision App, Inc").
  // Or an author box's bio that starts with the role: "A computer science professor at the University
  // of Quebec (TELUQ). View all posts by Daniel Lemire".
  // Only the bios that name them and say where someone works are read with the whole pattern: it is
  // built for each name, and a front page's twenty bylines, each in a bio box, would build it twenty
  // times for nothing (2 ms each).
  const words = full.split(' ');
  const familyFirst = new RegExp(`(?:^|[.!?]\\s)\\s*${literally(words.at(-1)!)} is (?:a|an|the)\\b`, 'u');
  const named = bios.filter((t) => (t.includes(full) || familyFirst.test(t)) && WORKS_SOMEWHERE.test(t));
  if (!named.length) return null;
  const said = new RegExp(
    `(?:(?:${literally(full)}|${literally(words[0]!)}|\\b(?:He|She)) (?:is (?:now |currently |also )?(?:a|an|the|(?=(?:${LEADS})\\b))|${WORKS})|\\bI(?: am|['’]m) (?:now |currently |also )?(?:a|an|the)|${literally(full)}, (?:the |a |an )?(?=(?:${LEADS})\\b)|(?:${literally(words.at(-1)!)}|\\b(?:Sie|Er|Elle|Il)) ${WORKS}|(?:^\\s*|(?<=[.!?]\\s))${literally(words.at(-1)!)} is (?:a|an|the)|^\\s*(?:An?|The))\\b[^.]*?\\s(?:${WORKS_AT}|(?:${LEADS}) of) ${ARTICLE}${ORG}`,
    'u',
  );
  for (const t of named) {
    const m = said.exec(t);
    // A former role names no employer ("Jane Slaughter is a former editor of Labor Notes").
    const org = m && !FORMER.test(m[0]) ? orgOf(m) : null;
    if (org) return org;
  }
  return null;
}

/**
 * A writer's bio set apart in italics at the story's foot, led by their name ("<em>Gini Dietrich is
 * founder and CEO of Arment Dietrich, Inc. and blogs at Spin Sucks …</em>"): the first 200 italic
 * elements are read, each under 600 characters. Asked only once a byline has names, so not one of
 * the scan's prepared page-wide steps, which every page would pay for.
 */
export function italicBios(doc: Document, names: string[]): string[] {
  const out: string[] = [];
  const italics = doc.querySelectorAll('em, i');
  for (let i = 0; i < italics.length && i < 200; i++) {
    const t = (italics[i]!.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (t.length < 600 && names.some((n) => t.startsWith(`${n} `))) out.push(t);
  }
  return out;
}

/** A role the person no longer holds: "a former editor", "ehemalige Redakteurin", "ancien rédacteur". */
const FORMER =
  /\b(?:former|formerly|onetime|one-time|retired|ehemalige[rn]?|frühere[rn]?|ancien(?:ne)?|antigu[oa]|ex-)/i;

/**
 * The employer a byline names after the writer's title: "Posted by Andrew Hayden, Software Engineer
 * on Google Play", "Jane Roe | Senior Reporter at Acme". A title comes first ("…, on Twitter" names
 * no employer), capitalised, in at most five words; the employer's words may be joined by "&", "and"
 * or "of" ("Trial Attorney at Morgan & Morgan", "Analyst at Bank of America"). Where that first part
 * names an organisation rather than a title, it is the employer, writing for the other: "Amy
 * Kuperinsky | NJ Advance Media for NJ.com".
 */
const TITLE_AT =
  /^\s*[,|–—]\s*(\p{Lu}[\p{L}.-]*(?:\s+[\p{L}.&-]+){0,4}?)\s+(?:[Aa]t|[Oo]n|[Ff]or|[Ww]ith)\s+(\p{Lu}[\p{L}\p{N}&'’.-]*(?: (?:(?:&|and|of|de|der|für) )?\p{Lu}[\p{L}\p{N}&'’.-]*){0,4})/u;
/** Whom the writer writes for, after the name: "By Tom Pyman for MailOnline", "For The Mail On Sunday". */
const FOR_ORG =
  /^\s+(?:for|For|FOR)\s+((?:The\s+)?\p{Lu}[\p{L}\p{N}&'’.-]*(?:\s+(?:\p{Lu}[\p{L}\p{N}&'’.-]*|on|of|and|&)){0,4}?)(?=\s*$|\s*[|,–—-]|\s+\d)/u;
/** A first part that names a newsroom rather than a title ("NJ Advance Media"). */
const MEDIA = /\b(media|news|network|newspapers|publishing)$/i;

/**
 * An organisation named right after the writer's name: "Ann Woodlief, Virginia Commonwealth
 * University", "Steffen PACHE, Sächsische Landesanstalt für Landwirtschaft". It says what it is (a
 * university, an institute, an agency…): a title or a desk there says nothing of an employer.
 */
const ORG_AFTER = new RegExp(`^\\s*,\\s*${ORG}`, 'u');
export const ORGANISATION =
  /universit|college|institut|school|academ|akademie|hochschule|anstalt|agenc|agentur|ministr|foundation|stiftung|fondation|association|verband|society|gesellschaft|council|center|centre|zentrum|laborator|hospital|klinik|museum|\b(inc|llc|ltd|gmbh|corp)\b|株式会社|有限会社|合同会社|associated press|reuters|agence france|bloomberg|press trust|xinhua|kyodo|yonhap/i;

/** A news agency's desk by its initials, and the agency's name. */
const AGENCY_DESK =
  /^(ap|afp|upi|dpa)\b(?:\s+[\p{L}-]+){0,3}?\s+(?:writer|correspondent|reporter|editor)s?$/iu;
const AGENCIES: Record<string, string> = { ap: 'Associated Press', afp: 'AFP', upi: 'UPI', dpa: 'dpa' };

/** The element after a byline's name that says whom it writes for: "<span class="publication">". */
const PUBLICATION = /publication(?![-_]?(?:date|time))|affiliation|organi[sz]ation|source|provider/i;
/** A title with its article, "The Plain Dealer", "The Mississippi Press": a publication, not a role. */
export const THE_TITLE = /^The \p{Lu}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*){0,3}$/u;

/** Whether a link near the byline leads to the organisation's own site (its logo to futurism.com). */
function linkedTo(el: Element, org: string): boolean {
  const box = el.parentElement?.parentElement ?? el;
  const name = slug(org);
  return (
    name.length > 2 &&
    [...box.querySelectorAll('a[href^="http"]')].slice(0, 10).some((a) => {
      const domain = siteDomain(domainOf(a.getAttribute('href')) ?? '');
      return !!domain && slug(domain.split('.')[0]!) === name;
    })
  );
}

/** A role named by the team one works in: "Alex Durán, AMP Project Marketing, Google". */
const TEAM_WORK = /\b(?:marketing|sales|communications|relations|partnerships|operations)$/i;
const DATE_WORD = new RegExp(`^((mon|tues|wednes|thurs|fri|satur|sun)day|${MONTH})\\b`, 'i');

export function titleCompany(line: string, name: string, el?: Element): string | null {
  const at = line.toLowerCase().indexOf(name.toLowerCase());
  if (at < 0) return null;
  const after = line.slice(at + name.length);
  // A signature's shape: the role, then the organisation ("Brian Stevens, Vice President, Google Cloud").
  const [, role, signed] = /^\s*,\s*([^,]{2,40}),\s*(\p{Lu}[^,;:]{1,40}?)\s*$/u.exec(after) ?? [];
  if (role && (ROLE.test(role) || TEAM_WORK.test(role))) return signed!;
  const [, title, titled] = TITLE_AT.exec(after) ?? [];
  if (title && MEDIA.test(title)) return title;
  const writesFor = FOR_ORG.exec(after)?.[1];
  if (writesFor) return writesFor;
  if (/^\s+The\s/.test(after) && THE_TITLE.test(after.trim())) return after.trim(); // all after the name, "… Kullab The Associated Press"
  // An organisation ends before a date ("FUTURISM 18 NOV 2019").
  const org = (titled ?? ORG_AFTER.exec(after)?.[1])?.split(/\s+\d/)[0];
  // The publication an element of its own names after the name ("Tom Davies" "Associated Press"):
  // classed so, or an agency or an organisation that says what it is. A name, not a sentence that
  // mentions one ("JAKARTA (Reuters) - The search widened."), and not one set out of sight
  // ("display:none"): readers do not see it.
  const next = el?.nextElementSibling;
  const published = next && !HIDDEN_STYLE.test(next.getAttribute('style') ?? '') ? text(next) : '';
  if (
    !org &&
    /^\p{Lu}[^,;:()–—]{1,40}$/u.test(published) &&
    !/ - |\p{Ll}\.$/u.test(published) &&
    (PUBLICATION.test(next!.className) || ORGANISATION.test(published) || THE_TITLE.test(published))
  )
    return published;
  // A date is no employer: "Matthew Digby , Minh Do on Monday, November 18th".
  if (!org || DATE_WORD.test(org)) return null;
  // An agency's writer by its initials: "Tom Krisher, AP Auto Writer".
  const agency = AGENCY_DESK.exec(org)?.[1]?.toLowerCase();
  if (agency) return AGENCIES[agency]!;
  // A newsroom by its initials, all the byline has after the name ("Von …, NDR"; not a degree, "MBA").
  const initials =
    /^\s*,\s*\p{Lu}{3,5}\s*$/u.test(after) && !DEGREES.test(org.trim()) && !SUFFIXES.test(org.trim());
  // An organisation that says what it is, or whose own site the byline links to ("VICTOR
  // TANGERMANN, FUTURISM" beside Futurism's logo).
  if (!titled && !initials && !ORGANISATION.test(org) && !THE_TITLE.test(org) && !(el && linkedTo(el, org)))
    return null;
  const named = org.replace(/[.’']+$/, '');
  // A byline set in capitals names its organisation in capitals too.
  const capitals = line.slice(at, at + name.length) === name.toUpperCase();
  return capitals ? named.split(' ').map(capital).join(' ') : named;
}

/**
 * An author's affiliation, where a byline box would name them: a line that starts with an institution
 * ("Clemson University, Clemson, South Carolina (D.G.)", "University of California, Berkeley, …").
 */
export const AFFILIATION =
  /^\s*(?:(?:\p{Lu}[\p{L}'’.&-]*\s+){0,4}(?:University|College|Institute|Hospital|School|Universität|Hochschule|Klinikum)\b|(?:University|Universität|Université|Universidad|Università|Universidade|Institute|Institut|Instituto|Istituto)\s+(?:of|de|für|di|do|da|del|des|du)\s)/u;

/**
 * The institution of an author's own box, where the byline names them alone beside their
 * affiliation ("<a>Devon Gorry, PhD</a><div class="author-info">Clemson University, Clemson, …</div>"):
 * the line's first part.
 */
export function affiliationOf(el: Element): string | null {
  for (const next of el.parentElement?.children ?? []) {
    const t = next === el ? '' : spacedText(next);
    if (AFFILIATION.test(t)) return t.split(/[,;(]/)[0]!.trim();
  }
  return null;
}
