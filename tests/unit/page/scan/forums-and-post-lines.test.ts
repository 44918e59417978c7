// @vitest-environment happy-dom
// Forum threads and readers' comments (posters' handles are no people), a site builder's post lines,
// and where a company ends in a card's role line or a sentence.
import { describe, expect, it } from 'vitest';
import { splitName } from '../../../../core/names';
import { findPeople, mergePeople } from '../../../../page/scan/people';
import { person } from '../../../../page/scan/people/found';
import { headlineCompany } from '../../../../page/scan/people/headlines';
import { htmlPage } from './fixtures';

const names = (d: Document) => findPeople(d).map((p) => `${p.firstName} ${p.lastName}`);
const companies = (d: Document) => findPeople(d).map((p) => `${p.firstName} ${p.lastName}: ${p.company}`);
const page = (body: string, head = '', title = 'New tank thoughts | Reef Forum') =>
  htmlPage(
    `<html><head><title>${title}</title>${head}</head><body>${body}</body></html>`,
    'https://forum.example.org/threads/new-tank-thoughts.323/',
  );

describe('a forum’s thread', () => {
  const thread = (starter: string) =>
    `<script type="application/ld+json">{"@context":"https://schema.org","@type":"DiscussionForumPosting",
     "headline":"New tank thoughts","author":{"@type":"Person","name":"bagabaga"}}</script>` +
    `<main><h1>New tank thoughts</h1><p>Thinking of a new tank, what do you think?</p></main>
     <div class="sidebar-user-widget">${[starter, 'Jane Roe', 'Bill Stone']
       .map(
         (name) => `<div class="user" itemscope itemtype="https://schema.org/Person"><a itemprop="name"
          href="/members/1/">${name}</a></div>`,
       )
       .join('')}</div>`;

  it('names its posters by handles: one whose first word is no given name is no person', () => {
    expect(names(page(thread('Form Lighting')))).toEqual(['Jane Roe', 'Bill Stone']);
  });

  it('keeps posters whose names start with a given name', () => {
    expect(names(page(thread('Russell Burrows')))).toEqual(['Russell Burrows', 'Jane Roe', 'Bill Stone']);
  });

  it('a forum’s posting in microdata says so too', () => {
    const microdata = (name: string) =>
      page(`<article itemscope itemtype="https://schema.org/DiscussionForumPosting"><h1 itemprop="headline">New
       tank thoughts</h1><div itemprop="author" itemscope itemtype="https://schema.org/Person"><a
       itemprop="name" class="MessageCard__user-info__name" href="/members/1/">${name}</a></div>
       <div itemprop="text"><p>Thinking of a new tank.</p></div></article>`);
    expect(names(microdata('Babylon Timer'))).toEqual([]);
    expect(names(microdata('Russell Burrows'))).toEqual(['Russell Burrows']);
  });
});

describe('readers’ comments', () => {
  const story = (commenter: string) =>
    page(
      `<article><h1>Lyft extends free rides</h1><p class="byline">By Jane Roe</p><p>Workers won't need to pay.</p>
       <p>More text of the story.</p></article>
       <div id="comments"><article itemscope itemtype="https://schema.org/Comment"><div itemprop="author"
       itemscope itemtype="https://schema.org/Person"><span itemprop="name">${commenter}</span></div>
       <p itemprop="text">Great story.</p></article></div>`,
      '',
      'Lyft extends free rides - Example News',
    );

  it('a commenter whose first word is no given name is a handle', () => {
    expect(names(story('Absolute Av'))).toEqual(['Jane Roe']);
    expect(names(story('Electronics Wizardy'))).toEqual(['Jane Roe']);
  });

  it('one with a given name stays a person', () => {
    expect(names(story('Russell Burrows'))).toEqual(['Russell Burrows', 'Jane Roe']);
  });

  it('a term that leads paragraphs in two posts is no speaker there; in an interview it is one', () => {
    const turns =
      '<p>Kara Swisher: I think they will keep track of your fare and tell you when it goes down.</p>' +
      '<p>Kara Swisher: Our agent does not track price reductions on our behalf, so we do it ourselves.</p>';
    const posts = turns
      .split('</p>')
      .filter(Boolean)
      .map(
        (p) => `<article class="cPost ipsComment"><div data-role="commentContent">${p}</p></div></article>`,
      )
      .join('');
    expect(names(page(`<h1>Pros and cons</h1><div id="comments">${posts}</div>`))).toEqual([]);
    expect(names(page(`<h1>An interview</h1><article>${turns}</article>`))).toEqual(['Kara Swisher']);
  });
});

