/**
 * Links that lead to a writer's own page: after "By" they make a byline whatever the markup's classes
 * (bylines.ts), and a team's card names its person by one (teams.ts).
 */
import { slug } from './found';
import { personName } from './names';

/** Links to a writer's page: after "By" they make a byline whatever the markup's classes. */
export const authorLink = (href: string) =>
  /\/author|[?&][\w-]*=author\b/i.test(href) ||
  /\/(?:by|people|profile|staff|editors|writers|contributors)\//.test(href);

/** A link to a page named after the name it shows ("<a href="/node/matthieu-hy">Matthieu Hy</a>"). */
export const namesItsPage = (a: Element) => {
  // Asked of every link on every page: its text is read only when its address ends in words.
  const page = /\/([\w-]{4,60})\/?$/.exec(a.getAttribute('href') ?? '')?.[1];
  if (!page?.includes('-')) return false;
  const shown = a.textContent ?? '';
  return slug(page) === slug(shown) && !!personName(shown);
};
