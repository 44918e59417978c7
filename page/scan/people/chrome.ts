/** Where a page's own chrome is: its navigation, menus and masthead, not what the page presents. */
import { regionOf } from './found';

/**
 * The site's own navigation, however it is marked up (its element, its role, classes saying menu or
 * nav: "c-nav-list"), and its cookie notice (a consent manager's "onetrust-pc-sdk", whose browsers'
 * help links in bold, "Google Chrome", "Apple Safari", read as a list of names): its entries are
 * sections and links, not people found on the page.
 */
export const SITE_CHROME =
  'nav, footer, header, [role="menu"], [role="menubar"], [role="navigation"], [class*="menu" i], [id*="menu" i], [class*="masthead" i], [class*="nav-" i], [class*="-nav" i], [id*="cookie" i], [class*="cookie" i], [id*="consent" i], [class*="consent" i], [id*="onetrust" i]';

/**
 * The site's navigation around `el`, if any: not a post's own parts, inside an article (a network's
 * post is "feed-shared-update-v2__control-menu-container", for the menu of actions it holds).
 */
export function siteChromeOf(el: Element): Element | null {
  const region = regionOf(el, SITE_CHROME);
  return region && !region.closest('article, [role="article"]') ? region : null;
}

/**
 * The first `n` of a page's blocks, the list items of a header or navigation outside the page's article
 * or main part left out: a site's menu may hold hundreds (700 on a sports federation's news page, 500
 * on a heating portal's), and who wrote the page comes after it. At most 20 × `n` blocks are looked at.
 */
export function firstBeyondMenus(list: ArrayLike<Element>, n: number): Element[] {
  const out: Element[] = [];
  for (let i = 0; i < list.length && out.length < n && i < 20 * n; i++) {
    const el = list[i]!;
    const menu = el.localName === 'li' ? el.closest('header, nav, [role="navigation"]') : null;
    if (!menu || menu.closest('article, main, [role="main"]')) out.push(el);
  }
  return out;
}