describe('a post’s lines', () => {
  it('a site builder’s node meta line: the date, then "by" and the writer with their role', () => {
    const d = page(
      `<article class="node"><h1>Candidate Experience</h1><div class="node__meta"><time
       datetime="2017-03-01T12:00:00Z">03/01/2017</time> by Agatha Caleo, Candidate Representative to the
       Candidate Liaison Committee</div><div class="field--name-body"><p>A common question asked by
       candidates.</p></div></article>`,
      '',
      'Candidate Experience | Casualty Actuarial Society',
    );
    expect(names(d)).toEqual(['Agatha Caleo']);
  });

  it('a section headed "Article written by:" or "Article by" over the writer’s card', () => {
    const d = page(
      `<h1>How to lose weight</h1><p>Text of the article.</p><section><h2>
       Article written by:
       </h2><div class="flex"><div class="flex"><img src="a.webp" alt="Headshot"><div><h3>
       Doris Munoz-Mantilla, MD, FOMA</h3></div></div></div></section>`,
      '',
      'How to lose weight | Obesity Medicine Association',
    );
    expect(names(d)).toEqual(['Doris Munoz-Mantilla']);
    // Or "Article by" over the name alone.
    const by = page(
      `<h1>Designing a game's economy</h1><p>Text of the article.</p><div><h2>Article by</h2><div>Matias Heikkilä</div></div>`,
      '',
      'Designing a game’s economy',
    );
    expect(names(by)).toEqual(['Matias Heikkilä']);
  });

  it('the date and the writer beside the header that shows the title, past an h1 inside the post', () => {
    const d = page(
      `<section><header><h2>What do people love about Rust?</h2><div class="highlight"></div></header>
       <div class="publish-date-author">Dec. 19, 2025 &middot; Niko Matsakis
       on behalf of <a href="/governance/teams/vision">Vision Doc group</a></div>
       <div class="post"><p>Rust has been named the most loved language.</p>
       <h1>But what they love is the sense of empowerment</h1><p>More text.</p></div></section>`,
      '',
      'What do people love about Rust? | Rust Blog',
    );
    expect(names(d)).toEqual(['Niko Matsakis']);
  });
});

describe('where a company ends', () => {
  it('a role, the department, then the company', () => {
    expect(headlineCompany('Senior Team Lead, Customer Service, Conservice')).toBe('Conservice');
    expect(headlineCompany('Director, Product Marketing, Acme')).toBe('Acme');
  });

  it('a customer’s quote card: the name, then the team lead’s role line', () => {
    const d = page(
      `<h1>Customer service software</h1><div class="card"><blockquote>“Workforce management lets us
       see real-time information and generate our own schedules.”</blockquote><cite><div><p>Jesse
       Barlow</p><p>Senior Team Lead, Customer Service, Conservice</p></div></cite></div>`,
      '',
      'Customer service software | Example',
    );
    expect(companies(d)).toEqual(['Jesse Barlow: Conservice']);
  });

  it('a sentence about the company is none of its name', () => {
    const d = page('<h1>Top publishers</h1><div class="item"><h5>Henry John</h5></div>');
    const said = (company: string) =>
      mergePeople([person(splitName('Henry John'), company, null, 'list', d.querySelector('h5')!)!], d)[0]!
        .company;
    expect(said('Barnett Ghostwriting is a pleasure to work with')).toBe('Barnett Ghostwriting');
    expect(said('Barnett Ghostwriting')).toBe('Barnett Ghostwriting');
    expect(said('This Is Spinal Tap')).toBe('This Is Spinal Tap');
  });
});

