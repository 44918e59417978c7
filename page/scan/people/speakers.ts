/**
 * The people who speak on a page: an interview's or a transcript's speakers, and the guests an
 * episode's notes or a programme lists under a heading that says so ("Featuring", "Guests") or names
 * in a sentence ("Zu Gast waren …"). A little over 250 lines: the three readers share the page's
 * paragraphs, the name and headline readers and the guests' company rules.
 */
import { splitName } from '../../../core/names';
import {
  firstOf,
  firstText,
  literally,
  person,
  regionOf,
  ROLE,
  text,
  COMMENTS,
  type FoundPerson,
} from './found';
import { headlineCompany } from './headlines';
import { siteChromeOf } from './chrome';
import { givenNameKnown, personName, PICTOGRAPHS } from './names';
import { pageWide } from './queries';
import { pauseAt, whole, type Slices } from './slices';
import { capitalised, SMALL_NAME } from './words';

const speakerLabels = pageWide('[class*="speaker" i]');

/**
 * Whether a labelled paragraph is someone speaking: after its label, a sentence to its stop with a
 * word in small letters ("Also, erstens.", "Was ist denn anders?") or fifteen words or more. A field's
 * value is not ("Comisario UNAFUT: Fernando Quesada.", a book review's "Book Title: Strategy Rules –
 * Five Timeless Lessons from Bill Gates, Andy Grove, and Steve Jobs"), nor is a label alone.
 */
