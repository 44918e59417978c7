/**
 * The site a page belongs to: its name (og:site_name, its data's publisher, or the title's suffix) and
 * registrable domain, and the publisher that the people it names without a company work for.
 */
import { biosOf, COMMENTS, domainOf, metaContent, regionOf, slug, type FoundPerson } from './found';
import { jsonLdPublisher } from './structured';
import { copyrightHolders, initials, nameAmongParts, spelledOut } from './site-name';

/** Sites where people write for themselves: the site is not their employer. */
const PLATFORM =
  /(^|\.)(medium|substack|wordpress|blogspot|blogger|tumblr|github|gitlab\.io|dev|hashnode|linkedin|livejournal|wix|ghost|x|twitter|bsky|threads|instagram|facebook|mastodon)\.(com|io|to|org|net|app|social)$/;

/** A bio that says its writer works for no one: "Lukas is a freelance web developer", "a freelancer", "freie Journalistin". */
const FREELANCE =
  /\b(?:is|as) an? (?:freelance|independent)\b|\bfreelancer\b|\bfreie[rn]? (?:Journalist|Autor)/i;

/** Whether a bio that names them says they are freelance: the publisher is then not their employer. */
const freelance = (bios: string[], full: string) => bios.some((t) => t.includes(full) && FREELANCE.test(t));

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
  /^(news|home|startseite|aktuelles|nachrichten|artikel|articles?|actualités|noticias|notizie|nieuws)$/i;

export type Site = { name: string; host: string; domain: string | null };

/** The site as last read, for the rest of the task that read it (making a slice's targets asks twice). */
const lastRead = new WeakMap<Document, { key: string; site: Site }>();

/**
 * The site's name (og:site_name, its data's publisher, or the title's suffix) and registrable domain.
 * Read once per task: the first read of a page costs up to 15 ms here, a later one up to 3.
 */
export function siteOf(doc: Document): Site {
  const key = `${doc.URL}\n${doc.title}\n${jsonLdPublisher.get(doc) ?? ''}`;
  const last = lastRead.get(doc);
  if (last?.key === key) return last.site;
  const site = readSite(doc);
  lastRead.set(doc, { key, site });
  queueMicrotask(() => lastRead.delete(doc));
  return site;
}

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
  // A handle is no name ("@politifact"): the site's address says it better.
  const meta = edition ? data : (og?.replace(/^@/, '') ?? data ?? microdataPublisher(doc));
  // "Headline - Site"; Chinese and Japanese titles also write "标题_栏目_网站" and "記事｜サイト", and
  // some "Site | Headline": the part that is not the headline.
  const spaced = doc.title.split(/\s[-|–—]\s/);
  const title = spaced.length > 1 ? spaced : doc.title.split(/｜|(?<=\S)\s*_(?=\S)/);
  // The page's headline; a theme's heading in a link home, or around one, is the site's name ("<a
  // rel="home"><h1 id="site-title">modabot</h1></a>").
  const headline = slug(
    metaContent(doc, 'property', 'og:title') ??
      [...doc.querySelectorAll('h1')].find((h) => !h.closest(HOME) && !h.querySelector(HOME))?.textContent ??
      '',
  );
  const last = title.length > 1 && headline && slug(title.at(-1)!) === headline ? title[0] : title.at(-1);
  const named = (meta ?? (title.length > 1 ? last : ''))!.split(/\s[-|–—:]\s/);
  const domain = host ? siteDomain(host) : null;
  let name = nameAmongParts(named, domain);
  // A company's blog is the company's: "The WordPress.com Blog", "Pluralsight Tech Blog".
  name = name.replace(/^the\s+(.+)\s+blog$/i, '$1').replace(/\s+(tech|engineering)\s+blog$/i, '');
  // A site's name has a capital, is its address or is in a script without case ("好奇心日报"); "… —
  // see inside" ends a headline, not a name; nor is a section's word ("News - Elder: Aus dem Ghetto
  // nach Augusta" on golf.de).
  if (!/[\p{Lu}\p{Lo}.]/u.test(name) || name.length > 40 || SECTION.test(name)) name = '';
  // A name in an address's form ("latimes", "Süddeutsche.de"; none: its domain, "therams.com") is
  // what a reader calls it where the page's data or its copyright line spells it out.
  // A name written as its address ("www.kas.de") may be spelled out by the page's title or author tag
  // too ("Konrad-Adenauer-Stiftung - detail").
  const short = name.replace(/^www\./i, '') || domain?.split('.')[0];
  const addressed = !!short && /\.\p{L}{2,}$/u.test(short);
  if (short && (!/\p{Lu}/u.test(short) || addressed))
    name =
      spelledOut(short, [
        data,
        microdataPublisher(doc),
        ...copyrightHolders(doc),
        ...(addressed ? [...spaced, metaContent(doc, 'name', 'author') ?? undefined] : []),
      ]) ??
      // An address of two letters, only by its data's publisher's initials ("dw.com": Deutsche Welle).
      (data && /^\p{L}{2}\./u.test(short) && initials(data).toLowerCase() === slug(short.slice(0, 2))
        ? data
        : name);
  return { name, host, domain };
}

const HOME = 'a[rel~="home" i]';

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

/** The publisher's name in the page's microdata (`itemprop="publisher"` around its `name`). */
function microdataPublisher(doc: Document): string | undefined {
  const el = doc.querySelector('[itemprop~="publisher"][itemscope] [itemprop~="name"]');
  return (el?.getAttribute('content') ?? el?.textContent)?.trim() || undefined;
}

