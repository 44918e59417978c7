/**
 * Which boxes on a page are people's cards that are no list's items: a box classed as the plural of
 * its children's class, the box around a link to someone's page by their handle that writes the
 * handle out, and the card around a link to someone's profile. lists.ts reads each as a list item.
 */
import { text } from './found';
import { pageWide } from './queries';
import { pauseAt } from './slices';
import { DESCRIBED_PICTURE, lines, shortText } from './words';

/** A link to a page named by a handle alone (`/FeifanZ`, `https://x.com/FeifanZ`, `/@name`): someone's, on a social network. */
const HANDLE_PAGE = /^(?:https?:\/\/[^/]+)?\/@?([\w.]{2,30})\/?$/;
/** A line that is a handle alone: "@awnihannun", "@molly.wiki". */
export const HANDLE_LINE = /^@([\w.]{2,30})$/;
const pluralBoxes = pageWide('[class$="s"]');
/** An account's followers, as a network's card shows them: "12.3M followers" (lists.ts reads a line of it). */
export const FOLLOWED =
  /\d[\d.,]*\s?[KMB]?\s+(?:[Ff]ollowers?|[Ss]ubscribers|[Ff]ans|[Ss]eguidores|[Aa]bonnés|[Aa]bonnenten)(?!\p{Ll})/u;
/** Links to someone's profile by its path; and, on a network, to their page by a `/@handle`. */
const PROFILE_HREFS =
  'a[href*="/in/"], a[href*="/people/"], a[href*="/person/"], a[href*="/profile"], a[href*="/team/"], a[href*="/staff/"]';
const profileLinks = pageWide(`${PROFILE_HREFS}, a[href*="/@"]`);

/**
 * The card a profile link sits in: its nearest ancestor (four levels up at most) with a sibling of its
 * class; in a grid laid out as a table, its cell.
 */
function cardAround(link: Element): Element | null {
  const cell = link.closest('td');
  if (cell) return cell;
  for (let el = link.parentElement, up = 0; el?.parentElement && up < 4; el = el.parentElement, up++) {
    const cls = el.getAttribute('class');
    if (!cls || el.localName === 'li') continue;
    for (const sib of el.parentElement.children)
      if (sib !== el && sib.getAttribute('class') === cls) return el;
  }
  return null;
}

/**
 * An account's card with its bio: the largest box around its name and handle, up to 400 characters,
 * that shows one picture (an emoji's aside), its own.
 */
function withBio(box: Element): Element {
  for (let up = box.parentElement, n = 0; up && n < 6; up = up.parentElement, n++) {
    if (shortText(up, 400) === null) break;
    const pictures = [...up.getElementsByTagName('img')].filter(
      (img) => !/emoji/.test(img.getAttribute('src') ?? ''),
    );
    if (pictures.length > 1) break;
    box = up;
  }
  return box;
}

