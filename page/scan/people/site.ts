/**
 * The site a page belongs to: its name (og:site_name, its data's publisher, or the title's suffix) and
 * registrable domain. Whom the people it names work for is publisher.ts's.
 */
import { metaContent, slug } from './found';
import { oncePerTask } from './queries';
import { jsonLdPublisher } from './json-ld';
import {
  copyrightHolders,
  servedBy,
  footerName,
  initials,
  nameAmongParts,
  spelledOut,
  spellsAddress,
} from './site-name';

/** Sites where people write for themselves: the site is not their employer. */
export const PLATFORM =
  /(^|\.)(medium|substack|wordpress|blogspot|blogger|tumblr|github|gitlab\.io|dev|hashnode|linkedin|livejournal|wix|ghost|x|twitter|bsky|threads|instagram|facebook|mastodon|tiktok|youtube|vimeo|twitch|soundcloud|dribbble|behance|pinterest|reddit)\.(com|io|to|org|net|app|social|tv)$/;

/**
 * The site's registrable domain, roughly: the last two labels, three under a country's second level
 * of two letters or a generic word (bbc.co.uk, iij.ad.jp, abc.net.au; not tech.gmw.cn).
 */
export function siteDomain(host: string): string | null {
  if (!/[a-z]/i.test(host.split('.').at(-1)!)) return null; // an address, not a name
  const labels = host.replace(/^www\d*\./, '').split('.');
  const second = /^([a-z]{2}|com|net|org|gov|gob|gouv|edu|mil|nom|ltd|plc|sch)$/;
  const n = labels.length > 2 && second.test(labels.at(-2)!) && labels.at(-1)!.length === 2 ? 3 : 2;
  return labels.slice(-n).join('.');
}

/** A section's word that a title puts where a site's name would be. */
const SECTION =
  /^(news|home|blog|startseite|aktuelles|nachrichten|artikel|articles?|actualités|noticias|notizie|nieuws)$/i;

/** What a page of a company's own site is, where a title would put the site's name ("RSW AG - Mitarbeiter"). */
const PAGE_WORD =
  /^(team|our team|unser team|das team|staff|our people|people|mitarbeiter(innen)?|mitarbeitende|about|about us|über uns|ueber uns|kontakt|contact|contact us|impressum)$/i;

export type Site = { name: string; host: string; domain: string | null };

/**
 * The site's name (og:site_name, its data's publisher, or the title's suffix) and registrable domain.
 * Read once per task (making a slice's targets asks more than once): the first read of a page costs
 * up to 15 ms here, a later one up to 3.
 */
export const siteOf: (doc: Document) => Site = oncePerTask(
  readSite,
  (doc) => `${doc.URL}\n${doc.title}\n${jsonLdPublisher.get(doc) ?? ''}`,
);

