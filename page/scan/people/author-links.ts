/**
 * Links that lead to a writer's own page: after "By" they make a byline whatever the markup's classes
 * (bylines.ts), and a team's card names its person by one (teams.ts). `vouchedFor` says what vouches
 * for a byline's name whose given name the lists lack: such a link, "By" right before it, or the
 * page's own scripts naming it the writer.
 */
import { NAME_PARTICLES, withoutAccents } from '../../../core/names';
import { DESCRIBED_PICTURE, firstText, literally, shortText, slug, spacedText, text } from './found';
import { BYLINE_LEAD } from './byline-names';
import { givenNameKnown, onlyNames, personName } from './names';

/**
 * Links to a writer's page (/author/, /autoren/, /auteurs/, /profils/, and a newsroom's own words for
 * its writers: /journalist/, /journaliste/, /reporters/, /periodista/, /forfatter/): after "By"
 * they make a byline.
 */
export const authorLink = (href: string) =>
  /\/(?:author|autor|auteur)|[?&][\w-]*=author\b/i.test(href) ||
  /\/(?:by|people|profiles?|profils?|perfil(?:es)?|staff|editors|writers|contributors|experts|scholars|journalist(?:s|e|en|er)?|reporters?|periodistas?|jornalistas?|giornalisti?|forfatter)\//.test(
    href,
  );

/**
 * A link to a page named after the name it shows, accents aside ("<a href="/node/matthieu-hy">Matthieu
 * Hy</a>", "<a href="/@stephane-dupont">Stéphane Dupont</a>").
 */
export const namesItsPage = (a: Element) => {
  // Asked of every link on every page: its text is read only when its address ends in words.
  // A handle's "@" starts it on some sites ("/@stephane-dupont").
  const page = /\/@?([\w-]{4,60})\/?$/.exec(a.getAttribute('href') ?? '')?.[1];
  if (!page?.includes('-')) return false;
  const shown = a.textContent ?? '';
  return slug(page) === slug(withoutAccents(shown)) && !!personName(shown);
};

/** A later word's first letter in small letters, after a capitalised first word: "Mobasir hassan". */
const LATER_SMALL = /(?<=^\p{Lu}\p{Ll}+(?: \p{L}+)?) \p{Ll}\p{L}*/gu;

/**
 * The name a link to a writer's page shows, its words as a blog platform's display name may leave
 * them, later ones in small letters ("Posted by <a href="…/profile/1816…">Mobasir hassan</a>"): the
 * link says it is a person. "By" before it is none of it; a particle stays small ("Autorenseite von",
 * a writer's page, is no name).
 */
export function linkedName(link: Element): string | null {
  return personName(
    spacedText(link)
      .replace(BYLINE_LEAD, '')
      .replace(LATER_SMALL, (w) =>
        NAME_PARTICLES.has(w.trim()) ? w : ` ${w[1]!.toUpperCase()}${w.slice(2)}`,
      ),
  );
}

/** A box's first link, when it leads to a writer's page and its text is the box's first text. */
export function leadingAuthorLink(box: Element): Element | null {
  const a = box.querySelector('a[href]');
  const first = firstText(box);
  return a && first && a.contains(first) && authorLink(a.getAttribute('href')!) ? a : null;
}

/**
 * A long byline box that starts with a linked name, each of its writers a link followed by their role:
 * "<a href="/bio/sarah-hinger-0">Sarah Hinger</a>, Staff Attorney, ACLU Racial Justice Program<br>&amp;
 * <a>Sylvia Torres-Guillén</a>, Director of Education Equity, …". One to four links with words, each a
 * name starting with a given name the lists know and leading to its own page (a writer's page, or one
 * its address names); their names, as a byline lists them.
 */
export function linkedNamesLead(box: Element): string | null {
  const links = [...box.querySelectorAll('a[href]')].filter((a) => /\p{L}/u.test(a.textContent ?? ''));
  const first = firstText(box);
  if (!links.length || links.length > 4 || !first || !links[0]!.contains(first)) return null;
  const names = links.map((a) => {
    const name = personName(text(a));
    return name === text(a) && givenNameKnown(name.split(' ')[0]!) && ownPage(a, name) ? name : null;
  });
  return names.every(Boolean) ? names.join(' and ') : null;
}

/**
 * A byline box that holds nothing but linked names, however many, apart by commas, "and" or "&": a
 * paper's or a listing's authors ("<div class="list-authors"><a>Yida Lu</a>, <a>Jianwei Fang</a>, …",
 * ten of them). Their names, as a byline lists them; null if a link shows no name as it is written, or
 * any other word shows.
 */
export function linkedNamesOnly(box: Element): string | null {
  const links = [...box.querySelectorAll('a[href]')];
  if (links.length < 2 || links.length > 100) return null;
  const names = links.map(text);
  if (!onlyNames(names)) return null;
  const rest = names.reduce((left, n) => left.replace(n, ' '), spacedText(box));
  return /^(?:[\s,;&]|\b(?:and|und|et|y)\b)*$/iu.test(rest) ? names.join(', ') : null;
}

