// @vitest-environment happy-dom
// Whom a person works for when the page's sources disagree.
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
import { htmlPage } from './fixtures';

const people = (d: Document) => findPeople(d).map((p) => [p.firstName, p.lastName, p.company, p.domain]);

describe('a stated employer and an address at the publisher', () => {
  const page = (bio: string) =>
    htmlPage(
      `<html><head><meta property="og:site_name" content="9to5Mac">
      <script type="application/ld+json">{"@type":"NewsArticle","author":{"@type":"Person","name":"Trevor Daugherty"},"publisher":{"@type":"Organization","name":"9to5Mac"}}</script></head>
      <body><article><h1>Deals</h1><p class="byline">By <a href="/author/trevorjd/">Trevor Daugherty</a></p><p>Monday’s best deals.</p></article>
      <div class="author-bio"><h4>About the Author</h4><p>${bio}</p></div></body></html>`,
      'https://9to5mac.com/2019/11/18/deals/',
    );

  it('the employer a bio names beats the one the address’s domain suggests', () => {
    const d = page(
      'Trevor Daugherty is the Senior Editor of 9to5Toys. Contact him direct at trevor@9to5mac.com.',
    );
    expect(people(d)).toEqual([['Trevor', 'Daugherty', '9to5Toys', '9to5mac.com']]);
  });

  it('with no employer named, the address at the publisher’s organisation gives it', () => {
    const d = page('Trevor writes about deals. Contact him direct at trevor@9to5mac.com.');
    expect(people(d)).toEqual([['Trevor', 'Daugherty', '9to5Mac', '9to5mac.com']]);
  });
});

describe('a guest writer’s closing bio', () => {
  const story = (bio: string, after: string) =>
    htmlPage(
      `<html><head><meta property="og:site_name" content="Example Business"></head><body>
      <article itemscope itemtype="http://schema.org/NewsArticle"><h1>How to deal with a Scrooge client</h1>
      <p>By <span itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">Brad Shorr</span></span></p>
      <p>If a client is scaring you, don’t let it spoil your season.</p><p>Be generous.</p>
      <p><i>--</i></p><p><i>${bio}</i></p>${after}</article></body></html>`,
      'https://www.example-business.com/2014/12/23/scrooge-client/',
    );
  const links =
    '<p>More from Example Wire:</p><p> </p><p>Follow us on Facebook</p><p>You must login to comment.</p>';

  it('names their employer with a title written without an article, below a few lines of links', () => {
    const d = story(
      'Brad Shorr is Director of B2B Marketing for Straight North, an Internet marketing agency.',
      links,
    );
    expect(people(d)).toEqual([['Brad', 'Shorr', 'Straight North', null]]);
  });

  it('a capitalised word that is no title is not read as one: the site is the employer', () => {
    const d = story('Brad Shorr is Chicago born and writes for Straight North.', links);
    expect(people(d)).toEqual([['Brad', 'Shorr', 'Example Business', 'example-business.com']]);
  });
});

describe('a signature with more parts than a role and an organisation', () => {
  const signed = (line: string) =>
    htmlPage(
      `<html><body><article><h1>How to keep healthy habits with your phone</h1><div class="entry-content"><p>What is the first thing you do in the morning? Many of us reach for a phone before anything else.</p><hr><p>${line}</p></div></article></body></html>`,
      'https://news.clemson.edu/heres-how-to-maintain-healthy-smartphone-habits/',
    );

  it('the part set apart in an element of its own is the organisation, as a syndicated story signs its writer', () => {
    const d = signed(
      '<a href="https://theconversation.com/profiles/shelia-r-cotten-309429">Shelia R. Cotten</a>, Provost’s Distinguished Professor of Sociology, Anthropology and Criminal Justice and Communication, <em><a href="https://theconversation.com/institutions/clemson-university-1819">Clemson University</a></em>',
    );
    expect(people(d)).toEqual([['Shelia', 'Cotten', 'Clemson University', null]]);
  });

  it('…and with none set apart, the part after the role, as before', () => {
    const d = signed('Jane Roe, Managing Partner, Acme Corp, New York');
    expect(people(d)).toEqual([['Jane', 'Roe', 'Acme Corp', null]]);
  });
});