function readSite(doc: Document): Site {
  // A page saved in a web archive is the original site's.
  const archived = ARCHIVED.exec(doc.URL)?.[1];
  const at = archived
    ? new URL(archived).hostname
    : doc.URL.startsWith('http')
      ? new URL(doc.URL).hostname
      : '';
  // A platform's page published at its writer's own address says so in its canonical link
  // (simonsarris.substack.com is map.simonsarris.com): that address is the site's.
  const host = (PLATFORM.test(at) && canonicalHost(doc)) || at;
  const og = metaContent(doc, 'property', 'og:site_name');
  const data = jsonLdPublisher.get(doc);
  // An edition's tag is no site's name ("U.S." on reuters.com): its data or its title names it.
  const edition = og && slug(og).length <= 3 && !slug(host).includes(slug(og));
  // A section's name where the site's would be ("Diversao" on otempo.com.br, whose data's publisher is
  // "O Tempo"): the name that spells the site's address is the site's.
  const domain = host ? siteDomain(host) : null;
  const section = !!og && !spellsAddress(og, domain) && spellsAddress(data, domain);
  // Or the name of the platform that serves the page ("Passle" on topics.plusrelocation.com, its
  // pictures from images.passle.net): the copyright's holder that spells the address ("© Plus
  // Relocation") is the site's. Not a section's own name ("Seasoned Advice" on a Q&A network's site).
  const holder =
    !!og && !section && !spellsAddress(og, domain)
      ? copyrightHolders(doc).find((h) => spellsAddress(h, domain))
      : undefined;
  const platform = !!holder && servedBy(doc, og!, domain, siteDomain);
  // A handle is no name ("@politifact"): the site's address says it better.
  const meta =
    edition || section
      ? data
      : platform
        ? holder
        : (og?.replace(/^@/, '') ?? data ?? microdataPublisher(doc));
  // "Headline - Site"; Chinese and Japanese titles also write "标题_栏目_网站", "标题--栏目--网站",
  // "标题 -- 网站 / 栏目", "标题-网站" and "記事｜サイト", and some "Site | Headline": the part that is
  // not the headline; of "Site / Section", the site.
  const spaced = doc.title.split(/\s(?:[-|–—]|--)\s/);
  const title =
    spaced.length > 1
      ? spaced
      : doc.title.split(/｜|(?<=\S)\s*_(?=\S)|(?<=\p{sc=Han}|[”」）])--?(?=\p{sc=Han})/u);
  const headline = slug(metaContent(doc, 'property', 'og:title') ?? pageHeadline(doc)?.textContent ?? '');
  // A Chinese title that ends with the site's address after its name ("标题_栏目_长江网_cjn.cn") names it
  // before (not "Headline | Tagline | TeenVogue.com", where the address is the name).
  const end =
    spaced.length === 1 && title.length > 2 && /^[\w.-]+\.\p{L}{2,}$/u.test(title.at(-1)!.trim())
      ? title.at(-2)
      : title.at(-1);
  // Nor is a page's own word there ("RSW AG - Mitarbeiter", "Team | Acme"): the site is before it.
  const pageWord = title.length > 1 && PAGE_WORD.test(title.at(-1)!.trim());
  const last =
    title.length > 1 && ((headline && slug(title.at(-1)!) === headline) || pageWord) ? title[0] : end;
  // With neither, the name the site gives itself as a web app ("Nature"), unless that is the headline.
  const named = (meta ?? (title.length > 1 ? last : appName(doc, headline)))!.split(/\s[-|–—:/]\s/);
  // Of the data's parts, the one the title ends with ("Noticias de El Salvador - La Prensa Gráfica |
  // Informate con la verdad" and "… | La Prensa Gráfica"): two sources agree. Not when the title ends
  // with all of them ("… - Mady Morrison - Yoga Lifestyle").
  const agree = !!meta && named.length > 1 && title.length > 1 && !doc.title.trim().endsWith(meta.trim());
  const inTitle = agree ? named.find((p) => slug(p) === slug(end!)) : undefined;
  let name = inTitle?.trim() ?? nameAmongParts(named, domain);
  // A company's blog is the company's: "The WordPress.com Blog", "Pluralsight Tech Blog".
  name = name.replace(/^the\s+(.+)\s+blog$/i, '$1').replace(/\s+(tech|engineering)\s+blog$/i, '');
  // A site's section about itself is the site: "Our Team | About Mitoc Group".
  name = name.replace(/^about\s+(?=\p{Lu})/iu, '');
  // A site's name has a capital, is its address or is in a script without case ("好奇心日报"); "… —
  // see inside" ends a headline, not a name; nor is a section's word ("News - Elder: Aus dem Ghetto
  // nach Augusta" on golf.de).
  // A name longer than 40 is a headline's, unless it spells the address ("Carnegie Endowment for
  // International Peace").
  if (
    !/[\p{Lu}\p{Lo}.]/u.test(name) ||
    (name.length > 40 && !spellsAddress(name, domain)) ||
    SECTION.test(name)
  )
    name = '';
  // A name in an address's form ("latimes", "Süddeutsche.de"; none: its domain, "therams.com") is
  // what a reader calls it where the page's data or its copyright line spells it out.
  // A name written as its address ("www.kas.de") may be spelled out by the page's title or author tag
  // too ("Konrad-Adenauer-Stiftung - detail"), or by its logo's words ("WSJ.com": "The Wall Street
  // Journal"), though not by the headline in it ("Deadline Big Media
  // With David Lieberman, Episode 38 - Deadline.com" starts with the address's word).
  const short = name.replace(/^www\./i, '') || domain?.split('.')[0];
  const addressed = !!short && /\.\p{L}{2,}$/u.test(short);
  if (short && (!/\p{Lu}/u.test(short) || addressed)) {
    // A holder's parts apart by a dash may be the owner and the site ("Media Group - mediaindonesia").
    const holders = copyrightHolders(doc).flatMap((h) => {
      const parts = h.split(/\s[–-]\s/);
      return parts.length > 1 ? [h, ...parts] : [h];
    });
    // The address's labels of two letters: its first, or a section's subdomain's site ("wiadomosci.wp.pl").
    const twos = short
      .toLowerCase()
      .split('.')
      .slice(0, -1)
      .filter((l) => /^\p{L}{2}$/u.test(l));
    name =
      spelledOut(short, [
        data,
        microdataPublisher(doc),
        ...holders,
        ...(addressed
          ? [
              // Not the part that is the address form itself; of "Site: Headline", the site.
              ...spaced
                .filter((part) => slug(part) !== headline && part.trim() !== name)
                .map((part) => part.split(/:\s/)[0]!),
              metaContent(doc, 'name', 'author') ?? undefined,
              ...logoNames(doc),
            ]
          : []),
      ]) ??
      // A site that gives its name nowhere else may in its footer's credits.
      footerName(doc, short) ??
      // An address of two letters, only by the initials of its data's publisher or of its copyright's
      // holder ("dw.com": Deutsche Welle), also under a section's subdomain ("wiadomosci.wp.pl":
      // Wirtualna Polska).
      [data, ...holders].find((n) => n && twos.includes(initials(n).toLowerCase())) ??
      name;
  }
  return { name, host, domain };
}

