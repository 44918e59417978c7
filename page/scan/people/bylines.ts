/**
 * The people who wrote the page: bylines, author boxes and the author meta tag ("By Stella Kim and
 * Jennifer Jett", "Dan Goodin - Apr 16, 2015"), and "By" before a link to a writer's page whatever the
 * classes. Not a teaser's byline (another story's), nor one in the page's footer. Their company is the
 * employer their bio names, else the publisher (og:site_name or the title's suffix), and their domain the
 * publisher's site, unless it is a platform or the author's own; their own work address wins (domains.ts).
 * One finder, about 580 lines, kept whole because it is one pass that gathers the candidates
 * and reads them, each step depending on what the earlier ones found: the forms' own readers live in
 * leads.ts, headline-lines.ts, byline-names.ts and author-links.ts, a page's signer in site-owners.ts.
 */
import { splitName } from '../../../core/names';
import { givenNameKnown } from './names';
import { BYLINE_LEAD, bylineNames, creditNames, creditsIn, INTERVIEW_BY, unechoed } from './byline-names';
import {
  biosOf,
  capitalised,
  firstText,
  linedText,
  literally,
  metaContent,
  person,
  ELSEWHERE,
  regionOf,
  slug,
  spacedText,
  text,
  firstOf,
  shownOnPage,
  wordsBefore,
  type FoundPerson,
} from './found';
import { itemValue, unread } from './words';
import { PROFILE_LINK } from './lists';
import { elsewhere, onlyArticle } from './regions';
import { AFFILIATION, affiliationOf, bioCompany, italicBios, titleCompany } from './bios';
import { agencyAfter, datelineAgency, newsroomAlone, organisationAfter, sourceOf } from './newsrooms';
import { pageHeadline, pagePath, siteOf } from './site';
import { incorporated, pageSigner } from './site-owners';
import { copyrightHolders } from './site-name';
import {
  authorLink,
  bioHeading,
  leadingAuthorLink,
  linkedNamesLead,
  linkedNamesOnly,
  linkedName,
  namesItsPage,
  introduced,
  vouchedFor,
} from './author-links';
import { pageWide } from './queries';
import { addressSpells } from './domains';
import { kept, pauseAt, whole, type Slices } from './slices';
import { firstBeyondMenus } from './chrome';
import { inPageFooter, inTeaser, linksToSite, loneBylineBox, postalContact } from './teasers';
import {
  afterBy,
  byColonLead,
  byNameAlone,
  metaLineBylines,
  datedAuthorLinks,
  namedWithRole,
  readTimeBylines,
  selfPublished,
  signedLead,
  titledBy,
  uncasedByline,
} from './leads';
import { besideHeadline, datedByline } from './headline-lines';
import { authorTags } from './structured';
import { jsonLdOwner } from './json-ld';

const BYLINE =
  'byline, [rel~="author"], [itemprop~="author"], [class*="byline" i], [class*="by_line" i], [class*="by-line" i], [class$="_by" i], [class*="_by " i], [class*="author" i], [class*="autor" i], [class*="auteur" i], [id*="author" i], [class*="writer" i], [class*="writeby" i], [class~="createdby" i], [class*="reporter" i], [class*="contributor_name" i], [class*="contributor-name" i], [class*="person-list" i], [class*="people-list" i], address';
/** A customer's or a listener's words about the site, classed so ("testimonial-author-wrapper"). */
const TESTIMONIAL = '[class*="testimonial" i]';
/** An ad, by a class word of its own ("ad-author", "ad_box"). */
const AD = '[class^="ad-" i], [class*=" ad-" i], [class^="ad_" i], [class*=" ad_" i]';
/**
 * A paragraph's words, read with a space between its elements where a name's link follows "by"
 * unspaced ("Edited by<a>Pam Weintraub</a>").
 */
const creditLine = (el: Element) => {
  const t = el.textContent?.trim() ?? '';
  return /by\p{Lu}/u.test(t) ? spacedText(el).trim() : t;
};
const AUTHOR_OTHER =
  /author[\w-]*(gear|item|subline|image|avatar|photo|img|social|follow|location|date|time|close|job|role|position)|(social|photo|foto|image|img|picture|caption)[\w-]*[-_]author(?![\w-])|byline[\w-]*title/i;