function spoken(p: Element): boolean {
  const all = text(p);
  const said = all.slice(all.indexOf(':') + 1, 2000).trim();
  return (
    (said ? said.split(' ').length : 0) >= 15 || (/[.?!…]["”’»]?$/.test(said) && /(?:^|\s)\p{Ll}/u.test(said))
  );
}

/**
 * Whether a paragraph's label may be a speaker's: written in capitals as a transcript writes its
 * speakers ("ELLESA THROWDEN: …"), or starting with a known given name. A guide's bold terms over what
 * they explain ("Labor Costs: …", "Video Card: …", "Business Hours: …") are labels too, and come back
 * as often as a speaker does. A pictograph before it is none of its words ("👍 Best Use Cases: …").
 */
const givenFirst = (label: string) =>
  !/\p{Ll}/u.test(label) || givenNameKnown(label.replace(PICTOGRAPHS, '').trim().split(/\s+/)[0]!);

/**
 * An interview's or a transcript's speakers: a name that leads two paragraphs or more as their
 * label ("Christian Drosten: Also, schwere Verläufe…", "<b>Korinna Hennig:</b> Transparenz…"), or
 * that two turns or more give in an element classed as the speaker's (`<span
 * class="transcript__speaker-name">Courtland Allen</span>`) or as a list's terms. Only each
 * paragraph's first text is read.
 */
export const fromSpeakers = (doc: Document): FoundPerson[] => whole(speakerSlices(doc));

/** The speakers, a slice at a time (slices.ts). */
export function* speakerSlices(doc: Document): Slices {
  const turns = new Map<string, { el: Element; n: number }>();
  const turn = (label: string | undefined, el: Element) => {
    const name = label && personName(label.replace(/\s+/g, ' ').trim());
    if (!name) return;
    const seen = turns.get(name);
    turns.set(name, { el: seen?.el ?? el, n: (seen?.n ?? 0) + 1 });
  };
  const paragraphs = doc.getElementsByTagName('p');
  // The labels that may be speakers', and how many others the paragraphs have (a guide's terms).
  const named: [string, Element][] = [];
  const terms = new Set<string>();
  for (let i = 0; i < paragraphs.length && i < 500; i++) {
    if (pauseAt(i)) yield;
    const first = firstText(paragraphs[i]!);
    const label = /^\s*([^:]{5,40}):(?:\s|$)/.exec(first?.data ?? '')?.[1];
    // A label inside a link is another page's headline ("<a href="news-1.html">SC DHfK Leipzig: Ankunft
    // …</a>"), not a turn of this one; one in a reader's comment or a forum post is their list's term
    // ("Price Adjustments: Our TA does not …").
    if (!label || first!.parentElement?.closest('a[href]') || !spoken(paragraphs[i]!)) continue;
    if (regionOf(paragraphs[i]!, COMMENTS)) continue;
    if (givenFirst(label)) named.push([label, paragraphs[i]!]);
    else terms.add(label);
  }
  // Where the terms are as many as the names' turns, the few labels that start with a given name are
  // terms too ("Material Quality:" among "Labor Costs:", "Permit Fees:" …).
  if (terms.size < 3 || terms.size < named.length) for (const [label, p] of named) turn(label, p);
  const labels = speakerLabels(doc);
  for (let i = 0; i < labels.length && i < 500; i++) {
    if (pauseAt(i)) yield;
    if (!labels[i]!.childElementCount) turn(labels[i]!.textContent?.slice(0, 60), labels[i]!);
  }
  // Or a list of turns, each its speaker's name as a term over what they said, in small letters or
  // not (`<dt>kara swisher</dt><dd>I’m Kara Swisher, and …</dd>`): a list of four terms or more, each
  // over its turn, half of them names at least; not an infobox's labels ("代表作品" over titles), nor a
  // menu's terms with nothing under them.
  for (const list of [...doc.getElementsByTagName('dl')].slice(0, 20)) {
    const terms = [...list.children]
      .filter((t) => t.localName === 'dt' && t.nextElementSibling?.localName === 'dd')
      .slice(0, 500);
    const said = terms.map((t) => text(t)).map((t) => (SMALL_NAME.test(t) ? capitalised(t) : t));
    if (terms.length >= 4 && said.filter((t) => t.length <= 40 && personName(t)).length * 2 >= terms.length)
      said.forEach((t, k) => t.length <= 40 && turn(t, terms[k]!));
  }
  const spoke = [...turns].filter(([, t]) => t.n >= 2);
  // Two speakers or more: the one who speaks first hosts ("Ezra Klein: I'm Ezra Klein, and this is
  // 'The Ezra Klein Show.'"). With one named speaker the other is "Q:" or the paper's name, and
  // the named one is the guest.
  if (spoke.length >= 2) {
    const [, first] = spoke.reduce((a, b) =>
      a[1].el.compareDocumentPosition(b[1].el) & 2 /* b precedes a */ ? b : a,
    );
    hosts.add(first.el);
  }
  return spoke.flatMap(([name, t]) => person(splitName(name), null, null, 'speaker', t.el) ?? []);
}

/** The turns that open a transcript of two speakers or more: their speaker hosts it. */
const hosts = new WeakSet<Element>();

/** Whether a speaker found here hosts the page's transcript: the publisher's, unlike a guest. */
export const hostsTranscript = (p: FoundPerson) => p.source === 'speaker' && hosts.has(p.element);

/**
 * A heading over the people who take part or make it: "Featuring", "Guests", "Hosts", "Panelists",
 * "Gäste"…, a programme's "Hosted by:" and "Produced by:".
 */
const GUESTS =
  /^(featuring|(special |featured )?guests?|hosts?|hosted by|(executive )?produc(ers?|ed by)|panel(ists)?|speakers?|gäste|invités?|invitados?|ospiti|sprecher\w*|intervenants?)\s*:?$/i;
/** A paragraph that is only a label over a list of who takes part: "<p><strong>mit:</strong></p><ul>…". */
const GUESTS_LABEL =
  /^(mit|with|avec|con|featuring|guests?|speakers?|panel(ists)?|gäste|referent(inn)?en|podium)\s*:$/i;

/** Where an entry's name ends: a spaced dash or bar, a comma, a colon, a bracket. */
const NAME_ENDS = /\s[-–—|]\s|[,:(]/;

const guestHeadings = pageWide('h2, h3, h4, h5, dt');

/** The headings that name guests, and the first 500 paragraphs that are only a label over them. */
function guestLabels(doc: Document): Element[] {
  const out = firstOf(guestHeadings(doc), 400).filter((h) => GUESTS.test(text(h)));
  const paragraphs = doc.getElementsByTagName('p');
  for (let i = 0; i < paragraphs.length && i < 500; i++) {
    const p = paragraphs[i]!;
    // Its first text is the label, its colon perhaps apart: the paragraph's text is read only then.
    const first = firstText(p)?.data.trim() ?? '';
    if (GUESTS_LABEL.test(first.endsWith(':') ? first : `${first}:`) && GUESTS_LABEL.test(text(p)))
      out.push(p);
  }
  return out;
}

/**
 * Where a speaker's bio says they work, in its first sentence, when it is about them in the first or
 * the third person or starts with their role: "Engineering Director at Dream11.", "I am currently a
 * graduate student at Wuhan University", "Lintao Zhang is the Co-founder and CEO of EloqData".
 */
function bioCompany(bio: string, firstName: string): string | null {
  const first = bio.split(/(?<=[.!?])\s+/)[0]!.replace(/[.!?]$/, '');
  const about = new RegExp(
    `^(?:I am|I'm|I work|(?:He|She|They|${literally(firstName)}(?: \\S+)?) (?:is|works|leads))\\s`,
    'u',
  );
  // The role alone before "at": a few words, no list of them ("Apache Incubator Mentor, … PMC Chair").
  const role = first.split(/\s+(?:at|@|of|for)\s/)[0]!;
  return first.length <= 300 && (about.test(first) || (ROLE.test(role) && !role.includes(',')))
    ? headlineCompany(first)
    : null;
}

/** What a one-word headline may be that is no company: a calling, not an employer. */
const CALLING =
  /^(students?|developers?|leads?|engineers?|committers?|contributors?|maintainers?|members?|freelancers?|authors?|speakers?|retired|independent|self-employed|hacker|programmer|designer)$/i;

/**
 * A speaker's headline that is their company alone, one word, with the city after a comma or not
 * ("Linlin Duan: rednote", "Runqi Lin: Alibaba, Shanghai", "Alibaba,Hangzhou"): not a calling
 * ("Student", "Engineer").
 */
function brandAlone(headline: string): string | null {
  const m = /^([\p{L}][\p{L}\p{N}.&-]{1,30})(?:\s*,\s*\p{Lu}[\p{L}-]+(?: \p{Lu}[\p{L}-]+)?)?$/u.exec(
    headline.trim(),
  );
  return m && !ROLE.test(m[1]!) && !CALLING.test(m[1]!) ? m[1]! : null;
}

/**
 * The guests an episode's notes or a programme lists under a heading that names them ("<h2>Featuring
 * </h2><p>Tom Preston-Werner — Twitter, GitHub</p>"): each entry up to the next heading (a paragraph
 * or a list's item) that starts with a name before a dash, comma or its links. The rest of the entry
 * may give the company ("Jane Roe, CEO at Acme"), or else the bio right after it. Where the entries
 * write "Name: headline" (a conference's speakers), only those that do are names.
 */
export function fromGuests(doc: Document): FoundPerson[] {
  const out: FoundPerson[] = [];
  for (const h of guestLabels(doc)) {
    if (regionOf(h, COMMENTS) || siteChromeOf(h)) continue;
    const entries: Element[] = [];
    for (
      let el = h.nextElementSibling;
      el && entries.length < 20 && !/^(h[1-6]|dt)$/.test(el.localName);
      el = el.nextElementSibling
    )
      entries.push(...(/^(ul|ol|dd)$/.test(el.localName) ? [...el.children] : [el]));
    const read = entries.map((entry) => {
      const all = text(entry);
      const lead = (firstText(entry)?.data ?? '').split(NAME_ENDS)[0]!.replace(/\s+/g, ' ').trim();
      const after = all.slice(all.indexOf(lead) + lead.length);
      // What follows the name, its separator left out ("Lei Xu: CTO @ LanceDB", "Hubert Zhang: EloqData CTO").
      const rest = after.replace(/^[\s:,|–—-]+/, '');
      // A headline, not another label ("Personal Links: Github: https://…").
      const colon = /^\s*:/.test(after) && !!rest && !/^[^:]{1,30}:\s/.test(rest);
      return { entry, all, rest, colon, name: all.length <= 200 ? personName(lead) : null };
    });
    // Where the speakers are written "Name: headline", a line that is not ("Apache IoTDB Committer,
    // Student at …", "Personal Links:" over the links) is a bio's, not a name's.
    const colonForm = read.some((r) => r.name && r.colon);
    let last: FoundPerson | null = null;
    for (const { entry, all, rest, colon, name: named } of read) {
      const name = colonForm && !colon ? null : named;
      const company = headlineCompany(rest) ?? (colon ? brandAlone(rest) : null);
      const found = name && person(splitName(name), company, null, 'speaker', entry);
      if (found) out.push((last = found));
      else if (name) last = null;
      // A bio after the name's line says where they work when that line did not.
      else if (last && !last.company) last.company = bioCompany(all, last.firstName);
    }
  }
  return out;
}

/**
 * A sentence that says who the guests are, and the names after it: "Zu Gast waren Prof. Peter Heisig
 * und Dr. Manfred Bornemann, die …", "Our guests are Jane Roe and John Doe", "Mein Gast ist …"; or
 * who presents the show (HOSTS_SAID).
 */
const GUESTS_SAID =
  /(?:^|[.!?:]\s+)(?:zu gast (?:war|waren|ist|sind)|(?:mein|meine|unser|unsere) gäste? (?:war|waren|ist|sind)|(?:our|my|today's) guests? (?:is|are|was|were)|(?:mon|mes|notre|nos) invités? (?:est|sont|était|étaient))\s+(.{3,200})/iu;

/** Who presents a show: "ELON está presentado por Matías S. Zavia (@matiass) y Álex Barredo …", "hosted by …". */
const HOSTS_SAID =
  /\b(?:presentad[oa]s?|conducid[oa]s?|presented|hosted|présentée?s?|animée?s?|präsentiert|moderiert|presentat[oa]|condott[oa])\s+(?:por|by|par|von|da)\s+(.{3,200})/iu;
/** A sentence's end before the next one ("… Barredo. Su tema …"), not an initial's dot ("Matías S. Zavia"). */
const NEXT_SENTENCE = /[.!?]\s+(?=\p{Lu}\p{Ll}*\s+\p{Ll})/u;

/** One of the names a guests' sentence lists: up to a comma or "und"/"and"/"et"/"y"/"e"/"&". */
const LISTED = /,\s*|\s+(?:und|and|et|y|e|&)\s+/;

export function fromGuestsNamed(doc: Document): FoundPerson[] {
  const out: FoundPerson[] = [];
  const paragraphs = doc.getElementsByTagName('p');
  for (let i = 0; i < paragraphs.length && i < 300; i++) {
    const p = paragraphs[i]!;
    const words = text(p);
    const said = words.length <= 1000 ? (GUESTS_SAID.exec(words) ?? HOSTS_SAID.exec(words)) : null;
    if (!said || regionOf(p, COMMENTS)) continue;
    // The names, each up to the next comma or "and" (titles keep their dots: "Prof. Peter Heisig"),
    // each handle in brackets after a name left out; what follows the last ("…, die über …") is none.
    const listed = said[1]!.split(NEXT_SENTENCE)[0]!.replace(/\s*\(\s*@[\w.]+\s*\)/g, '');
    for (const part of listed.split(LISTED)) {
      // The sentence's end is no part of the last name ("… and Ann Poe.").
      const name = personName(part.trim().replace(/[.!?]+$/, ''));
      const found = name && person(splitName(name), null, null, 'speaker', p);
      if (found) out.push(found);
      else break;
    }
  }
  return out;
}
