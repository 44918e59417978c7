// @vitest-environment happy-dom
/**
 * The finders that read many of a page's elements read them a slice at a time (slices.ts): on a large
 * page they pause between slices, and what they find read in slices is what they find read whole.
 */
import { describe, expect, it } from 'vitest';
import { bylineSlices, fromBylines } from '../../../../page/scan/people/bylines';
import { fromLineBlocks, lineBlockSlices } from '../../../../page/scan/people/line-blocks';
import { fromLists, listSlices } from '../../../../page/scan/people/lists';
import { fromMicrodata, microdataSlices } from '../../../../page/scan/people/structured';
import { fromSpeakers, speakerSlices } from '../../../../page/scan/people/speakers';
import {
  fromLabelledLines,
  fromMasthead,
  labelledLineSlices,
  mastheadSlices,
} from '../../../../page/scan/people/teams';
import type { Slices } from '../../../../page/scan/people/slices';

/** A long thread: 300 messages, each a signed paragraph, a block of lines and a "By" line. */
function longPage(): Document {
  const messages = Array.from(
    { length: 300 },
    (_, i) => `<div class="message"><p>Message ${i}: thanks for the notes, see you on Monday.</p>
      <p>Kind regards,<br>Team ${i}<br>Somewhere ${i}</p><span>Sent from my phone</span> <a href="/m/${i}">reply</a></div>`,
  ).join('');
  const viewed = ['Laura Schmidt', 'Kenji Tanaka', 'Amara Okafor']
    .map((n) => {
      const href = `/in/${n.toLowerCase().replace(' ', '-')}`;
      return `<li><a href="${href}"><img alt="${n}" src="p.png"></a><a href="${href}">${n}</a><br>Engineer at Acme</li>`;
    })
    .join('');
  const posts = Array.from(
    { length: 300 },
    (_, i) => `<li><a href="/posts/${i}">Post ${i} of the quarter</a></li>`,
  ).join('');
  return page(`<article><h1>Quarterly plans</h1><p class="byline">By Jane Roe and Ali Khan</p>
    <p>Interviewer: Tell us about the plans for the quarter, and what they mean for the team now.</p>
    <p>Managing Editor: Sofia Marino</p>
    <p>Speakers:<br>Maria Garcia<br>Peter Novak</p>${messages}</article>
    <aside><h2>People also viewed</h2><ul>${viewed}</ul><ul>${posts}</ul></aside>`);
}

const page = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** How many slices a finder read the page in, and its people. */
function inSlices(slices: Slices): { count: number; names: string[] } {
  let count = 1;
  for (let next = slices.next(); ; next = slices.next(), count++)
    if (next.done) return { count, names: next.value.map((p) => `${p.firstName} ${p.lastName}`) };
}

const names = (found: { firstName: string; lastName: string }[]) =>
  found.map((p) => `${p.firstName} ${p.lastName}`);

describe('finders read in slices', () => {
  it.each([
    ['bylines', bylineSlices, fromBylines],
    ['blocks of lines', lineBlockSlices, fromLineBlocks],
    ['mastheads', mastheadSlices, fromMasthead],
    ['labelled lists', labelledLineSlices, fromLabelledLines],
    ['speakers', speakerSlices, fromSpeakers],
    ['lists and cards', listSlices, fromLists],
  ] as const)('%s: pause on a long page and find what they find whole', (_, sliced, atOnce) => {
    const doc = longPage();
    const read = inSlices(sliced(doc));
    expect(read.count).toBeGreaterThan(5);
    expect(read.names).toEqual(names(atOnce(doc)));
  });

  it('find the people on the long page', () => {
    const doc = longPage();
    expect(names(fromBylines(doc))).toEqual(['Jane Roe', 'Ali Khan']);
    expect(names(fromMasthead(doc))).toEqual(['Sofia Marino']);
    expect(names(fromLabelledLines(doc))).toEqual(['Maria Garcia', 'Peter Novak']);
    expect(names(fromLists(doc))).toEqual(['Laura Schmidt', 'Kenji Tanaka', 'Amara Okafor']);
  });

  it('microdata: a page of 200 tagged people, read in slices, gives the same people', () => {
    const given = ['Laura', 'Kenji', 'Amara', 'Peter', 'Sofia'];
    const people = Array.from(
      { length: 200 },
      (_, i) =>
        `<div itemscope itemtype="https://schema.org/Person"><span itemprop="name">${given[i % 5]} Mem${String.fromCharCode(97 + (i % 26), 97 + Math.floor(i / 26))}son</span></div>`,
    ).join('');
    const doc = page(`<main><h1>Members</h1>${people}</main>`);
    const read = inSlices(microdataSlices(doc));
    expect(read.count).toBeGreaterThan(5);
    expect(read.names).toEqual(names(fromMicrodata(doc)));
    expect(read.names.length).toBeGreaterThan(100);
  });

  // A pause is only a point where the content script may yield: it goes on in the same task while its
  // time lasts (stepByStep). The bylines' page-wide readings each end in one, whatever the page's size
  // (their first reading on a profile page took up to 40 ms); its elements are read in slices only on
  // a long page.
  it('read a short page in a few slices: one per page-wide reading, none per element', () => {
    const read = inSlices(bylineSlices(page('<p class="byline">By Jane Roe</p>')));
    expect(read.count).toBeLessThanOrEqual(4);
    expect(read.names).toEqual(['Jane Roe']);
  });
});
