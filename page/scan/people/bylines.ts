/**
 * The people who wrote the page: bylines, author boxes and the author meta tag ("By Stella Kim and
 * Jennifer Jett", "Dan Goodin - Apr 16, 2015"). Their company is the publisher (og:site_name or the
 * title's suffix) and their domain the publisher's site, unless the site is a platform many people
 * write on, or is the author's own. Their own work address on the page, when there is one, wins
 * later (domains.ts).
 */
import { splitName } from '../../../core/names';
import { bylineNames } from './names';
import { person, slug, spacedText, type FoundPerson } from './found';
import { jsonLdPublisher } from './structured';

/** Sites where people write for themselves: the site is not their employer. */
const PLATFORM =
  /(^|\.)(medium|substack|wordpress|blogspot|blogger|tumblr|github|gitlab\.io|dev|hashnode|linkedin|livejournal|wix|ghost)\.(com|io|to|org|net)$/;

const BYLINE = '[rel~="author"], [itemprop~="author"], [class*="byline" i], [class*="author" i], address';

/**
 * The author tags of page metadata: HTML's own, and those news sites write for their analytics and
 * mailers (Parse.ly, Sailthru, the "byl" of NYT-style CMSs). Dublin Core's creator is left out: sites
 * fill it with a section ("Zone Justice et faits divers").
 */
const AUTHOR_META =
  'meta[name="author" i], meta[name="parsely-author" i], meta[name="sailthru.author" i], meta[name="byl" i]';

/**
 * Bylines of other stories, and comments: not the page's authors. A footer is the page's when no
 * article, section or main holds it; an article's own footer says who wrote it (HTML's own meaning).
 */
const ELSEWHERE =
  'aside, nav, [class*="related" i], [class*="recommend" i], [class*="teaser" i], [class*="promo" i], [class*="popular" i], [class*="comment" i], [class*="more-" i]';

/**
 * A teaser of another story: a small box whose heading links to another page ("The search for an AC…"
 * over "By Rebecca Heilweil" in a list of the latest stories). The page's own byline sits under its
 * main heading, or one that links to the page itself, in a box holding the story (a related story's
 * linked heading embedded in it does not make it a teaser).
 */
function inTeaser(el: Element, doc: Document): boolean {
  for (let box = el.parentElement, i = 0; box && box !== doc.body && i < 6; box = box.parentElement, i++) {
    const heading = box.querySelector('h1, h2, h3, h4');
    if (!heading) continue;
    const href = heading.tagName !== 'H1' && (heading.closest('a[href]') ?? heading.querySelector('a[href]'));
    if (!href) return false;
    try {
      const elsewhere = new URL(href.getAttribute('href')!, doc.URL).pathname !== new URL(doc.URL).pathname;
      return elsewhere && (box.textContent?.length ?? 0) < 400;
    } catch {
      return false;
    }
  }
  return false;
}

const inPageFooter = (el: Element) => {
  const footer = el.closest('footer');
  return !!footer && !footer.parentElement?.closest('article, section, main');
};

/** The site's registrable domain, roughly: the last two labels, three under a short second level (co.uk). */
export function siteDomain(host: string): string | null {
  if (!/[a-z]/i.test(host.split('.').at(-1)!)) return null; // an address, not a name
  const labels = host.replace(/^www\d*\./, '').split('.');
  const n = labels.length > 2 && labels.at(-2)!.length <= 3 && labels.at(-1)!.length === 2 ? 3 : 2;
  return labels.slice(-n).join('.');
}

/** The site's name (og:site_name, its data's publisher, or the title's suffix) and registrable domain. */
export function siteOf(doc: Document): { name: string; host: string; domain: string | null } {
  const host = doc.URL.startsWith('http') ? new URL(doc.URL).hostname : '';
  const meta =
    doc.querySelector('meta[property="og:site_name"]')?.getAttribute('content') ?? jsonLdPublisher.get(doc);
  const title = doc.title.split(/\s[-|–—]\s/);
  let name = (meta ?? (title.length > 1 ? title.at(-1) : ''))!.split(/\s[-|–—:]\s/)[0]!.trim();
  // A site's name has a capital or is its address; "… — see inside" ends a headline, not a name.
  if (!/[\p{Lu}.]/u.test(name) || name.length > 40) name = '';
  return { name, host, domain: host ? siteDomain(host) : null };
}

function publisher(doc: Document, authors: string[]): { company: string | null; domain: string | null } {
  const { name, host, domain } = siteOf(doc);
  // With no name, the site's own address says who publishes it (al.com, msnbc.com).
  const company = name || domain;
  const own = authors.some((a) => {
    const last = slug(a.split(' ').at(-1)!);
    return (
      (name && name.toLowerCase().includes(a.toLowerCase())) || (last.length > 2 && slug(host).includes(last))
    );
  });
  if (!company || own || PLATFORM.test(host)) return { company: null, domain: null };
  return { company, domain };
}

export function fromBylines(doc: Document): FoundPerson[] {
  const found = new Map<string, Element>();
  // An author tag that names the copyright holder names a company ("Condé Nast"), not a writer.
  const copyright = doc.querySelector('meta[name="copyright" i]')?.getAttribute('content') ?? '';
  for (const meta of doc.querySelectorAll(AUTHOR_META)) {
    const author = meta.getAttribute('content');
    if (!author || copyright.includes(author)) continue;
    for (const n of bylineNames(author)) found.set(n, doc.body);
  }
  let seen = 0;
  for (const el of doc.querySelectorAll(BYLINE)) {
    if (++seen > 60) break;
    const t = spacedText(el);
    if (t.length > 100 || el === doc.body || el.closest(ELSEWHERE) || inPageFooter(el) || inTeaser(el, doc))
      continue;
    for (const n of bylineNames(t)) if (!found.has(n) || found.get(n) === doc.body) found.set(n, el);
  }
  // A byline that holds the site's own name is the site's ("Apartment Therapy Submissions").
  const site = siteOf(doc).name.toLowerCase();
  return [...found.keys()]
    .filter((n) => !site || !n.toLowerCase().includes(site))
    .flatMap((n) => person(splitName(n), null, null, 'byline', found.get(n)!) ?? []);
}

/**
 * People the page names without a company (its authors in bylines and data, its staff in cards and
 * lists) work for its publisher, unless the site is a platform or the author's own. A profile's owner
 * is not the site's, nor a paper's author the journal's.
 */
export function withPublisher(people: FoundPerson[], doc: Document): FoundPerson[] {
  const authors = people.filter((p) => !p.company && p.source !== 'profile');
  // On a paper's page (citation tags) the publisher is the journal: no author's employer.
  if (!authors.length || people.some((p) => p.source === 'citation')) return people;
  const { company, domain } = publisher(
    doc,
    authors.map((p) => `${p.firstName} ${p.lastName}`),
  );
  for (const p of authors) {
    p.company = company;
    p.domain ??= domain;
  }
  return people;
}
