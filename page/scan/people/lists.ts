/**
 * People in lists: "people also viewed", "people you may know", team and speaker grids. An item is a
 * person when its first line is a name and the item says it is someone's (a picture whose
 * description holds that name, a link to a profile, or their handle linked to their page: "Kate
 * Davidson @KateDAvidson"), and it has a second line: the headline, whose company headlines.ts
 * reads. A profile's owner, its main heading, is profile-heading.ts's.
 * Ranked lists ("1. Sam Ponder") are in ranked.ts, a team's grid and a masthead in teams.ts, speakers
 * in speakers.ts. About 255 lines: one item reader whose questions (whose the item is, its
 * headline, its company) each need the lines the others read.
 */
import { splitName } from '../../../core/names';
import {
  capitalised,
  COMMENTS,
  domainOf,
  letters,
  lines,
  person,
  regionOf,
  ROLE,
  spacedText,
  text,
  titlesItsPage,
  type FoundPerson,
} from './found';
import { DESCRIBED_PICTURE, SMALL_NAME } from './words';
import { headlineCompany, organisationAlone } from './headlines';
import { cardSlices, FOLLOWED, HANDLE_LINE } from './cards';
import { pauseAt, whole, type Slices } from './slices';
import { siteChromeOf } from './chrome';
import { kin } from './kin';
import { givenNameKnown, personName } from './names';

/** A run of entries is a run of people when three or more, and three in four or more, are names. */
export const mostlyNames = (names: number, entries: number) => names >= 3 && names * 4 >= entries * 3;

