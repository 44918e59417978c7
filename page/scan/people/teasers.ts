/**
 * Where a byline is not the page's own: another story's teaser, the page's footer, a postal contact, or
 * a link named after the site it leads into; and the one box apart that is (bylines.ts reads these).
 */
import { BYLINE_LEAD } from './byline-names';
import { COMMENTS, ELSEWHERE, regionOf, slug, text } from './found';
import { authorLink } from './author-links';

/**
 * An address element that gives a postal or phone contact ("Wörlitzer Platz 1 / 06844 Dessau-Roßlau",
 * "Mo - Fr … unter: +49-340-…"): a number in it and no byline's lead. The element is meant for a
 * page's contact, which a byline box also is ("By Jane Roe").
 */
export const postalContact = (el: Element) =>
  el.localName === 'address' && /\d/.test(el.textContent ?? '') && !BYLINE_LEAD.test(el.textContent ?? '');

/**
 * A teaser of another story: a small box whose heading, or a link styled as one, links to another
 * page ("The search for an AC…" over "By Rebecca Heilweil" in a list of the latest stories). The
 * page's own byline sits under its main heading, or one that links to the page itself, in a box
 * holding the story (a related story's linked heading embedded in it does not make it a teaser).
 */
export function inTeaser(el: Element, doc: Document): boolean {
  // A story's card that is itself a link: its headline, its byline, its picture. Or that holds one:
  // a link around another story's headline ("More from this author").
  const story = el.querySelector('a[href] :is(h2, h3, h4, h5)')?.closest('a[href]');
  if (story && story.textContent!.length >= el.textContent!.length * 0.8 && linksElsewhere(story, doc))
    return true;
  // Not a link to the writer's own page around their name and role ("<a href="/profile/1941/…">Dian
  // Erika Nugraheny Penulis</a>" in a story's credits).
  const card = el.parentElement?.closest('a[href]');
  if (
    card &&
    !authorLink(card.getAttribute('href')!) &&
    (card.textContent?.length ?? 0) > (el.textContent?.length ?? 0) + 20 &&
    linksElsewhere(card, doc)
  )
    return true;
  for (let box = el.parentElement, i = 0; box && box !== doc.body && i < 6; box = box.parentElement, i++) {
    // A heading, or a link styled as one ("indepth-module__title" over "by Ellie Hall").
    const heading = box.querySelector('h1, h2, h3, h4, a[class*="title" i]');
    if (!heading) continue;
    // The box with the page's main heading is the story's own (a linked section name above it too).
    const href = !box.querySelector('h1') && (heading.closest('a[href]') ?? heading.querySelector('a[href]'));
    // A heading that is the byline itself ("Veröffentlicht von <a>Henning Lobin</a>") is no story's.
    if (!href || href === el || href.contains(el) || el.contains(href)) return false;
    return linksElsewhere(href, doc) && !linksUp(href, doc) && (box.textContent?.length ?? 0) < 400;
  }
  return false;
}

/**
 * Whether a link leads up from the page, to the section or blog it is in ("FKK – Foto, Kunst &
 * Kapriolen" to blogs.taz.de/fkk/ on a post under /fkk/): no other story.
 */
function linksUp(link: Element, doc: Document): boolean {
  try {
    const to = new URL(link.getAttribute('href')!, doc.URL);
    const here = new URL(doc.URL);
    const path = to.pathname.endsWith('/') ? to.pathname : `${to.pathname}/`;
    return to.host === here.host && here.pathname.startsWith(path);
  } catch {
    return false;
  }
}

/**
 * Whether a link's text is the name of the site it leads into: "Stack Overflow" to a profile on
 * stackoverflow.com. A writer's name linking to the home page of their own site is theirs.
 */
export function linksToSite(link: Element, name: string): boolean {
  try {
    const url = new URL(link.getAttribute('href') ?? '', link.ownerDocument.URL);
    const named = slug(name);
    return named.length > 3 && slug(url.hostname).includes(named) && url.pathname.length > 1;
  } catch {
    return false;
  }
}

function linksElsewhere(link: Element, doc: Document): boolean {
  try {
    return new URL(link.getAttribute('href')!, doc.URL).pathname !== new URL(doc.URL).pathname;
  } catch {
    return false;
  }
}

/**
 * A footer is the page's when no article, section or main holds it; an article's own footer says who
 * wrote it (HTML's own meaning).
 */
export const inPageFooter = (el: Element) => {
  const footer = el.closest('footer');
  return !!footer && !footer.parentElement?.closest('article, section, main');
};

/**
 * The one box apart that holds only a byline, outside comments, an aside or the box right after the
 * headline ("<h1>…</h1><div class="teaser-small__metadata"><p>VON MORITZ GATHMANN am 21. April 2020");
 * null if none or more.
 */
export function loneBylineBox(candidates: Iterable<Element>, headline: Element | null): Element | null {
  let box: Element | null = null;
  for (const el of candidates) {
    const region = regionOf(el, ELSEWHERE);
    // Not a teaser's part: no box of other stories around the box.
    const around = region?.parentElement;
    if (
      !region ||
      (region.localName !== 'aside' && (!headline || region.previousElementSibling !== headline)) ||
      (around && regionOf(around, ELSEWHERE)) ||
      regionOf(el, COMMENTS) ||
      !bylineAlone(region, el)
    )
      continue;
    if (box && box !== region) return null;
    box = region;
  }
  return box;
}

/**
 * Whether a box holds only a byline: its words beside the byline's are at most a date and a time
 * ("24. April 2020 08:30 Uhr"), and no heading of its own. Its links to the story's topics and to its
 * comments, and their labels, are not counted as its words (an article's meta box: "Von: Moritz …
 * 18. Okt 2023 Schlagworte: Homophobie, Islam Kommentare: 10").
 */
function bylineAlone(box: Element, byline: Element): boolean {
  const all = text(box);
  if (all.length > 600) return false;
  for (const h of box.querySelectorAll('h1, h2, h3, h4, h5, h6'))
    if (!byline.contains(h) && !h.contains(byline)) return false;
  let rest = all.replace(text(byline), ' ');
  if (rest.length >= all.length) return false;
  const links = box.querySelectorAll('a[href]');
  for (let i = 0; i < links.length && i < 20; i++)
    if (TOPIC_LINK.test(links[i]!.getAttribute('href')!) || links[i]!.matches('[rel~="tag" i]'))
      rest = rest.replace(text(links[i]!), ' ');
  rest = rest.replace(META_LABEL, ' ');
  return rest.length <= 160 && DATE_ONLY.test(rest);
}

/** The words for a story's topics, in its links' addresses and its meta box's labels. */
const TOPICS =
  'tags?|topics?|themen?|thema|schlagw[oö]rte?r?|stichw[oö]rte?r?|categor(?:y|ies)|kategorien?|rubriken?';
/** The words for its comments. */
const COMMENTS_WORD = 'comments?|kommentare?';
/** A link to a topic's page or to the story's comments ("/schlagworte/islam", "/tag/nasa", "#comments"). */
const TOPIC_LINK = new RegExp(`/(?:${TOPICS})/|#(?:${COMMENTS_WORD}|respond|disqus)`, 'i');
/** A meta box's label for the story's topics or its comments. */
const META_LABEL = new RegExp(`(?:${TOPICS}|${COMMENTS_WORD})\\s*:`, 'giu');
/** Digits, separators and at most three short words (a month, "Uhr", "am"). */
const DATE_ONLY = /^[\s\d.:,/|·–-]*(?:\p{L}{1,10}\.?[\s\d.:,/|·–-]*){0,3}$/u;