const pathOf = (a: Element) => (a.getAttribute('href') ?? '').split(/[?#]/)[0];

/**
 * A post's author as a network shows them, in a list's item or not: their picture linked to their
 * profile and, beside it, their name linked to the same profile over their headline (`<a
 * href=".../in/andrewjjenkins?trk=…-image"><img alt="View profile for Andrew Jenkins"></a><div><a
 * href=".../in/andrewjjenkins?trk=…-name">Andrew Jenkins</a><p>Customer Training Specialist at
 * Audiense</p>…`): the box that holds the two, short.
 */
function lockup(link: Element): Element | null {
  const box = link.parentElement;
  const named = link.querySelector(DESCRIBED_PICTURE) && link.nextElementSibling?.querySelector('a[href]');
  return box && named && pathOf(named) === pathOf(link) && shownLength(box) <= 400 ? box : null;
}

/**
 * How long a box's text is as a reader sees it: without the copies written for screen readers only
 * (`<span aria-hidden="true">Guillaume Princen</span><span class="visually-hidden">Guillaume
 * Princen</span>`, a network's every name and headline).
 */
function shownLength(box: Element): number {
  let n = text(box).length;
  for (const copy of box.querySelectorAll('.visually-hidden, .sr-only')) n -= text(copy).length;
  return n;
}

/**
 * Cards that are no list's items: the children of a box classed as their plural (`<div
 * class="code-reviewers"><div class="code-reviewer">`), two or more; and a grid's cards that each link
 * to someone's profile (`/in/…`, `/@handle`…) and shows them in a few words (a startup's founders: picture, name, "Founder",
 * a link to their profile; a project's committers in a table, a picture's cell before each); a post's
 * author beside their picture (`lockup`). Only 200 boxes and 200 links are looked at.
 */
export function* cardSlices(doc: Document): Generator<void, Element[], void> {
  const out = new Set<Element>();
  const boxes = pluralBoxes(doc);
  for (let i = 0; i < boxes.length && i < 200; i++) {
    if (pauseAt(i)) yield;
    const box = boxes[i]!;
    const one = /(\S{3,})s$/.exec(box.getAttribute('class')!)?.[1];
    const kids = one ? [...box.children].filter((k) => k.classList.contains(one)) : [];
    if (kids.length >= 2) for (const k of kids) out.add(k);
  }
  // A social network's people: the nearest box around a link to someone's page by their handle
  // that writes the handle out ("Feifan Zhou @FeifanZ · 16h …", a conversation in a message list).
  // The first 3,000 links are looked at, 300 of them by a handle.
  const anchors = doc.getElementsByTagName('a');
  for (let i = 0, seen = 0; i < anchors.length && i < 3000 && seen < 300; i++) {
    const handle = HANDLE_PAGE.exec(anchors[i]!.getAttribute('href') ?? '')?.[1]?.toLowerCase();
    if (!handle) continue;
    if (pauseAt(++seen)) yield;
    for (let el = anchors[i]!.parentElement, up = 0; el && up < 5; el = el.parentElement, up++) {
      // Read no further than a box can be: a page's whole column around it costs as much as the page.
      const t = shortText(el, 1500);
      if (t === null) break;
      if (!t.toLowerCase().includes(`@${handle}`)) continue;
      if (!el.closest('li')) out.add(withBio(el));
      break;
    }
  }
  const links = profileLinks(doc);
  for (let i = 0; i < links.length && i < 200; i++) {
    if (pauseAt(i)) yield;
    const author = lockup(links[i]!);
    if (author) out.add(author);
    if (author || links[i]!.closest('li')) continue;
    // A person's card is short and shows them (a story card mentioning someone is neither).
    // Its picture is in it, described; or, in a table, in the cell before it ("<td><img></td><td>Jun
    // Rao<br>Committer<br><a href=".../in/junrao">").
    const card = cardAround(links[i]!);
    if (!card) continue;
    const words = text(card);
    // By a /@handle link alone, an account's card shows its followers (a network's suggested
    // accounts), where a story's card by its writer's /@handle does not.
    if (!links[i]!.matches(PROFILE_HREFS) && !FOLLOWED.test(words)) continue;
    const pictured =
      card.querySelector(DESCRIBED_PICTURE) ||
      (card.localName === 'td' && card.previousElementSibling?.querySelector('img'));
    if (pictured && words.length <= 150) out.add(card);
  }
  // A post's header that writes its author's handle out with no link to their page, as a quoted post
  // is shown inside another ("Awni Hannun", "@awnihannun", "·", <time>): the box around its time
  // whose first lines are a name and a handle. Only 300 times are looked at.
  const times = doc.getElementsByTagName('time');
  for (let i = 0; i < times.length && i < 300; i++) {
    if (pauseAt(i)) yield;
    let seen = 0;
    for (
      let el = times[i]!.parentElement, up = 0, read = 0;
      el && up < 6 && read < 2;
      el = el.parentElement, up++
    ) {
      const t = shortText(el, 600);
      if (t === null) break;
      // Its lines are read only once an "@" is in it, and only where a wrapper added words: twice at
      // most (the handle's box, then the name's).
      if (!t.includes('@') || t.length === seen) continue;
      seen = t.length;
      read++;
      if (!HANDLE_LINE.test(lines(el, 2).texts[1] ?? '')) continue;
      if (!el.closest('li')) out.add(el);
      break;
    }
  }
  return [...out];
}