/**
 * A link to the site's front page: marked so, or to its root ("<a href="https://www.engadget.com/">").
 */
export function linksHome(a: Element | null, doc: Document): boolean {
  if (!a) return false;
  if (/(?:^|\s)home(?:\s|$)/i.test(a.getAttribute('rel') ?? '')) return true;
  try {
    const to = new URL(a.getAttribute('href') ?? '', doc.URL);
    return to.pathname === '/' && !to.search && to.hostname === new URL(doc.URL).hostname;
  } catch {
    return false;
  }
}

/**
 * The page's headline: its first h1 with words that is no logo. A theme's heading in a link home, or
 * around one, is the site's name ("<a rel="home"><h1 id="site-title">modabot</h1></a>", "<a
 * href="https://www.engadget.com/"><h1><svg><title>Engadget</title>…</h1></a>").
 */
export function pageHeadline(doc: Document): Element | null {
  for (const h of [...doc.getElementsByTagName('h1')].slice(0, 8))
    if (
      h.textContent!.trim() &&
      !linksHome(h.closest('a[href]'), doc) &&
      ![...h.querySelectorAll('a[href]')].some((a) => linksHome(a, doc))
    )
      return h;
  return null;
}

/** The name a site gives itself as a web app (`application-name`), unless it is the page's headline. */
function appName(doc: Document, headline: string): string {
  const app = metaContent(doc, 'name', 'application-name');
  return app && slug(app) !== headline ? app : '';
}

/** A web archive's copy: "https://web.archive.org/web/20190717140047/http://www.modabot.de/…". */
const ARCHIVED = /^https?:\/\/web\.archive\.org\/web\/\d+[a-z_]*\/(https?:\/\/[^/?#]+)/i;

/** The host of the page's canonical link, when it is not a platform's. */
function canonicalHost(doc: Document): string | null {
  try {
    const href = doc.querySelector('link[rel~="canonical" i]')?.getAttribute('href');
    const host = href ? new URL(href, doc.URL).hostname : null;
    return host && !PLATFORM.test(host) ? host : null;
  } catch {
    return null;
  }
}

/**
 * The publisher's name in the page's microdata (`itemprop="publisher"` around its `name`): its own,
 * not the name of another item inside it (a navigation list's link, "Guía TV").
 */
function microdataPublisher(doc: Document): string | undefined {
  for (const el of doc.querySelectorAll('[itemprop~="publisher"][itemscope] [itemprop~="name"]'))
    if (el.parentElement?.closest('[itemscope]')?.matches('[itemprop~="publisher"]'))
      return (el.getAttribute('content') ?? el.textContent)?.trim() || undefined;
  return undefined;
}

/** What the site's logos say they are: the words of a picture named a logo ("footer_logo_small.png"). */
const logoNames = (doc: Document) =>
  [...doc.querySelectorAll('img[alt][src*="logo" i], img[alt][class*="logo" i]')]
    .slice(0, 6)
    .map((img) => img.getAttribute('alt')!.trim())
    // A name, not a description of the picture ("Das Logo von der Website finanzmarktwelt").
    .filter((alt) => alt.split(/\s+/).length <= 6 && !/\b(?:logo|website|site|homepage)\b/i.test(alt));

/** The page's address's path ("/author/lindsey-heagy/"), or nothing for a page with no web address. */
export const pagePath = (doc: Document) => (doc.URL.startsWith('http') ? new URL(doc.URL).pathname : '');