/** A box's parts that may be a line beside the name: classed an author's or a job's. */
const BESIDE_NAME = '[class*="author" i], [class*="job" i], [class*="position" i], [class*="badge" i]';
/**
 * A job's line by a class of its own that ends so ("job-title", "jobTitle", "author-position"; not a
 * layout's "position-relative" nor a hashed class's letters, "style_1njobzg").
 */
const JOB_CLASS = /(?:^|\s)(?:[\w-]*[-_])?(?:job[-_]?title|job|position)(?=\s|$)/i;
/**
 * A platform's mark after the name, in its own element inside the name's ("<span itemprop="author">Jeff
 * Haden<span class="influencer-badge">Influencer</span></span>", read "Jeff Haden Influencer"): a class
 * that ends in "badge", after the name's text.
 */
const BADGE_CLASS = /(?:^|\s)(?:[\w-]*[-_])?badge(?=\s|$)/i;
/**
 * An author box's title line beside the name's own element: the role ("<span class="author-name">…
 * </span><span class="author-title">Executive Digital Editor and Master Gardener</span>"). Without a
 * name's element beside it, a box's title is its heading and may hold the name ("<h2
 * class="author-title">Autor: Petra Ruland</h2>").
 */
const roleLine = (el: Element) =>
  /author[\w-]*title/i.test(el.getAttribute('class') ?? '') &&
  !!el.parentElement?.querySelector(':scope > [class*="author-name" i], :scope > [class*="author_name" i]');
/**
 * Who wrote it, said outright (a bare "By" starts too many other sentences; "<strong>Written by:</strong>"
 * before the names), or labelled ("Autor: Steffen PACHE, …", "<strong>Author</strong> Julian Tompkin",
 * "Autoren Jelko Djuren und Jutta Klaukien"), or who asked ("Das Gespräch führte Peter Hanselmann.").
 */
const WROTE = new RegExp(
  `^\\s*((posted|written|prepared|reported|authored|maintained)( and maintained)? by(:|\\s)|produced by the [A-Z]\\S*['’]s\\s|text (by|von)\\s|(author|autor|autorin|autorin\\s*/\\s*autor|autora|autore|auteur|verfasser)\\s*(:|$)|(authors|autoren|autorinnen)\\s|(${INTERVIEW_BY})\\s|interview\\s*:\\s)`,
  'i',
);

/**
 * A credit inside a paragraph: "Written by" anywhere, "Authored and maintained by" starting a sentence,
 * "This episode was reported and produced by".
 */
const WRITTEN_BY =
  /\b[Ww]ritten by\s+\p{Lu}|(?<=^|[.!?]\s+)(?:Authored|Maintained)(?: and maintained)? by\s+\p{Lu}|\b(?:was|were) (?:reported|produced|written)(?: and (?:reported|produced|written|edited))? by\s+\p{Lu}/u;

/**
 * A byline's label with nothing after it: "Autor", "Author:", "Autorin", "Autorin/Autor", "Written
 * by", "By:", "Article written by:", "Article by".
 */
const LABEL_ALONE =
  /^\s*(?:authors?|autor(?:in|en)?(?:\s*\/\s*autor(?:in)?)?|autora|autore|auteur|verfasser|(?:(?:article|post|story)\s+)?(?:(?:written|posted|authored)\s+)?by)\s*:?\s*$/i;

/**
 * The element a label alone heads ("<p>Written by</p><p>Edzel Tabing</p>"): the next one with words,
 * past a portrait ("<span>Written by:</span><picture>…</picture><span>Elise Nass</span>"); for a label
 * alone in its field, the field's next ("<div><p><strong>By</strong></p></div><div><p>Todd Bates</p>
 * </div>").
 */
function headedByLabel(label: Element): Element | null {
  let field = label;
  for (let i = 0; i < 2 && !field.nextElementSibling && field.parentElement?.childElementCount === 1; i++)
    field = field.parentElement;
  let next = field.nextElementSibling;
  for (let i = 0; next && i < 2 && !/\p{L}/u.test(next.textContent ?? ''); i++)
    next = next.nextElementSibling;
  return next;
}

