/**
 * A personal site's owner, who signs a page that has no byline: named alone in its copyright line
 * when the site's address bears their name, named by the site, introducing themselves on it, stated
 * as the site's owner ("the personal website of …"), or whose whole name the address is; and
 * whether a copyright line gives a name a legal form (a publisher's, no writer's). bylines.ts asks
 * `pageSigner` once it has found no byline. About 330 lines, kept whole: `pageSigner` tries
 * each owner in turn, and they share the test that the site's address bears the name (`bornBy`).
 */
import { splitName, withoutTitles } from '../../../core/names';
import { COMMENTS, firstOf, letters, pageTexts, regionOf, text } from './found';
import { LEGAL_FORMS, givenNameKnown, personName } from './names';
import { closingSignature } from './signatures';
import { linksHome, siteOf } from './site';
import { COPYRIGHT_START, copyrightHolders, copyrightLines } from './site-name';

/**
 * A copyright line that is a name alone, after the sign, a year or two and "by": "© 2019–2023 Jane
 * Roe", "© 2010 by Dr. Phillip W. Brunst | Impressum" (a separator ends it, the footer's links after).
 */
const COPYRIGHT_NAME = new RegExp(
  String.raw`^${COPYRIGHT_START}(?:(?:by|von)\s+)?((?:[^.,|©]|\.(?=\s*\p{L}))+?)\.?\s*(?:[|·•].*)?$`,
  'iu',
);

/**
 * Whether a name is a whole person's name that a site's address bears, by its family name's first
 * letters (four or five), as a personal site's does ("Richard Schneeman" on schneems.com).
 */
function bornBy(name: string, host: string): boolean {
  const stem = letters(name.split(' ').at(-1)!).slice(0, 5);
  return stem.length >= 4 && letters(host).includes(stem) && personName(name) === name;
}

/** The name a copyright line holds alone, if it is short. */
function ownerIn(line: string): string | null {
  const t = line.replace(/\s+/g, ' ').trim();
  return (t.length <= 80 ? COPYRIGHT_NAME.exec(t)?.[1] : undefined) ?? null;
}

/**
 * A personal site's owner, named alone in its copyright line ("© Richard Schneeman" on schneems.com):
 * who wrote a page that has no byline. The site's address must bear their name, or the page's header
 * title it: a company's or an agency's line ("© 2023 General Mills", "© Getty Images") names no one.
 */
export function copyrightOwner(doc: Document): { name: string; el: Element } | null {
  const host = hostOf(doc);
  // Asked only of a page with no byline, so not one of the scan's prepared page-wide steps, which
  // every page would pay for.
  // An element classed as the copyright line, or a line of the footer that starts with its sign.
  const classed = [...doc.querySelectorAll('[class*="copyright" i]')].slice(0, 5);
  for (const el of classed) {
    const held = ownerIn(el.textContent ?? '');
    if (held && bornBy(held, host)) return { name: held, el };
  }
  // Any other line is only trusted when it says "by" the owner, and a part of the address starts with
  // their given name or its initial and their family name ("© 2010 by Dr. Phillip W. Brunst" on
  // pbrunst.de; not "leukefeld-handball.de" for a club's "© Dago Handball").
  // Or one the page's header titles with the same name, alone ("<header><h1>Cassidy Williams</h1>" and
  // "© 2025 Cassidy Williams." on cassidoo.co): the site and its copyright are that person's.
  const title = text(doc.querySelector('header h1')).trim();
  for (const line of copyrightLines(doc)) {
    const alone = ownerIn(line.data);
    const named = alone === title && givenNameKnown(splitName(alone)?.firstName ?? '');
    if (named && line.parentElement && personName(alone) === alone)
      return { name: alone, el: line.parentElement };
    const held = /\b(?:by|von)\s/i.test(line.data) ? alone : null;
    const names = held ? splitName(withoutTitles(held)) : null;
    if (!names || !givenNameKnown(names.firstName) || !line.parentElement) continue;
    const [given, family] = [letters(names.firstName), letters(names.lastName).slice(0, 5)];
    if (given.length < 2 || family.length < 4) continue;
    if (host.split(/[.-]/).some((l) => l.startsWith(given[0]! + family) || l.startsWith(given + family)))
      return { name: withoutTitles(held!), el: line.parentElement };
  }
  return null;
}

/** A legal form after a name ("Faro de Vigo, S.A.", "Acme GmbH"): a company's, never a person's. */
const LEGAL_FORM = new RegExp(`^,?\\s+(?:${LEGAL_FORMS})(?![\\p{L}])`, 'u');

/**
 * Whether the page's copyright line gives `name` a legal form, in any case ("© Faro de Vigo, S.A.
 * Todos los derechos reservados.", "EDITORA LISTIN DIARIO, S.A."): then an author tag that says it
 * names the publisher. Read only when an author tag names someone.
 */
