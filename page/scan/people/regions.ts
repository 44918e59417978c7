/** Where on the page an element is: in which region (comments, other stories), and the page's main text. */

/**
 * The nearest element around `el` (itself included) that matches `selector`, below the body: the
 * classes a site builder sets on the body or root ("tweak-blog-promoted-…") describe the site, not
 * a region of the page. A class that says the region is not there ("content__header--no-promo",
 * "no-comments") does not make one.
 */
export function regionOf(el: Element, selector: string): Element | null {
  const doc = el.ownerDocument;
  let region = el.closest(selector);
  while (region && region !== doc.body && region !== doc.documentElement) {
    if (!onlyNegated(region, selector)) return region;
    region = region.parentElement?.closest(selector) ?? null;
  }
  return null;
}

/**
 * A class or id that negates a region ("no-comments"), says only whether it is on ("comments-enabled"),
 * names a share bar's or a count's ("social-comments", "comments-count": a byline's row of links), a
 * commentary's: a live page's running report ("commentary-title" over each entry), not readers'
 * comments; or says a post has comments ("<article class="post commented">").
 */
const NEGATED =
  /(^|[\s_-])(?:(?:no|not|without)[-_]\w+|(?:social|share)[-_]\w+|\w+[-_](?:enabled|disabled|open|closed|allowed|count|link)\b|commentar(?:y|ies)[\w-]*|commented\b)/gi;
let inert: Document | undefined;

/** Whether the element matches `selector` only through a class or an id that negates it. */
function onlyNegated(el: Element, selector: string): boolean {
  const classes = el.getAttribute('class') ?? '';
  const kept = classes.replace(NEGATED, '$1');
  const id = el.id.replace(NEGATED, '$1');
  if (kept === classes && id === el.id) return false;
  // The same element without those classes, made in a document of its own: nothing loads there and
  // no page's custom element runs.
  inert ??= el.ownerDocument.implementation.createHTMLDocument('');
  const probe = inert.createElement(el.localName);
  probe.id = id;
  probe.setAttribute('class', kept);
  return !probe.matches(selector);
}

/**
 * Comments, and a shop's customer reviews, which are comments by customers: their authors' handles and
 * nicknames are not people the page presents, nor its staff ("<div id="customer_review-R2W13J1TNIQAOD">
 * … <span class="a-profile-name">Bigg Bob</span>").
 */
export const COMMENTS = ['comment', 'customer-review', 'customer_review', 'customerreview']
  .map((w) => `[class*="${w}" i], [id*="${w}" i]`)
  .join(', ');

/**
 * Bylines of other stories, comments and breadcrumbs (the section's path), and a carousel's cards, other
 * stories' or products' ("by Charles Duhigg" under a book a shop's carousel offers): not the page's authors.
 */
export const ELSEWHERE =
  'aside, nav, [class*="breadcrumb" i], [class*="related" i], [class*="recommend" i], [class*="teaser" i], [class*="promo" i]:not([class*="promoted" i]), [class*="popular" i], [class*="comment" i], [class*="more-" i], [class*="carousel" i]';

/**
 * The page's main text: the element holding the most paragraphs (three or more, of the first 500), not
 * in a box of other stories or comments, unless that box holds most of the page's paragraphs.
 */
export function mainText(doc: Document): Element | null {
  const paragraphs = doc.getElementsByTagName('p');
  const count = new Map<Element, number>();
  let main: Element | null = null;
  for (let i = 0; i < paragraphs.length && i < 500; i++) {
    const box = paragraphs[i]!.parentElement;
    if (!box) continue;
    count.set(box, (count.get(box) ?? 0) + 1);
    if (!main || count.get(box)! > count.get(main)!) main = box;
  }
  if (!main || count.get(main)! < 3) return null;
  return elsewhere(main) ? null : main;
}

/** The story's boxes (an article, the main part, an article's body: three at most), else the page's main text. */
export function storyBoxes(doc: Document): Element[] {
  const stories = [...doc.querySelectorAll('article, main, [itemprop="articleBody"]')].slice(0, 3);
  const main = stories.length ? null : mainText(doc);
  return main ? [main] : stories;
}

/**
 * The box of other stories or comments around `el`, unless it holds most of the page's paragraphs: a
 * box named for them around the story itself is the story's own ("<div class="component
 * with_related_categories" id="story">" around a wire story, a "teaser-body" around an interview).
 */
export function elsewhere(el: Element): Element | null {
  const boxed = regionOf(el, ELSEWHERE);
  return boxed && !holdsTheText(boxed) ? boxed : null;
}

/**
 * Whether `box` is the page's only article, the story's own whatever its classes say ("<article
 * class="node--type--article teaser--only-body">", its text in divs, not paragraphs).
 */
export function onlyArticle(box: Element): boolean {
  return box.localName === 'article' && box.ownerDocument.getElementsByTagName('article').length === 1;
}

/** Whether `box` holds five paragraphs or more and most of the page's. */
function holdsTheText(box: Element): boolean {
  const inside = box.getElementsByTagName('p').length;
  return inside >= 5 && inside * 2 > box.ownerDocument.getElementsByTagName('p').length;
}