/** A quote set apart, whose speaker is classed as its author ("<div class="component cita">…<span class="author">"). */
const QUOTE = 'blockquote, q, [class*="quote" i], [class~="cita" i], [class*="zitat" i]';

/** A byline's lead, the site's name (marked `\0`), then a place's capitalised words and nothing else. */
const SITE_THEN_PLACE =
  /^\s*(?:[Bb]y|[Pp]or|[Vv]on|[Pp]ar|[Dd]oor)?:?\s*\0\s+\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,2}$/u;

const bylineBoxes = pageWide(BYLINE);

/**
 * What a sentence credits after "written by" inside it, from the name (the credit's last letter) up
 * to the next credit (", Interviews by …"); null if no credit is inside it.
 */
function writtenBy(t: string): string | null {
  const m = WRITTEN_BY.exec(t);
  return m && m.index > 0 ? t.slice(m.index + m[0].length - 1).split(/,\s*\p{L}+ by\b/u)[0]! : null;
}

/**
 * A span that is a line of its own (its block's only element) and a wire story's credits. Its first
 * words are read before its whole text: on a 10,000-row table the page's spans are many.
 */
const CREDIT_START = /^\s*[(–—-]?\s*(?:additional |reporting|writing|editing|edited|compiled|to contact)/i;
const signOffs = (spans: Element[]) =>
  spans.filter(
    (span) =>
      span.parentElement?.childElementCount === 1 &&
      span.parentElement.localName === 'div' &&
      CREDIT_START.test(span.firstChild?.nodeValue ?? '') &&
      (span.textContent?.length ?? 0) < 300 &&
      creditsIn(span.textContent!.trim()) !== null,
  );
const leadBlocks = pageWide('p, h3, h4, h5, h6, em, li, dt, figcaption');

export const fromBylines = (doc: Document): FoundPerson[] => whole(bylineSlices(doc));

/** "Written by" or its like, then a capital: a text that may be a byline alone. */
const WRITTEN_ALONE = /^\s*(?:written|posted|authored) by:?\s+\p{Lu}/iu;

const REVIEWED_BY = /^\s*(?:[Rr]eviewed|[Ee]dited|[Ff]act[- ]checked)\s+by(?!\p{Ll})/u;

/** The bylines' people, the page read a slice at a time (slices.ts). */
export function* bylineSlices(doc: Document): Slices {
  const found = new Map<string, Element>();
  // An author tag that names the copyright holder names a company ("Condé Nast"), not a writer; so
  // does one the copyright line gives a legal form ("© Faro de Vigo, S.A.").
  const copyright = metaContent(doc, 'name', 'copyright') ?? '';
  // An author tag in small letters ("cindy mangomini") counts once a byline on the page shows it.
  const smallAuthors: string[] = [];
  const authorTagged = new Set<string>();
  for (const meta of authorTags(doc)) {
    // Some templates quote it ("'Luana Patriolino, Raphael Felice'").
    const author = meta.getAttribute('content')?.replace(/^\s*['"‘“]|['"’”]\s*$/g, '');
    if (!author || copyright.includes(author) || incorporated(doc, author)) continue;
    const names = bylineNames(author);
    for (const n of names) {
      found.set(n, doc.body);
      authorTagged.add(n);
    }
    if (!names.length && /^\p{Ll}+( \p{Ll}+){1,2}$/u.test(author.trim())) smallAuthors.push(author.trim());
  }
  // The site's name in a byline, with or without its spaces ("FOXBusiness"), is the publisher, no name.
  const pageSite = siteOf(doc);
  const siteName = pageSite.name;
  // A Chinese site's name says it is a site ("财新网", Caixin net); its bylines say the name alone ("文｜财新 余聪").
  // "From" before it is the site's credit too: "Felipe Pereira e Do UOL, em Porto Alegre".
  const bySite =
    siteName &&
    new RegExp(
      '(?:\\s(?:e\\s+)?(?:d[oa]s?|from)\\s+)?' +
        siteName
          .split(/\s+/)
          .map(literally)
          .join('\\s*')
          .replace(/(\p{sc=Han})[网網]$/u, '$1[网網]?'),
      'giu',
    );
  // Not an author box's other parts: the picture, links, the line under the name, place, date, gear
  // ("social-list_author": the writer's links, "Twitter", "Google Plus"); nor a quote's speaker, or a
  // testimonial's ("testimonial-author-wrapper" under a listener's review); nor an advertiser's box, or
  // one that holds an ad ("<span class="ad-author">2024新版传世广告</span>").
  const candidates = new Set(
    firstOf(bylineBoxes(doc), 60).filter(
      (el) =>
        !AUTHOR_OTHER.test(el.getAttribute('class') ?? '') &&
        !roleLine(el) &&
        !postalContact(el) &&
        !el.closest(QUOTE) &&
        !el.closest(TESTIMONIAL) &&
        !el.matches(AD) &&
        !el.querySelector(AD),
    ),
  );
  const boxes = new Set(candidates);
  const links = yield* kept(
    [...doc.getElementsByTagName('a')],
    (a) => authorLink(a.getAttribute('href') ?? '') || namesItsPage(a) || afterBy(a),
  );
  // Or a name in an element of its own after "By" ("<div>By <span class="rlwyg">Yomi Kazeem</span></div>",
  // "<div>Ein Artikel von <strong>Pamela Sladky</strong> | 27.01.2022</div>").
  const allSpans = [...doc.getElementsByTagName('span')];
  // A button's name opens the writer's bio ("By <button data-content="…">Melanie Hanson</button>"); the
  // byline's words are read without buttons (a share bar's), so its name is read from the button.
  const inline = [...allSpans, ...doc.getElementsByTagName('strong'), ...doc.getElementsByTagName('b')];
  const spans = yield* kept([...inline, ...doc.getElementsByTagName('button')], afterBy);
  const fromLead = new Map<Element, string>();
  for (const a of [...links.slice(0, 60), ...spans.slice(0, 20)]) {
    // The box around the link and the wrappers that hold only it ("By <strong><a>Lisa Be</a></strong>").
    let box = a.parentElement;
    while (box?.parentElement && box.textContent!.trim() === a.textContent!.trim()) box = box.parentElement;
    // "By" inside the link is its own byline, whatever follows it ("By Sonal Khetarpal" then "Delhi").
    if (BYLINE_LEAD.test(a.textContent ?? '')) candidates.add(a);
    // Its lead may be an element glued to the name's ("<dt>von</dt><a …><dd>Michelle de Oliveira</dd></a>").
    else if (
      box &&
      (BYLINE_LEAD.test(box.textContent ?? '') ||
        BYLINE_LEAD.test(unread(box)) ||
        ((box.textContent?.length ?? 0) < 200 && BYLINE_LEAD.test(spacedText(box))))
    ) {
      candidates.add(box);
      if (a.localName === 'button') fromLead.set(box, text(a));
    }
    // A reviewer's or editor's credit before a link to their page is another byline ("<div>Reviewed
    // by</div><a href="/authors/ortal-hadad">Ortal Hadad</a>").
    else if (box && REVIEWED_BY.test(box.textContent ?? '') && authorLink(a.getAttribute('href') ?? ''))
      candidates.add(box);
  }
  // Or a span, a division or a section's heading that is a label alone before the name's element
  // ("<span>Written by:</span><picture>…</picture><span>Elise Nass</span>", "<h2>Article written
  // by:</h2><div>…<h3>Doris Munoz-Mantilla, MD</h3>"): short, a text alone.
  const labels = yield* kept(
    [...allSpans, ...doc.getElementsByTagName('div'), ...doc.getElementsByTagName('h2')],
    (s) =>
      !s.childElementCount && (s.textContent?.trim().length ?? 0) < 24 && LABEL_ALONE.test(s.textContent!),
  );
  // A link after it is judged as a link to a writer's page is (author-links.ts): "<span>By</span> <a
  // href="/BY/4821">" leads to no writer's page.
  for (const label of labels.slice(0, 10)) {
    const named = headedByLabel(label);
    if (named && named.localName !== 'a') candidates.add(named);
  }
  // Or "By", names and the date, a line of its own in a span or a small print ("<span>By Justin Kaufmann
  // · Feb 14, 2022</span>"; not every cell and division: a 10,000-row table has 100,000 cells).
  const dated = yield* kept([...allSpans, ...doc.getElementsByTagName('small')], (el) => !!datedByline(el));
  for (const el of dated.slice(0, 20)) candidates.add(el);
  // Or "Written by" and a name alone in a span or in bold ("<strong>Written by Maya Perez </strong>").
  const written = yield* kept(
    inline,
    (el) =>
      !el.childElementCount &&
      (el.textContent?.length ?? 0) < 80 &&
      WRITTEN_ALONE.test(el.textContent!) &&
      byNameAlone(el, true),
  );
  for (const el of written.slice(0, 10)) candidates.add(el);
  // Or a site builder's post header names its writer by a hook of its own ("<span data-hook="user-name">
  // Kalyn Keen</span>" beside the date and the reading time): one writer's posts, not a feed of many.
  const writer = wixWriter(doc);
  if (writer) candidates.add(writer);
  // A plain paragraph, heading, emphasis or list item that says who wrote the page ("Posted by Alon
  // Zakai.", "Autor: …"): only the first text of the first 300 is read, a site menu's items aside.
  // A credits line names the writer after "Written by" ("…, Written by Graham Bowley, …"): read from there.
  const credited: [string, Element][] = [];
  const leads = firstBeyondMenus(leadBlocks(doc), 300);
  for (let i = 0; i < leads.length; i++) {
    if (pauseAt(i)) yield;
    const el = leads[i]!;
    const named = titledBy(el) ?? signedLead(el) ?? namedWithRole(el) ?? byColonLead(el);
    const first = firstText(el)?.data ?? '';
    const wrote = WROTE.test(first);
    const published = selfPublished(el, first);
    // A label alone ("<h4>Autor</h4><p><a …>Nikolai Huke</a>, </p>") heads the byline after it, an
    // element or the text right after it ("<h5>Autor: </h5>Peter Maahn/SP-X").
    const alone = LABEL_ALONE.test(el.textContent ?? '');
    const after = alone && el.nextSibling?.nodeType === 3 ? el.nextSibling.nodeValue!.trim() : '';
    const headed = alone && !after ? headedByLabel(el) : null;
    if (after && el.parentElement) {
      candidates.add(el.parentElement);
      fromLead.set(el.parentElement, after);
    } else if (headed) candidates.add(headed);
    else if (wrote || byNameAlone(el)) {
      candidates.add(el);
      // Up to the first line labelled otherwise: the credits under it are others' ("Das Gespräch führte
      // Jordan Mejias.<br>Text: F.A.Z.<br>Bildmaterial: dapd, …").
      const lines = linedText(el).split(' | ');
      const cut = wrote
        ? lines.findIndex((l, i) => i > 0 && /^[\p{L}()]+(?:\s[\p{L}()]+)?\s*:/u.test(l))
        : -1;
      // A byline that opens its story's first paragraph is its first line ("<p>Von Daniel Weinmann<br>
      // Sie ist nicht nur …"), read alone when the whole is too long for a byline.
      if (!wrote && lines.length > 1 && lines.join(' | ').length > 100) fromLead.set(el, lines[0]!);
      else if (cut > 0)
        fromLead.set(
          el,
          lines
            .slice(0, cut)
            .join(' | ')
            .replace(/\s+(?=[.,;:]$)/, ''),
        );
    } else if (named) {
      candidates.add(el);
      fromLead.set(el, named);
    } else if (published) {
      candidates.add(el);
      fromLead.set(el, published);
    } else if (/^(p|li)$/.test(el.localName) && creditsIn(creditLine(el)))
      credited.push(
        ...creditNames(creditsIn(spacedText(el).trim()) ?? '').map((n): [string, Element] => [n, el]),
      );
    else if (el.localName === 'p' && WRITTEN_BY.test(el.textContent ?? '') && el.textContent!.length < 300) {
      const named = writtenBy(spacedText(el));
      if (named) {
        candidates.add(el);
        fromLead.set(el, named);
      }
    }
  }
  // Or a wire story's sign-off in a line of its own that is no paragraph ("<div><span class="sign-off__
  // text">Reporting by Gopal Sharma, additional reporting by Lisa Barrington, …</span></div>").
  for (const span of credited.length ? [] : signOffs(allSpans))
    credited.push(
      ...creditNames(creditsIn(spacedText(span).trim()) ?? '').map((n): [string, Element] => [n, span]),
    );
  // The page-wide readers below each take a slice of their own (in the same task while its time lasts).
  yield;
  const nearHeadline = besideHeadline(doc);
  yield;
  for (const [el, name] of [
    ...metaLineBylines(doc),
    ...nearHeadline,
    ...readTimeBylines(doc),
    ...datedAuthorLinks(doc),
  ]) {
    candidates.add(el);
    if (name) fromLead.set(el, name);
  }
  // Each byline's words and newsroom, read once (its names' employer is read from them too).
  const bylineText = new Map<Element, string>();
  const sources = new Map<Element, string | null>();
  // Bylines set apart (an aside, another story's teaser): read last, if an author tag names anyone.
  const apart: [Element, string[]][] = [];
  const tagged = found.size > 0;
  const headline = pageHeadline(doc);
  let read = 0;
  let lone: Element | null | undefined;
  for (const el of candidates) {
    if (pauseAt(read++)) yield;
    // A box's sentence may credit them ("This post was written by Danielle Padula, Head of …").
    const lined = fromLead.has(el) ? '' : linedText(el);
    const full = fromLead.get(el) ?? (lined.length < 300 ? writtenBy(lined) : null) ?? lined;
    // A long box (a rating, a share bar in it) that starts with a link to the writer's page names them
    // by it ("<a href="/autoren/georg-quaas/">Georg Quaas</a>, 21. Jan. 2015 <div class=rating>…").
    // Or by the heading its bio is under.
    // A box classed a byline that holds linked names alone names them all, however long ("<div
    // class="list-authors"><a>Yida Lu</a>, <a>Jianwei Fang</a>, …", a paper's ten authors).
    const listed = full.length > 100 && boxes.has(el) ? linkedNamesOnly(el) : null;
    const lead = full.length > 100 && !listed ? (leadingAuthorLink(el) ?? bioHeading(el)) : null;
    // Or, classed a byline, by its links if all are names ("<a>Sarah Hinger</a>, Staff Attorney, …").
    const linkedLead = full.length > 100 && !lead && !listed && boxes.has(el) ? linkedNamesLead(el) : null;
    const source = sourceOf(el); // its newsroom ("Reuters"): their employer, no name's part
    sources.set(el, source);
    let t = listed ?? unechoed(lead ? text(lead) : (linkedLead ?? full)).replace(source ?? '\0', '|');
    // A link to the post's category or tag is its topic, no name ("by … | Executive Search Blogs").
    for (const a of t.length <= 100 ? el.querySelectorAll('a[rel~="tag" i]') : [])
      t = t.replace(new RegExp(`(?:\\s+in)?\\s*${literally(text(a))}`, 'i'), ' |'); // "… IN Fashion" too
    // Nor is the box's line under the name, its date or its links ("<span class="author-title">Executive
    // Digital Editor and Master Gardener</span>" after the name's span), nor a job's line after the
    // name's element ("<span rel="author">Fionnula Hainey</span><span class="job-title">UK and world
    // news writer</span>"): a bar ends the names there.
    for (const part of t.length <= 200 ? el.querySelectorAll(BESIDE_NAME) : []) {
      const cls = part.getAttribute('class') ?? '';
      const beside =
        AUTHOR_OTHER.test(cls) ||
        roleLine(part) ||
        (JOB_CLASS.test(cls) && !!part.previousElementSibling) ||
        (BADGE_CLASS.test(cls) && wordsBefore(part));
      if (beside && text(part)) t = t.replace(text(part), ' |');
    }
    bylineText.set(el, t);
    if ((t.length > 100 && !listed) || el === doc.body || inPageFooter(el) || inTeaser(el, doc)) continue;
    // Nor an affiliation, nor a copyright line ("<address>© Faro de Vigo, S.A. …</address>").
    if (AFFILIATION.test(t) || /^\s*(?:©|\(c\)\s)/i.test(t)) continue;
    // For a line right under the headline, a box named for other stories that holds the story is its
    // own ("By Urs Gehriger …" in a "teaser-body" around an interview); so is the page's only article.
    const region = nearHeadline.some(([line]) => line === el) ? elsewhere(el) : regionOf(el, ELSEWHERE);
    // So is a box that holds the page's headline ("<div class="module-imageTeaser topArticle">" around it).
    // So is the one aside on the page, or box right after the headline, that holds nothing but a byline,
    // its date and its share buttons ("<aside><span>Von Anna Müller</span></aside>" beside the story):
    // another story's teaser holds its headline too, and commenters' boxes come many.
    if (lone === undefined) lone = loneBylineBox(candidates, headline);
    const setApart =
      region && !onlyArticle(region) && !region.contains(headline) && region !== lone ? region : null;
    if (setApart && !tagged) continue;
    // A link named after the site it leads to is that site ("Stack Overflow" in an author's links).
    if (el.localName === 'a' && linksToSite(el, t)) continue;
    // Microdata names each author in an element of their own (or in data: a `<meta>`'s content).
    // An author's own scope names them once, whatever else it shows ("<a>Claudiu</a><span
    // itemprop="name">Claudiu</span>": a user's link and their hidden name).
    const names = el.querySelectorAll('[itemprop="name"]');
    const own =
      names.length === 1 &&
      el.matches('[itemscope][itemprop~="author"]') &&
      /Person$/i.test(el.getAttribute('itemtype') ?? '');
    // Or the name is only in data, the box showing no words and no scope of its type ("<div
    // itemprop="author"><meta itemprop="name" content="Jane Doe">", an X article's).
    const texts =
      names.length > 1 || own || (names.length === 1 && !t.trim() && !el.hasAttribute('itemscope'))
        ? [...names].map((n) => itemValue(n, spacedText))
        : [t];
    // A byline that gives the site and where it reports from names no one: "Por GloboEsporte.com São Paulo".
    const sitePlace = bySite && SITE_THEN_PLACE.exec(t.replace(bySite, '\0'));
    const said = sitePlace
      ? []
      : texts.flatMap((text) => bylineNames(bySite ? text.replace(bySite, ' | ') : text));
    if (!said.length && boxes.has(el)) said.push(...uncasedByline(t));
    // Else the box's link to the writer's page names them ("Kelly Sheridan" over her desk, "News").
    const link = said.length
      ? null
      : [...el.querySelectorAll('a[href]')].find((a) => authorLink(a.getAttribute('href')!));
    const linked = link && linkedName(link);
    if (setApart) {
      apart.push([el, linked ? [linked] : said]);
      continue;
    }
    for (const n of linked ? [linked] : said)
      // The innermost element that names them: the byline itself, not the section around it.
      if (!found.has(n) || found.get(n) === doc.body || found.get(n)!.contains(el)) found.set(n, el);
  }
  // One set apart names the page's writers only when the page's author tag names one of them too
  // ("Barbie Latza Nadeau" in an aside beside the text), and none shows in the text.
  for (const [el, names] of apart)
    if (names.some((n) => found.get(n) === doc.body))
      for (const n of names) if (!found.has(n) || found.get(n) === doc.body) found.set(n, el);
  for (const [n, el] of credited) if (!found.has(n)) found.set(n, el);
  // An author tag the page never shows, beside a byline that shows a writer or on a person's own
  // page (/author/…), is the site's standing tag: every page of a site may carry "Chris Holdgraf".
  const tagOnly = [...found].filter(([, el]) => el === doc.body).map(([n]) => n);
  if (tagOnly.length && (tagOnly.length < found.size || PROFILE_LINK.test(pagePath(doc))))
    for (const n of tagOnly) if (!shownOnPage(doc.body, n)) found.delete(n);
  for (const author of smallAuthors) {
    const shown = [...candidates].find((el) => bylineText.get(el)?.toLowerCase().includes(author));
    const named = capitalised(author);
    if (shown)
      for (const n of bylineNames(named)) if (!found.has(n) || found.get(n) === doc.body) found.set(n, shown);
  }
  // A page with no byline may be signed, or be its owner's.
  if (!found.size) yield;
  const signer = found.size ? null : yield* pageSigner(doc);
  if (signer) found.set(signer.name, signer.el);
  // A byline that holds the site's own name is the site's ("Apartment Therapy Submissions"), as is one
  // whose first words spell its address before more ("Global Voices Latin America" on globalvoices.org;
  // not "Steve Moser" on stevemoser.org, nor "Helge Fahrnberger" on helge.at, whose data names him the
  // site). A site's owner named by it or its copyright line keeps their name ("Wolfgang Michal" on
  // wolfgangmichal.de).
  const site = siteName.toLowerCase();
  const label = pageSite.domain?.split('.')[0] ?? '';
  const owner = jsonLdOwner.get(doc);
  const spellsSite = (n: string) =>
    label.length >= 4 &&
    n !== owner &&
    n.split(' ').some((_, k, w) => k > 0 && k < w.length && slug(w.slice(0, k).join('')) === label);
  // A site named after its owner is theirs when they hold its copyright too ("© Jürgen Heitmann"), or,
  // with no copyright line to say whose it is, when its author tag names them and nothing but them, a
  // given name leading, and its address is not that name run together, as a brand's is ("Cory
  // Dransfeldt" on coryd.dev: the site's name, its author tag, its title's end; not "Real Python" on
  // realpython.com, nor "O Tempo" on otempo.com.br).
  let holders: string[] | undefined;
  const ownSite = (n: string) => {
    holders ??= copyrightHolders(doc);
    return (
      holders.includes(n) ||
      (!holders.length &&
        authorTagged.has(n) &&
        n.toLowerCase() === site &&
        slug(n) !== slug(label) &&
        givenNameKnown(splitName(n)?.firstName ?? n))
    );
  };
  const plausible = [...found.keys()].filter(
    (n) =>
      (signer?.owner && n === signer.name) ||
      ((!site || !n.toLowerCase().includes(site) || ownSite(n)) && !spellsSite(n)),
  );
  // A byline's place holds phrases too (a show's, a column's, a section's name): a name whose first
  // given name the lists do not know (names.ts) counts only where something vouches for it, a wire
  // credit's label too ("Reporting by Chayut Setboonsarng and Panarat Thepgumpanat").
  const creditedNames = new Set(credited.map(([n]) => n));
  // The page's bios, read here only if a bio must vouch for a name, else after the pause below.
  let pageBios: string[] | undefined;
  const names = plausible.filter((n) => {
    const el = found.get(n)!;
    return (
      givenNameKnown(splitName(n)?.firstName ?? n) ||
      creditedNames.has(n) ||
      vouchedFor(n, el, bylineText.get(el) ?? text(el)) ||
      introduced(n, (pageBios ??= biosOf(doc))) ||
      addressSpells(n, doc)
    );
  });
  // The bios and employers: on a webmail thread, the first reading of them took 10 to 40 ms.
  if (names.length) yield;
  const bios = names.length ? [...(pageBios ?? biosOf(doc)), ...italicBios(doc, names)] : [];
  // The employer named after a byline's last name is all its names' ("Meg Kinnard and Errin Haines,
  // Associated Press").
  const lastOf = new Map(names.map((n) => [found.get(n)!, n]));
  // The credits' employer: a newsroom alone in a byline box, or the agency the story's dateline names.
  const desk = credited.length ? (newsroomAlone(boxes) ?? datelineAgency(doc)) : null;
  const employer = (n: string, el: Element) => {
    const line = bylineText.get(el) ?? '';
    return (
      (sources.has(el) ? sources.get(el)! : sourceOf(el)) ??
      agencyAfter(line, n, lastOf.get(el)) ??
      titleCompany(line, n, el) ??
      titleCompany(line, lastOf.get(el)!, el) ??
      affiliationOf(el) ??
      organisationAfter(el) ??
      (credited.some(([, c]) => c === el) ? desk : null)
    );
  };
  return names.flatMap((n) => {
    const signed = signer?.introduced && n === signer.name;
    const said = (signed ? signer.company : null) ?? bioCompany(bios, n) ?? employer(n, found.get(n)!);
    // Another writer of the same byline is no one's employer ("Doina Precup, <a>Yoshua Bengio</a>").
    const company = said && names.includes(said) ? null : said;
    // Their site, named after them.
    return person(splitName(n), company, signed ? pageSite.domain : null, 'byline', found.get(n)!) ?? [];
  });
}

/** The one writer a site builder's post headers name (Wix's blogs), or null. */
function wixWriter(doc: Document): Element | null {
  const named = [...doc.querySelectorAll('[data-hook="user-name"]')].slice(0, 20);
  return named.length && named.every((el) => text(el) === text(named[0])) ? named[0]! : null;
}
