/**
 * The publisher that the people a page names without a company work for: the site's, a portal's
 * syndicated story's provider, or no one (a platform's users, a writer's own site, a freelancer, a
 * paper's authors). The site itself is read by site.ts.
 */
import { biosOf, COMMENTS, domainOf, literally, regionOf, slug, type FoundPerson } from './found';
import { initials } from './site-name';
import { PLATFORM, siteDomain, siteOf, type Site } from './site';
import { hostsTranscript } from './speakers';

/** A bio that says its writer works for no one: "Lukas is a freelance web developer", "a freelancer", "freie Journalistin". */
const FREELANCE =
  /\b(?:is|as) an? (?:freelance|independent)\b|\bfreelancer\b|\bfreie[rn]? (?:Journalist|Autor)/gi;

/** A freelance statement's subject when it names no one. */
const PRONOUN = /^(?:he|she|they|er|sie)$/i;

/**
 * Whether a bio that names them says they are freelance: the publisher is then not their employer.
 * The statement is about the name just before it ("Lukas is a freelance web developer"; "Xiaoying
 * You is a freelance reporter" in a box that lists every writer of the story is about her only), or,
 * after a pronoun or nothing, about whoever the bio is about.
 */
function freelance(bios: string[], { firstName, lastName }: FoundPerson): boolean {
  return bios.some((t) => {
    if (!t.includes(`${firstName} ${lastName}`)) return false;
    for (const m of t.matchAll(FREELANCE)) {
      // The statement's subject and verb: "Lukas is", "He works as", "Jane Roe, who works as".
      const lead = t
        .slice(0, m.index)
        .split(/[^\p{L}\p{M}'’-]+/u)
        .filter(Boolean)
        .slice(-4);
      if (!lead.length || lead.some((w) => PRONOUN.test(w) || w === firstName || w === lastName)) return true;
    }
    return false;
  });
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
  if (!own) return { company, domain };
  // The author's own site is no employer, but its address is theirs to write to; unless its name
  // says it is theirs ("Stratechery by Ben Thompson"): the rest of the name is their business. Nor is
  // a name that holds theirs with other words ("Forte Labs", Tiago Forte's company; not "Daniel
  // Lemire's blog", his whole name).
  const theirs = authors
    .map((a) => new RegExp(`^(.{3,}?)\\s+by\\s+${literally(a)}$`, 'i').exec(name)?.[1])
    .find(Boolean);
  const named = (a: string) => name.toLowerCase().includes(a.toLowerCase());
  const business = !authors.some(named) && /\s/.test(name.trim()) && !/\bblog\b/i.test(name) ? name : null;
  return { company: theirs || business, domain };
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
  // A list's entry named as the site is its own link ("Washington Examiner"), no one; nor is a name
  // that starts with the site's, its account ("Posted by Zitrod Articles" on Zitrod).
  people = people.filter(
    (p) =>
      site.length < 3 ||
      ((site.length < 4 || slug(p.firstName) !== site) &&
        (p.source !== 'list' || slug(p.firstName + p.lastName) !== site)),
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
  // A profile's owner, an interview's guest (not its host), the people a ranked list is about ("3.
  // Robert Habeck, Politiker …"), those a label lists ("Fotograf*innen:"), a client's card by their
  // portrait and a commenter are not the site's.
  const authors = people.filter(
    (p) =>
      (p.company ? ofSite(p) : !employed.has(key(p))) &&
      p.source !== 'profile' &&
      (p.source !== 'speaker' || hostsTranscript(p)) &&
      p.source !== 'ranked' &&
      p.source !== 'labelled' &&
      p.source !== 'portrait' &&
      // A record that gives its own organisation's website is that organisation's (a press wire's
      // box for the company that issued the release).
      !(p.source === 'record' && p.domain && siteDomain(p.domain) !== pageSite.domain) &&
      !regionOf(p.element, COMMENTS) &&
      !freelance((bios ??= biosOf(doc)), p),
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