export const PROFILE_LINK =
  /\/(in|people|person|profiles?|authors?|team|staff|speakers?|users?|members?)\/[^/?#]+\/?(?:[?#]|$)/i;

/** A handle as written ("@mcqdc", between direction marks on some networks): its name, in small letters. */
const handleIn = (t: string) =>
  HANDLE_LINE.exec(t.replace(/[\u200E\u200F\u202A-\u202E]/g, '').trim())?.[1]?.toLowerCase();
/** The handle a link to someone's page ends in: …/mcqdc, …/@mcqdc. */
const pageOf = (href: string) => /\/@?([\w.]{2,30})\/?$/.exec(href)?.[1]?.toLowerCase();
/**
 * A link to a performer's or a work's own page ("/artists/365992-shannon-wright", "/artist/…", "/band/…"):
 * a music or film site's entry, its name a stage name or a band's ("Elysian Fields", "Yeti Lane"), not
 * a person at work.
 */
const PERFORMER_LINK = /\/(?:artists?|bands?|musicians?|performers?|albums?|tracks?)\/[^/?#]+/i;
/** Where a site keeps its posts: "/blogs/articles/…", "/posts/…", "/2025/12/…". */
const POST_PATH = /\/(?:blogs?|articles?|posts?|news|stories|story|journal|threads?)\/|\/(?:19|20)\d\d\//i;
/** A list classed as the site's contacts: "ansprechpartner_liste", "contact-persons", "team-list". */
const CONTACTS = /ansprechpartner|kontakt|contact|team|staff|mitarbeiter|people|personen/i;
/** A line that is an account's followers on a network ("12.3M followers", "856.7K seguidores"). */
const FOLLOWERS = new RegExp(`^${FOLLOWED.source}$`, 'u');
/** A picture's label that says it shows someone or leads to their profile: "View profile for …", "Photo of …". */
const PICTURE_OF = /\b(?:profile|picture|photo|avatar)\s+(?:for|of)\s/i;
/** A picture's credit: "© EnBW", "Foto: dpa", "Photo credit: …". */
const PICTURE_CREDIT = /^(?:©|(?:fotos?|photos?|bild|image|credit)(?:\s+credit)?\s*:)/i;
/** A card that says only that they founded or lead something: on a company's page, that company. */
const FOUNDER = /^((co-?)?founders?|ceo|cto|(co-?)?founder (&|and) (ceo|cto))$/i;

/** What the page is about, when its one main heading is a short name that is no person's ("Craniometrix"). */
function pageSubject(doc: Document): string | null {
  const h1 = doc.querySelectorAll('h1');
  const t = h1.length === 1 ? text(h1[0]!) : '';
  return t && t.split(/\s+/).length <= 4 && !personName(t) ? t : null;
}

/**
 * The blocks that hold the item's lines under its name, each read whole: the largest box around a
 * line (up to 300 characters) that does not hold the name too. A bio whose links are elements of
 * their own is one block of several lines.
 */
function lineBlocks(item: Element, owners: (Element | null)[], name: string): string[] {
  const out: string[] = [];
  for (const owner of owners) {
    let box = owner;
    while (box?.parentElement && box.parentElement !== item) {
      const t = box.parentElement.textContent!;
      if (t.length > 300 || t.includes(name)) break;
      box = box.parentElement;
    }
    const t = box && box !== owner ? spacedText(box) : '';
    if (t && !out.includes(t)) out.push(t);
  }
  return out;
}

function fromItem(item: Element): FoundPerson | null {
  // Cheap questions first (this runs for every linked list item of every page): an organisation's
  // entry, or an item with neither a described picture nor a profile link nor a job, is nobody's.
  if (item.querySelector('img[alt*="logo" i]')) return null;
  // Nor another story's teaser, its picture described by its headline ("Verjährung Urlaubsanspruch").
  if (/teaser/i.test(item.getAttribute('class') ?? '')) return null;
  const alts = [...item.querySelectorAll(DESCRIBED_PICTURE)].map((i) => i.getAttribute('alt')!.trim());
  const links = [...item.querySelectorAll('a[href]')];
  const profiles = links.filter((a) => PROFILE_LINK.test(a.getAttribute('href')!));
  const pages = item.textContent!.includes('@') ? links.map((a) => pageOf(a.getAttribute('href')!)) : [];
  // A post's header over its time may write its author's handle out with no link (checked below).
  const timed = !!item.querySelector('time');
  // Or, short, names a job in a list classed as the site's contacts (checked again below).
  const contact = !alts.length && !profiles.length && !pages.length && !timed;
  if (contact) {
    if (!CONTACTS.test(item.parentElement?.closest('[class]')?.getAttribute('class') ?? '')) return null;
    const t = item.textContent!;
    if (t.length > 2000 || t.replace(/\s+/g, ' ').length > 200 || !ROLE.test(t)) return null;
  }
  const { texts: all, owners } = lines(item);
  // Their handle right after a line, linked to their page in the item (a picture's link or the
  // handle's own): "Feifan Zhou @FeifanZ · 16h", "Mark McQuillian @mcqdc" (not one it mentions:
  // "Replying to @someone").
  const handleAfter = (i: number) => {
    const handle = all[i + 1] && handleIn(all[i + 1]!);
    return !!handle && pages.includes(handle);
  };
  // The name is the first line, or the second after a picture's label ("Oscar Siberg profile picture").
  let at = 0;
  let name = all[0] ? personName(all[0]) : null;
  if (!name && all[1]) [at, name] = [1, personName(all[1])];
  // A display name in small letters, or with a status after a dash, right over its handle ("jason liu -
  // vacation mode", "Jorge Pastor - JP"): the name, read capitalised.
  const shown = all[0]?.split(/\s[-–|]\s/)[0]!.trim() ?? '';
  if (!name && shown && handleAfter(0) && (shown !== all[0] || SMALL_NAME.test(shown)))
    [at, name] = [0, personName(capitalised(shown))];
  // A performer's entry: their name a link to their page on a music site.
  const nameLink = owners[at]?.closest('a[href]');
  if (nameLink && PERFORMER_LINK.test(nameLink.getAttribute('href')!)) return null;
  // A thread's or a post's title linked to its page, beside its last poster's avatar (the profile is
  // someone else's: "EMPTY PIA FLIGHTS") or among a blog's posts ("Art Words Definitions"), is no name.
  // A profile its address says is the same name's is theirs, not a poster's: a firm's contact card
  // links "Tyson Cornell" to …/tyson-cornell.html and to his …/in/tyson-cornell-24235710/.
  const href = nameLink?.getAttribute('href') ?? '';
  if (
    nameLink &&
    !PROFILE_LINK.test(href) &&
    (profiles.some((a) => a !== nameLink && !titlesItsPage(a, all[at]!)) || POST_PATH.test(href)) &&
    titlesItsPage(nameLink, all[at]!)
  )
    return null;
  const rest = all.slice(at + 1);
  // A picture's caption over its credit is a gallery's ("Übersicht Offshore-Windparks Deutschland" over
  // "© Stiftung OFFSHORE-WINDENERGIE"), not a card's name over a headline.
  if (!name || !rest.length || PICTURE_CREDIT.test(rest[0]!)) return null;
  // Whose the item is: a profile link (not one named after someone else: a story card's section,
  // "Materials Science", over its writer's link), a picture described with the name (not a longer
  // name that goes on capitalised: a product's "Fuller Brush Bamboo Salt Box"; nor a title's first
  // part: a show's "Global National Mandarin: Jan 2"), or the handle
  // right after the name (not a handle the item mentions: "Replying to @someone").
  const theirs =
    profiles.map(text).some((t) => !personName(t) || t.includes(all[at]!)) ||
    // A picture says it only for a known given name: a product's or a program's picture is described
    // by its name too ("Google Chrome" over "Download", "Organic Seeds").
    (givenNameKnown(name.split(' ')[0]!) &&
      alts.some((a) => {
        // Or a picture's label that says whose profile or picture it is ("View profile for Cristina
        // José-Lorente, graphic").
        const i = a.startsWith(all[at]!) ? 0 : PICTURE_OF.test(a) ? a.indexOf(all[at]!) : -1;
        return i >= 0 && !/^(\s+\p{Lu}|:)/u.test(a.slice(i + all[at]!.length));
      })) ||
    handleAfter(at) ||
    // Or a post's header: the handle written out right after the name, over the post's time, when no
    // link to their page is there to say it (a post quoted inside another).
    (timed && !!handleIn(all[at + 1] ?? '')) ||
    // Or a network's suggested account: the name over its followers, linked to its /@handle page.
    (FOLLOWERS.test(rest[0]!) &&
      links.some((a) => a.getAttribute('href')!.includes('/@') && pageOf(a.getAttribute('href')!))) ||
    // Or, in a list of the site's contacts, the line under the name is their job, short, not a
    // sentence ("Alexandra Weber" over "Stellvertretende Pressesprecherin und Bereichsleitung Presse").
    (contact && rest[0]!.length <= 100 && ROLE.test(rest[0]!) && !/[.!?:]$/.test(rest[0]!));
  if (!theirs) return null;
  // The headline is among the first lines, before a date: after one come a post's or a message's words.
  const dated = item.querySelector('time')?.textContent?.trim();
  const headlines = rest.slice(0, dated && rest.includes(dated) ? rest.indexOf(dated) : 6);
  // Not their own account ("Mehr von Moritz Wichmann: @Moritz_Wichmann RSS").
  const own = (c: string | null) => !!c && letters(c).includes(letters(name));
  const company =
    headlines.map((h) => headlineCompany(h) ?? organisationAlone(h)).find(Boolean) ??
    // Or a bio written across its links ("Co-founder and CTO at <a>@anyscalecompute</a>. Co-creator …").
    lineBlocks(item, owners.slice(at + 1, at + 1 + headlines.length), all[at]!)
      .map(headlineCompany)
      .find((c) => c && !own(c)) ??
    (FOUNDER.test(rest[0]!) ? pageSubject(item.ownerDocument) : null);
  // A company written as its address ("TheTake.ai", "Gong.io") is its domain too.
  const found = person(splitName(name), company, domainOf(company), 'list', item);
  // Its badge goes after the name, not after the card's last words (a conversation's last message).
  if (found) found.anchor = owners[at] ?? undefined;
  return found;
}

/** A heading naming whose people a list shows: "Employees at Audiense", "Mitarbeiter bei Acme". */
const PEOPLE_AT =
  /^(?:employees|people|staff|team members|mitarbeiter(?:innen)?|mitarbeitende|employés|empleados|dipendenti)\s+(?:at|of|bei|von|chez|de|en|di|da)\s+(\S.{0,60})$/i;

/** The organisation a list's heading says its people work at: the nearest heading before it. */
function listCompany(list: Element | null): string | null {
  for (let el = list, up = 0; el && up < 3; el = el.parentElement, up++)
    for (let h = el.previousElementSibling, i = 0; h && i < 3; h = h.previousElementSibling, i++)
      if (/^h[1-6]$/.test(h.localName)) return PEOPLE_AT.exec(text(h))?.[1] ?? null;
  return null;
}

/**
 * Whether a list is of something else than people: four items or more, fewer than half of them led by
 * a name, the list's other parts of the same class counted (a topics list and its "more" part). Its
 * few items that read as names are what the others are: headlines ("GOLD MELTDOWN" among "REUTERS:
 * Business Insider Sucks"), shows ("Special Report" among "The O'Reilly Factor", "Hannity").
 */
function ofOthers(list: Element | null): boolean {
  // A list shown in parts (its first items, then "more" in a list of the same class) is one list.
  const parts = list
    ? [...(list.parentElement?.children ?? [list])].filter(
        (l) =>
          l === list || (l.localName === list.localName && !!l.className && l.className === list.className),
      )
    : [];
  const items = parts.flatMap((l) => [...l.children].filter((c) => c.localName === 'li'));
  if (items.length < 4) return false;
  const named = items.filter((li) => {
    const [first, second] = lines(li, 2).texts;
    return !!first && (!!personName(first) || (!!second && !!personName(second)));
  }).length;
  return named * 2 < items.length;
}

export const fromLists = (doc: Document): FoundPerson[] => whole(listSlices(doc));

/** The people in lists and cards, a slice at a time. */
export function* listSlices(doc: Document): Slices {
  const items = doc.querySelectorAll('li');
  if (items.length > 3000) return [];
  const out: FoundPerson[] = [];
  const companies = new Map<Element | null, string | null>();
  const others = new Map<Element | null, boolean>();
  const found = new Set<Element>();
  const all = [...items, ...(yield* cardSlices(doc))];
  for (let i = 0; i < all.length; i++) {
    if (pauseAt(i)) yield;
    const li = all[i]!;
    if (siteChromeOf(li) || regionOf(li, COMMENTS)) continue;
    if (!li.querySelector('a[href]') && !li.querySelector('time')) continue;
    const p = fromItem(li);
    if (!p) continue;
    const list = li.parentElement;
    if (!others.has(list)) others.set(list, ofOthers(list));
    if (others.get(list)) continue;
    if (!p.company) {
      if (!companies.has(list)) companies.set(list, listCompany(list));
      p.company = companies.get(list) ?? null;
    }
    out.push(p);
    found.add(li);
  }
  return [...out, ...kin(found)];
}
