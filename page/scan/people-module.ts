/**
 * The people finders (`scan/people/`) are a module of their own, `page-people.js` (built by
 * wxt.config.ts): the script every page and frame loads holds the addresses' scan and badges only,
 * and the finders come, once, to a page that shows signs of people (`mayShowPeople`), or when the
 * popup asks for the page's summary. The module is imported into this script's own world; it is a web-
 * accessible resource only so that it can be imported, at a URL the page cannot know (Chrome makes one
 * per session; Firefox's is the add-on's own per-install address). It holds no extension API.
 */
import { browser } from 'wxt/browser';
import type * as Finders from './people';

export type PeopleFinders = typeof Finders;

/** The module's name in the package (wxt.config.ts writes it). */
export const PEOPLE_MODULE = 'page-people.js';

let loading: Promise<PeopleFinders | null> | undefined;
let loaded: PeopleFinders | null = null;

/** The finders, imported on first call; null if they cannot be (a sandboxed frame has no origin). */
export function loadPeople(): Promise<PeopleFinders | null> {
  loading ??= import(/* @vite-ignore */ browser.runtime.getURL(`/${PEOPLE_MODULE}` as '/')).then(
    (m: PeopleFinders) => (loaded = m),
    () => null,
  );
  return loading;
}

/** The finders if they are here: every person target was found by them, so they are, for one. */
export const loadedPeople = (): PeopleFinders | null => loaded;

/**
 * Whether the page shows signs of people beyond its addresses and tables (which open the way as the
 * scan meets them): data that names a person or an author, a byline's, a team's or a profile's
 * markup, an article (its element, or its Open Graph type), a main heading. A frame with none of them
 * (an ad, an embedded player, a widget) never loads the finders. What it costs on real pages: the
 * README's "Measured on real pages" (the scorer asks the same question).
 */
export const mayShowPeople = (doc: Document): boolean => doc.querySelector(SIGNS) !== null;

const SIGNS = [
  'script[type="application/ld+json"]',
  '[itemtype*="Person" i]',
  '[itemprop~="author"]',
  '.h-card',
  '.vcard',
  'meta[name="author" i]',
  'meta[property^="article:author"]',
  // A page that says it is an article, whatever its markup ("<p>By <strong>Md Aynal Haque</strong>"
  // on a news agency's page with no article element and no main heading).
  'meta[property="og:type"][content="article" i]',
  'meta[name^="citation_author"]',
  'meta[property^="profile:"]',
  '[rel~="author"]',
  ...['author', 'byline', 'team', 'speaker', 'staff', 'people', 'member', 'profile', 'person', 'bio'].map(
    (c) => `[class*="${c}" i]`,
  ),
  '[id*="author" i]',
  'article',
  'h1',
].join(',');