export function incorporated(doc: Document, name: string): boolean {
  const lines = firstOf(doc.querySelectorAll('[class*="copyright" i]'), 5).map((el) => el.textContent ?? '');
  return [...lines, ...copyrightLines(doc).map((l) => l.data)].some((t) => {
    const at = t.toLowerCase().indexOf(name.toLowerCase());
    return at >= 0 && LEGAL_FORM.test(t.slice(at + name.length));
  });
}

/** The page's host, where it has one. */
const hostOf = (doc: Document) => (doc.URL.startsWith('http') ? new URL(doc.URL).hostname : '');

/** A link to the site owner's own page: "Über mich", "About me", "À propos de moi", "Sobre mí"… */
const ABOUT_ME = /^(über mich|about me|à propos de moi|sobre mí|chi sono|over mij)$/i;

/**
 * A personal site's owner, its name theirs ("Dr. Alexander Klier" on alexander-klier.net, with a link
 * "Über mich"): who wrote a page that has no byline. As for the copyright line, the site's address
 * must bear their name; and the site must have a page about its owner, which a brand named after its
 * founder does not, or show their portrait. Only the page's first 300 links and pictures are read.
 */
export function siteOwner(doc: Document): { name: string; el: Element } | null {
  const site = siteOf(doc);
  const anchors = doc.getElementsByTagName('a');
  const held = site.name && withoutTitles(site.name);
  if (held && bornBy(held, site.host ?? ''))
    for (let i = 0; i < anchors.length && i < 300; i++)
      if (ABOUT_ME.test(anchors[i]!.textContent!.trim())) return { name: held, el: doc.body };
  // With no name in its data, a site named by its header's link home, when their portrait's words are
  // that name too ("<a href="/">Christoffer Artmann</a>" on artmann.co, "<img alt="Christoffer
  // Artmann">" over "Hi, I'm Chris!"), not a logo in a link home: a brand's or a college's name is no one.
  if (site.name) return null;
  let linked = '';
  for (let i = 0; !linked && i < anchors.length && i < 20; i++) {
    const words = anchors[i]!.textContent!.trim();
    if (linksHome(anchors[i]!, doc) && personName(words) === words) linked = words;
  }
  if (!linked || !bornBy(linked, site.host ?? '')) return null;
  const pictures = doc.getElementsByTagName('img');
  for (let i = 0; i < pictures.length && i < 300; i++)
    if (pictures[i]!.getAttribute('alt')?.trim() === linked && !linksHome(pictures[i]!.closest('a'), doc))
      return { name: linked, el: doc.body };
  return null;
}

/**
 * A title that says the site is someone's portfolio, home page or CV: "Portfolio Niels Lubberman",
 * "Homepage von Max Muster", "Jane Roe – Portfolio", "Jane Roe's Résumé".
 */
const PERSONAL_TITLE =
  /^(?:portfolio|homepage|home page|website|cv|curriculum vitae|résumé|resume)(?:\s+(?:of|von|van|de|di))?\s+(.{4,40})$|^(.{4,40}?)(?:['’]s)?\s*(?:[-–|:·]\s*)?(?:portfolio|homepage|home page|cv|résumé|resume)$/iu;

/**
 * A personal site's owner named by its title as its portfolio's, home page's or CV's ("Portfolio Niels
 * Lubberman" on nielslubberman.nl). As for the copyright line, the site's address must bear their name:
 * a gallery of someone else's work does not.
 */
export function titledOwner(doc: Document): { name: string; el: Element } | null {
  const m = PERSONAL_TITLE.exec(doc.title.replace(/\s+/g, ' ').trim());
  const held = (m?.[1] ?? m?.[2])?.trim();
  return held && doc.body && bornBy(held, hostOf(doc)) ? { name: held, el: doc.body } : null;
}

/**
 * A personal site's owner introducing themselves in its main heading ("Hey, I’m Kiko Beats, a
 * millennial doing stuff on internet working at IBM." on kikobeats.com). As for the copyright line,
 * the site's address must bear their name: a headline quoting someone on another site names no one.
 */
const INTRODUCED =
  /^(?:(?:hi|hey|hello|hallo|salut|hola|ciao)\b[\s,!.]*)?(?:I['’]m|I am|my name is|ich bin|je suis|je m['’]appelle|soy|me llamo|sono|mi chiamo)\s+(\p{Lu}[^,.;!:()–—]{2,40}?)(?=\s*[,.;!:()–—]|\s+(?:and|a|an|the|und|ein|eine|un|une|from|aus|de|of)\s|$)/iu;

/** Where they say they work: "working at IBM", "arbeite bei Siemens", "travaille chez Renault". */
const WORKS_AT =
  /\b(?:work(?:ing|s)?\s+(?:at|for)|employed\s+(?:at|by)|arbeite\s+(?:bei|für)|travaille\s+chez|trabajo\s+en)\s+(\p{Lu}[\p{L}\p{N}&'’-]*(?:\s+\p{Lu}[\p{L}\p{N}&'’-]*){0,3})/u;

export function introducedOwner(doc: Document): { name: string; el: Element; company: string | null } | null {
  const host = hostOf(doc);
  const h1 = doc.getElementsByTagName('h1');
  for (let i = 0; i < h1.length && i < 3; i++) {
    const t = (h1[i]!.textContent ?? '').replace(/\s+/g, ' ').trim();
    const m = t.length <= 300 ? INTRODUCED.exec(t) : null;
    const held = m?.[1]?.trim();
    if (held && bornBy(held, host))
      return {
        name: held,
        el: h1[i]!,
        company: WORKS_AT.exec(t.slice(m!.index + m![0].length))?.[1] ?? null,
      };
  }
  return null;
}

/** Two or three capitalised words in a row, a name's shape: "Eli Dourado", "Jean-Paul Müller". */
const NAME_SHAPE = /\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+){1,2}/gu;

