// @vitest-environment happy-dom
/**
 * The people finders held to another project's public test suite for who wrote a page (a content
 * extractor's fixtures with the author it expects: tests/fixtures/public-suites/authors-defuddle.json,
 * README there). And the forms its misses showed, each a fixture of its own: a byline's name in bold,
 * a numbered list of things shaped as names, an author's box whose name is only in its data.
 */
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
import { authorAgreement, authorsFound, loadAuthorSuites } from '../../../support/author-suites';
import { htmlPage } from './fixtures';

const names = (d: Document) => findPeople(d).map((p) => [p.firstName, p.lastName]);

describe('the people finders against a content extractor’s fixtures (defuddle)', () => {
  const [suite] = loadAuthorSuites();

  it('find the writer it expects on at least 34 of its 37 clear pages', async () => {
    const a = await authorAgreement(suite!);
    expect(a.clear).toBe(37);
    expect(a.agreed, JSON.stringify(a.misses)).toBeGreaterThanOrEqual(34);
  });

  it('find no one by an organisation’s name where it expects one (“Acme Corp”, “Engineering Team”)', async () => {
    for (const c of suite!.cases.filter((c) => c.clear && !c.people.length))
      expect(await authorsFound(suite!, c), c.input).not.toContain(c.expected);
  });
});

describe('the forms its misses showed', () => {
  it('an author’s box that shows no words, its name only in its data: “<div itemprop="author"><meta itemprop="name" content="Jane Doe">”', () => {
    const d = htmlPage(
      `<html><head><title>Test X Article</title></head><body><div data-testid="twitterArticleRichTextView"><div data-testid="twitter-article-title">Lorem Ipsum Dolor Sit Amet</div><div itemprop="author"><meta itemprop="name" content="Jane Doe"><meta itemprop="additionalName" content="janedoe"></div><div class="longform-unstyled">Lorem ipsum dolor sit amet, consectetur adipiscing elit.</div></div></body></html>`,
      'https://x.com/article',
    );
    expect(names(d)).toEqual([['Jane', 'Doe']]);
  });

  it('a paragraph that is only “By” and the name in bold: “<p>By <strong>John&nbsp;Gruber</strong></p>”', () => {
    const d = htmlPage(
      `<html><head><title>Daring Fireball: The iPhone 16e</title></head><body><div id="Sidebar"><p>By <strong>John&nbsp;Gruber</strong></p><ul><li><a href="/archive/">Archive</a></li></ul></div><div id="Main"><h1>The iPhone 16e</h1><p>Text of the post.</p></div></body></html>`,
      'https://daringfireball.net/2025/02/the_iphone_16e',
    );
    expect(names(d)).toEqual([['John', 'Gruber']]);
  });

  it('…not a sentence that goes on after the bold name', () => {
    const d = htmlPage(
      `<html><body><h1>Notes</h1><p>By <strong>Monday</strong> we will know more.</p></body></html>`,
    );
    expect(names(d)).toEqual([]);
  });

  it('a byline that holds the site’s name and more is the site’s (“Apartment Therapy Submissions”)', () => {
    const d = htmlPage(
      `<html><head><title>A tour | Apartment Therapy</title><meta property="og:site_name" content="Apartment Therapy"></head><body><h1>A tour</h1><div class="byline">By Apartment Therapy Submissions</div><p>Text.</p></body></html>`,
      'https://www.apartmenttherapy.com/a-tour-123',
    );
    expect(names(d)).toEqual([]);
  });

  it('a numbered list of things shaped as names is no ranked list of people: “1. First Item”, “2. Second Item”', () => {
    const d = htmlPage(
      `<html><head><title>Weekly Roundup</title></head><body><article><h1>Weekly Roundup</h1><p>Some recommended items from this week.</p><h2>1. <a href="https://example.com/items/123">First Item</a></h2><p>A short description.</p><h2>2. <a href="https://example.com/items/456">Second Item</a></h2><p>A short description.</p><h2>3. <a href="https://example.com/items/789">Third Item</a></h2><p>A short description.</p><h2>4. <a href="https://example.com/items/012">Fourth Item</a></h2><p>A short description.</p></article></body></html>`,
      'https://example.com/article/roundup',
    );
    expect(names(d)).toEqual([]);
  });

  it('…while a ranked list of people still is: “1. Sam Ponder”, “2. Erin Andrews”, “3. Maria Taylor”', () => {
    const d = htmlPage(
      `<html><body><article><h1>The best sideline reporters</h1><p>Our ranking.</p><h3>1. Sam Ponder</h3><p>Why.</p><h3>2. Erin Andrews</h3><p>Why.</p><h3>3. Maria Taylor</h3><p>Why.</p></article></body></html>`,
    );
    expect(names(d)).toEqual([
      ['Sam', 'Ponder'],
      ['Erin', 'Andrews'],
      ['Maria', 'Taylor'],
    ]);
  });
});