function publisher(
  { name, host, domain }: Site,
  authors: string[],
): { company: string | null; domain: string | null } {
  // With no name, the site's own address says who publishes it (al.com, msnbc.com).
  const company = name || domain;
  const own = authors.some((a) => {
    const last = slug(a.split(' ').at(-1)!);
    return (
      (name && name.toLowerCase().includes(a.toLowerCase())) || (last.length > 2 && slug(host).includes(last))
    );
  });
  // A platform's own blog names the platform in more words than its name ("The WordPress.com Blog";
  // a post of its users says "Medium", or the user's own blog's name). A one-letter platform is in
  // every name ("X (formerly Twitter)" on its users' messages).
  const platform = PLATFORM.exec(host)?.[2];
  const ownBlog = platform && platform.length > 2 && slug(name).includes(platform) && slug(name) !== platform;
  if (!company || (platform && !ownBlog)) return { company: null, domain: null };
  // The author's own site is no employer, but its address is theirs to write to.
  return own ? { company: null, domain } : { company, domain };
}

/**
 * Who employs a person by their own address's domain, when it is the site's organisation's under
 * another ending (cwellisz@bloomberg.net on bloomberg.com works for Bloomberg): the publisher. The
 * site is read once per page; on a platform's site, or the person's own, no one.
 */
export function staffCompany(doc: Document): (domain: string, name: string) => string | null {
  const site = siteOf(doc);
  const label = site.domain?.split('.')[0] ?? '';
  // Not on their own site ("Daniel Lemire's blog" at lemire.me).
  return (domain, name) =>
    label.length > 2 && domain.split('.')[0] === label ? publisher(site, [name]).company : null;
}

/**
 * The publisher a portal shows a syndicated story under, when its page's microdata names one at
 * another address (MSN's "NBC News" logo, linking to nbcnews.com): the story's writers are theirs.
 */
function provider(doc: Document, site: Site): { company: string; domain: string } | null {
  const org = doc.querySelector('[itemprop~="publisher"][itemscope]');
  const link = org?.querySelector('a[itemprop~="url"][href]');
  if (!org || !link) return null;
  const named = org.querySelector('[itemprop~="name"]');
  const company = (
    named?.getAttribute('content') ||
    named?.textContent ||
    link.getAttribute('title') ||
    org.querySelector('img[alt]')?.getAttribute('alt') ||
    ''
  ).trim();
  // A link of the site's own (a relative one) names no other publisher.
  const domain = siteDomain(domainOf(link.getAttribute('href')) ?? '');
  if (
    !company ||
    company.length > 40 ||
    !domain ||
    domain === site.domain ||
    slug(company) === slug(site.name)
  )
    return null;
  return { company, domain };
}

/**
 * People the page names without a company (its authors in bylines and data, its staff in cards and
 * lists) work for its publisher, unless the site is a platform or the author's own. A profile's owner
 * is not the site's, nor a paper's author the journal's.
 */
export function withPublisher(people: FoundPerson[], doc: Document): FoundPerson[] {
  // A bio or the page's data that names the publisher ("a reporter for POLITICO Pro", "worksFor": "The
  // Citizen") is the publisher's too.
  const pageSite = siteOf(doc);
  const site = slug(pageSite.name);
  // So is one naming the publisher whose initials are the site's address ("Associated Press" on
  // hosted.ap.org), or by the site's address ("Dolores Chang For Dailymail.Com" on dailymail.co.uk).
  const label = pageSite.domain?.split('.')[0] ?? '';
  const siteAddress = new RegExp(`^${label}\\.\\p{L}{2,}$`, 'iu');
  // A list's entry named as the site is its own link ("Washington Examiner"), no one.
  people = people.filter(
    (p) => p.source !== 'list' || site.length < 3 || slug(p.firstName + p.lastName) !== site,
  );
  let bios: string[] | undefined;
  const ofSite = (p: FoundPerson) => {
    const named = slug(p.company ?? '');
    return (
      (p.source === 'byline' || p.source === 'jsonld' || p.source === 'microdata') &&
      ((named.length > 2 && site.length > 2 && (named.includes(site) || site.includes(named))) ||
        (label.length > 1 &&
          !!p.company &&
          (initials(p.company).toLowerCase() === label || siteAddress.test(p.company))))
    );
  };
  // Someone another source names with an employer that is not the site ("Posted by Alex Durán, AMP
  // Project Marketing, Google" beside the page's data naming him author) works there.
  const key = (p: FoundPerson) => `${p.firstName} ${p.lastName}`.toLowerCase();
  const employed = new Set(people.filter((p) => p.company && !ofSite(p)).map(key));
  // A profile's owner, an interview's guest, the people a ranked list is about ("3. Robert Habeck,
  // Politiker …"), those a label lists ("Fotograf*innen:") and a commenter are not the site's.
  const authors = people.filter(
    (p) =>
      (p.company ? ofSite(p) : !employed.has(key(p))) &&
      p.source !== 'profile' &&
      p.source !== 'speaker' &&
      p.source !== 'ranked' &&
      p.source !== 'labelled' &&
      !regionOf(p.element, COMMENTS) &&
      !freelance((bios ??= biosOf(doc)), `${p.firstName} ${p.lastName}`),
  );
  // On a paper's page (citation tags) the publisher is the journal: no author's employer.
  if (!authors.length || people.some((p) => p.source === 'citation')) return people;
  const { company, domain } =
    provider(doc, pageSite) ??
    publisher(
      pageSite,
      authors.map((p) => `${p.firstName} ${p.lastName}`),
    );
  // Where another source names the same writer's employer as the site, its words are kept ("For
  // Dailymail.Com" rather than the site's "Mail Online").
  const named = new Map(authors.filter((p) => p.company).map((p) => [key(p), p.company]));
  for (const p of authors) {
    p.company ??= named.get(key(p)) ?? company;
    p.domain ??= domain;
  }
  return people;
}