/**
 * The words before and after `length` characters at `start` in a text, read on past its element when
 * the text is all of a link or an emphasis inside a sentence ("features of <a>Arch Linux</a>.").
 */
function besides(node: Text, start: number, length: number): [string, string] {
  const t = node.data;
  let before = t.slice(0, start);
  let after = t.slice(start + length);
  const inline = node.parentElement;
  if (inline && /^(?:a|b|strong|em|i|span)$/.test(inline.localName) && inline.childNodes.length === 1) {
    if (!before.trim()) before = (inline.previousSibling?.textContent ?? '').slice(-40);
    if (!after.trim()) after = (inline.nextSibling?.textContent ?? '').slice(0, 40);
  }
  return [before, after];
}

/**
 * A personal site's owner, whose whole name is its address ("Eli Dourado" on elidourado.com, "Moritz
 * Meyer" on moritz-meyer.net, "Alexander Lasch" on alexanderlasch.wordpress.com), or whose given name
 * is when the site's name is theirs ("Moxie Marlinspike" on moxie.org): who wrote a page that has no
 * byline. The page shows the name in its text ("Journal von Andrea Bottlinger", "© 2012 Moxie
 * Marlinspike"); its data alone does not. Only the page's first 3,000 text nodes are read, and only
 * their short ones.
 */
export function hostNamedOwner(doc: Document): { name: string; el: Element } | null {
  const labels = hostOf(doc)
    .split('.')
    .slice(0, -1)
    .map(letters)
    .filter((l) => l.length >= 5 && l !== 'blog');
  const site = siteOf(doc).name.trim();
  // A wiki is its many writers' ("Harry Potter Wiki" on harrypotter.fandom.com), no one's own; a forum
  // its many posters' ("Arch Linux Forums" on bbs.archlinux.org).
  if (!labels.length || !doc.body || /\bwiki|\bforums?\b|\bforen\b|\bcommunity\b/i.test(site)) return null;
  if (/^(?:bbs|forums?|foren|community|discuss|discourse)\./.test(hostOf(doc))) return null;
  // A person's name, its given name one the lists know; and no one else holds the site's copyright
  // (a brand named for a person is its company's: "Betty Crocker", © General Mills).
  const holders = copyrightHolders(doc)
    .map((h) => h.replace(/^[\d\s–-]*(?:(?:by|von)\s+)?/i, '').replace(/\.$/, ''))
    .filter((h) => /^\p{L}/u.test(h));
  const owns = (name: string) =>
    labels.includes(letters(name)) ||
    (name === site && labels.includes(letters(splitName(name)?.firstName ?? '')));
  for (const node of pageTexts(doc, 3000)) {
    const t = node.data;
    if (t.length > 200) continue;
    for (const m of t.matchAll(NAME_SHAPE)) {
      const name = m[0];
      // Not a sentence's subject nor its object: "By default, Arch Linux does not make use of …",
      // "… one of the major distinguishing features of <a>Arch Linux</a>." on archlinux.org name the
      // project, no one signing; "by" or "von" before the name says who made it ("Katastrophengebiet
      // von <a>Andrea Bottlinger</a> steht unter einer Lizenz").
      const [before, after] = besides(node, m.index, name.length);
      const authored = /(?:^|\s)(?:by|von|par|door|di|de)\s*$/i.test(before);
      const prose =
        /^\s+\p{Ll}/u.test(after) || /(?:^|\s)(?!(?:am|is|bin|suis|soy|sono)\s*$)\p{Ll}+\s*$/u.test(before);
      if (prose && !authored) continue;
      // A legal form after it says the name is a company's, and so is the site ("Forest Whole Foods Ltd,
      // Unit 9, …" in the footer's address on forestwholefoods.co.uk).
      if (owns(name) && LEGAL_FORM.test(after)) return null;
      if (
        owns(name) &&
        personName(name) === name &&
        givenNameKnown(splitName(name)?.firstName ?? '') &&
        holders.every((h) => h === name)
      )
        // Shown only by a comment (a pingback's "… von Moritz Meyer"), the page is theirs, not the comment.
        return {
          name,
          el: node.parentElement && !regionOf(node.parentElement, COMMENTS) ? node.parentElement : doc.body,
        };
    }
  }
  return null;
}