describe('writers a plugin or a theme sets apart', () => {
  it('a JSON-LD person typed in small letters', () => {
    const d = page(
      `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"Track who is in each room",
       "author":{"@type":"person","name":"Derek Seaman","url":"https://www.example.org/author/derek"}}</script>
       <h1>Track who is in each room</h1><p>Text of the post.</p>`,
      '',
      'Track who is in each room | Example Tech Blog',
    );
    expect(names(d)).toEqual(['Derek Seaman']);
  });

  it('the writers’ links with separators between them, under their portraits', () => {
    const portraits = ['Rui Ma', 'Heba Ledwon', 'Manoel Cortes Mendez', 'Suparn Patra']
      .map((n) => `<div class="radius-50"><img alt="${n} Profile Image" src="a.jpg"></div>`)
      .join('');
    const d = page(
      `<h1>Massive List of Free Certificates</h1><div class="head-3"><p>The largest collection of free
       courses.</p></div><div class="row"><div class="row">${portraits}</div><div><div class="text-2"><a
       href="/report/author/ruima/">Rui Ma</a><span>, </span><a href="/report/author/heba/">Heba Ledwon</a><span>,
       </span><a href="/report/author/manoel/">Manoel Cortes Mendez</a><span> &amp;</span> <a
       href="/report/author/suparn/">Suparn Patra</a></div><time datetime="2025-11-25">Nov 25th, 2025</time></div></div>
       <p>Text of the report.</p>`,
      '',
      'Massive List of Free Certificates | The Report',
    );
    expect(names(d)).toEqual(['Rui Ma', 'Heba Ledwon', 'Manoel Mendez', 'Suparn Patra']);
  });
});

describe('a brand the site is named for', () => {
  it('is no owner signing its product page', () => {
    const product = htmlPage(
      `<html><head><title>CBD Relax Berries | Green Roads</title><meta property="og:type" content="product">
         <script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"CBD Relax
         Berries","brand":{"@type":"Brand","name":"Green Roads"}}</script></head><body><h1>CBD Relax Berries</h1>
         <p>Our relax berries are made with care.</p><footer><nav class="nav-footer"><label
         class="nav-footer_title">Green Roads</label><a href="/about">About</a></nav></footer></body></html>`,
      'https://greenroads.com/cbd-relax-berries-300mg/',
    );
    expect(names(product)).toEqual([]);
  });
});

describe('a shop’s customer reviews', () => {
  const reviews = (box: string) =>
    htmlPage(
      `<html><head><title>Amazon.com: Atomic Habits</title></head><body><main><h1>Atomic Habits</h1>
       <p>An easy and proven way to build good habits.</p><div ${box}><h2>Top reviews</h2><ul>${[
         'Lilly Rodriguez',
         'Lawrence Jamerson',
         'Bigg Bob',
       ]
         .map(
           (name, i) => `<li class="review"><a href="/gp/profile/amzn1.account.A${i}" class="a-profile">
            <span class="a-profile-name">${name}</span></a><h5>Great book</h5>
            <span>Reviewed in the United States on May 4, 2024</span>
            <p>I read it twice and it changed my mornings.</p></li>`,
         )
         .join('')}</ul></div></main></body></html>`,
      'https://www.amazon.com/Atomic-Habits/dp/0735211299',
    );

  it('are comments by customers: their names are no people the shop presents, nor its staff', () => {
    expect(names(reviews('id="customerReviews"'))).toEqual([]);
    expect(names(reviews('class="customer-reviews"'))).toEqual([]);
    expect(names(reviews('id="customer_review-R2W13J1TNIQAOD"'))).toEqual([]);
  });

  it('while the same list in a box that says nothing of reviews is a list of people still', () => {
    expect(names(reviews('class="top"'))).toEqual(['Lilly Rodriguez', 'Lawrence Jamerson', 'Bigg Bob']);
  });
});