/** Whether a link leads to the named person's page: a writer's, or one whose address starts with the name. */
const ownPage = (a: Element, name: string) => {
  const href = a.getAttribute('href') ?? '';
  const last = /\/([\w-]{4,80})\/?(?:[?#].*)?$/.exec(href)?.[1];
  return authorLink(href) || (!!last && slug(last).startsWith(slug(withoutAccents(name))));
};

/**
 * An author box's heading that names the writer its bio is about: "<div class="blog-author"><h4>Bence
 * Kovács</h4><p>Bence is a software developer …</p>": a heading whose words are a name, and a
 * sentence in the box that starts with its given name or the whole name and a verb.
 */
export function bioHeading(box: Element): Element | null {
  const h = box.querySelector('h2, h3, h4, h5, h6');
  const name = h && personName((h.textContent ?? '').replace(/\s+/g, ' ').trim());
  if (!name) return null;
  const given = name.split(' ')[0]!;
  return new RegExp(
    `(?:^|\\s)(?:${literally(name)}|${literally(given)}) (?:is|was|has|works|writes|leads|helps|joined)\\s`,
    'u',
  ).test(spacedText(box).slice(0, 2000).replace(/\s+/g, ' '))
    ? h
    : null;
}

/** What leads a name in a byline or a credit, just before it ("By ", "Editing by ", "Auteur : "). */
const LED_BY =
  /(?:^|[\s(;,:|])(?:by|von|par|por|door|di|da|av|af|de|author|autor|autorin|auteur|autore|autora|verfasser)\s*:?\s*$/i;

/**
 * Whether something vouches for `name` as a person in the byline `el`, whose words are `line`, when
 * its first given name is none the lists know (bylines.ts): "By" or an author's label right before
 * it, in its line or in the short box it stands in ("By <span class=author>Pippin Lee</span>",
 * "Auteur : Kossivi Tiassou", a credit's "Editing by Joyjeet Das"), or a link to the writer's page
 * ("/author/naufal-zuhdi") or marked as the author's, or their portrait beside the name, or the
 * page's own scripts naming them its writer; an address on the page that spells it vouches too
 * (domains.ts). Not the site's address spelling it ("Pippin Lee" on pippinlee.com): a site's own
 * name in a byline's place spells it too.
 */
export function vouchedFor(name: string, el: Element, line: string): boolean {
  if (line.indexOf(name) === 0 && el.parentElement)
    line = shortText(el.parentElement, 300)?.replace(/\s+/g, ' ') ?? line;
  const at = line.indexOf(name);
  if (at >= 0 && LED_BY.test(line.slice(0, at))) return true;
  const link = el.closest('a[href]');
  const links = link ? [link] : el.querySelectorAll('a[href]');
  // A link to the writer's page, or one the markup says leads to the author ("Curator: <a rel="author"
  // href="/mrill-ingram">Mrill Ingram</a>").
  const toWriter = (a: Element) => authorLink(a.getAttribute('href')!) || a.matches('[rel~="author" i]');
  if ([...links].some((a) => toWriter(a) && slug(text(a)).includes(slug(name)))) return true;
  // Or their portrait beside the name, its words the name ("<a title="Trond Teigen"><img alt="Trond
  // Teigen">Trond Teigen</a>" after the date under the headline).
  if ([...el.querySelectorAll(DESCRIBED_PICTURE)].some((img) => img.getAttribute('alt')!.trim() === name))
    return true;
  return scriptsNameAuthor(el.ownerDocument, name);
}

/** A key that says its value is the writer's, right before the name in a script ("'author': '"). */
const AUTHOR_KEY =
  /(?:author|authors|author_?name|authorline|byline|writer|creator)["']?\s*[:=]\s*\[?\s*\{?\s*(?:["']?name["']?\s*:\s*)?["']$/i;

/**
 * Whether the page's own scripts name `name` as its writer: a news site's analytics data ("'author':
 * 'Naufal Zuhdi'", `authorLine:"David Vonplon"`, `"authors":["Xiaoying You"]`), where the byline shows
 * the name alone. Read script by script when a name needs it, 2 MB at most, nothing kept; the name's
 * first eight mentions there are read.
 */
function scriptsNameAuthor(doc: Document, name: string): boolean {
  let read = 0;
  let seen = 0;
  for (const script of doc.getElementsByTagName('script')) {
    const all = script.textContent ?? '';
    for (let at = all.indexOf(name); at >= 0 && seen < 8; at = all.indexOf(name, at + 1), seen++)
      if (AUTHOR_KEY.test(all.slice(Math.max(0, at - 40), at))) return true;
    read += all.length;
    if (read > 2_000_000 || seen >= 8) break;
  }
  return false;
}

/**
 * Whether one of the page's bios (`biosOf`) introduces the name, its first words the name and "is", and
 * speaks of a person ("<div class="author-bio">Ntombizethu Ngcobo is the Editor and Journalist at Echo
 * Eyethu, … She is passionate about …"; not a firm's "Method Architecture is an ego-free, full-service
 * architecture firm"): that vouches for a byline's name whose given name the lists lack.
 */
export function introduced(name: string, bios: string[]): boolean {
  const opens = new RegExp(`^\\s*${literally(name)}\\s+(?:is|was|ist|war|est|es|è)\\s`, 'u');
  return bios.some((bio) => opens.test(bio) && PERSONAL.test(bio));
}

/** A pronoun that speaks of a person, in the corpus's main languages. */
const PERSONAL = /\b(?:he|she|his|her|him|er|sie|seine?|ihre?|il|elle)\b/i;