/**
 * A site that says whose it is, in a line of its own: "This is the personal website of Chuck Jordan,
 * an occasional game developer", "Der persönliche Blog von Jane Roe", and in its header "Mike
 * Woodward's thoughts on AI, data, and analytics" (a blog's description under its name). The line is
 * short, the name a person's with a given name the lists know; a story's sentence ("the website of the
 * ministry") names no one. Only the page's first 3,000 text nodes are read.
 */
const OWNER_NAME = `(\\p{Lu}[\\p{L}'’.-]+(?:\\s+\\p{Lu}[\\p{L}'’.-]+){1,2})`;
const SITE_OF = new RegExp(
  `^(?:[Tt]his is\\s+)?(?:[Tt]he|[Mm]y|[Dd]er|[Dd]ie|[Dd]as|[Mm]eine?|[Ll][ea]|[Mm]on|[Mm]a)?\\s*` +
    `(?:[Pp]ersonal|[Pp]ersönliche[rs]?|[Pp]rivate[rs]?|[Pp]ersonnel(?:le)?)\\s+` +
    `(?:web\\s?site|blog|site|home\\s?page|weblog|webseite)\\s+(?:of|von|de)\\s+${OWNER_NAME}`,
  'u',
);
const OWNERS_WORDS = new RegExp(
  `^${OWNER_NAME}['’]s\\s+(?:personal\\s+)?(?:blog|thoughts|musings|ramblings|notes|writings?|journal)\\b`,
  'u',
);
const STATED_HINT =
  /personal|persönlich|personnel|private|['’]s (?:personal |blog|thoughts|musings|ramblings|notes|writing|journal)/i;

const SITE_HEADER =
  'header, [class*="header" i], [id*="header" i], [class*="description" i], [class*="tagline" i]';

export function statedOwner(doc: Document): { name: string; el: Element } | null {
  for (const node of pageTexts(doc, 3000)) {
    if (node.data.length > 200 || !STATED_HINT.test(node.data)) continue;
    const line = node.parentElement?.closest('p, div, header, footer, span, h1, h2, h3, h4, h5, h6');
    const t = (line?.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!line || t.length > 300) continue;
    // "Jane Roe's thoughts" says whose the site is only as its description, in the page's header (a
    // teaser's "Barack Obama's thoughts on …" is a story's).
    const described = () => !!line.closest(SITE_HEADER) && !line.closest('article, main');
    const said = SITE_OF.exec(t)?.[1] ?? (described() ? OWNERS_WORDS.exec(t)?.[1] : undefined);
    const held = said?.replace(/\.$/, '');
    if (
      held &&
      personName(held) === held &&
      givenNameKnown(splitName(held)?.firstName ?? '') &&
      !regionOf(line, COMMENTS)
    )
      return { name: held, el: line };
  }
  return null;
}

/**
 * Who signs a page that has no byline: the end of its text, else its owner, who alone holds its
 * copyright, introduces themselves ("I’m Kiko Beats, … working at IBM"), whose name the site bears,
 * whose portfolio its title says it is, who the site says it is of, or whose whole name its address is.
 * `owner`: the site is theirs, so their name may hold the site's ("Wolfgang Michal" on
 * wolfgangmichal.de).
 */
export function* pageSigner(
  doc: Document,
): Generator<
  void,
  { name: string; el: Element; owner: boolean; company?: string | null; introduced?: true } | null,
  void
> {
  // Each reads much of the page: a slice each (slices.ts), in one task while its time lasts.
  const closing = closingSignature(doc);
  if (closing) return { ...closing, owner: false };
  yield;
  const copyrighted = copyrightOwner(doc);
  if (copyrighted) return { ...copyrighted, owner: true };
  yield;
  const introduced = introducedOwner(doc);
  if (introduced) return { ...introduced, owner: false, introduced: true };
  yield;
  const owns = siteOwner(doc) ?? titledOwner(doc) ?? statedOwner(doc) ?? hostNamedOwner(doc);
  return owns && { ...owns, owner: true };
}
