// @vitest-environment happy-dom
/**
 * Rules written on the development pages of a non-profit's site as a common site builder makes it
 * (its team, founders and authors pages, its posts, its authors' own pages): an author tag every page
 * carries names the page's writer only where the page shows it or shows no other; an author's own
 * page names them by the heading that spells its address when its main heading is a search box's.
 * The second test guards the first rule: it passes on the code before it too.
 */
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
import { htmlPage } from './fixtures';

const people = (d: Document) =>
  findPeople(d).map((p) => `${p.firstName} ${p.lastName} [${p.company ?? ''}|${p.domain ?? ''}]`);

const head = `<head><meta name="author" content="Chris Holdgraf"><meta property="og:site_name" content="2i2c"></head>`;
const searchBox = `<aside class="search-modal"><h1>Search</h1><input type="search"></aside>`;

describe("a site's standing author tag", () => {
  it('is not the writer of a post whose byline shows someone else', () => {
    const post = htmlPage(
      `${head}<body>${searchBox}<article><h1>A deep dive into MyST</h1>
       <div class="article-metadata"><span class="author-highlighted"><a href="/author/damian-avila/">Damián Avila</a></span> · Sep 4, 2021</div>
       <p>MyST is a rich and extensible flavour of Markdown.</p></article></body>`,
      'https://2i2c.org/blog/2021/myst-nikola-part-2/',
    );
    expect(people(post)).toEqual(['Damián Avila [2i2c.org|2i2c.org]']);
  });

  it('is the writer of a page that shows no other, and of one that shows it', () => {
    const plain = htmlPage(
      `${head}<body><article><h1>Notes from our drop-in</h1><p>We spent the hour discussing questions.</p></article></body>`,
      'https://2i2c.org/blog/2022/notes/',
    );
    expect(people(plain).map((p) => p.split(' [')[0])).toEqual(['Chris Holdgraf']);
  });

  it("is no one on an author's own page, whose owner the heading that spells its address names", () => {
    const profile = htmlPage(
      `${head}<body>${searchBox}<section><div class="portrait-title"><h2>Lindsey Heagy</h2><h3>Co-Founder</h3>
       <h3><a href="https://lindseyjh.ca/"><span>UC Berkeley</span></a></h3></div></section></body>`,
      'https://2i2c.org/author/lindsey-heagy/',
    );
    expect(people(profile).map((p) => p.split(' [')[0])).toEqual(['Lindsey Heagy']);
  });
});
