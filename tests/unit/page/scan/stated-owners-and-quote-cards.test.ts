// @vitest-environment happy-dom
// People on the 2025 web pages of the thirty-fourth source's development slice: a site that says whose
// it is, an expert's quote card with their profile, a newsroom after a bar in its own case, and a post's
// title that reads like a signature.
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
import { bioCompany } from '../../../../page/scan/people/bios';
import { htmlPage } from './fixtures';

const people = (d: Document) =>
  findPeople(d).map((p) => `${p.firstName} ${p.lastName}${p.company ? ` (${p.company})` : ''}`);
const page = (body: string, url = 'https://www.example-blog.com/2025/12/a-post.html') =>
  htmlPage(`<html><head><title>A post - Example</title></head><body>${body}</body></html>`, url);
const post = '<h1>Are evangelists in heat?</h1><p>The post’s text, long enough to be one.</p>';

describe('a site that says whose it is', () => {
  it('in a line of its own: “the personal website of …”', () => {
    const footer =
      '<footer><p>This is the personal website of <a href="/about">Chuck Jordan</a>, an occasional game developer living in Los Angeles</p></footer>';
    expect(people(page(post + footer)).map((n) => n.split(' (')[0])).toEqual(['Chuck Jordan']);
  });

  it('as a blog’s description in its header: “… ’s thoughts on …”', () => {
    const header =
      '<div class="header-outer"><h1>Engora Data Blog</h1><p class="description"><span>Mike Woodward\'s thoughts on AI, data, and analytics.</span></p></div>';
    expect(people(page(header + post)).map((n) => n.split(' (')[0])).toEqual(['Mike Woodward']);
  });

  it('not a teaser’s or a story’s words about someone else', () => {
    expect(people(page(`${post}<p>Barack Obama's thoughts on the election.</p>`))).toEqual([]);
    expect(people(page(`${post}<p>The personal website of the ministry is down.</p>`))).toEqual([]);
  });
});

describe('a quote’s card', () => {
  const card = (caption: string) =>
    page(
      `${post}<figure><blockquote><p>SEO success is no longer just about ranking.</p></blockquote><figcaption>${caption}</figcaption></figure>`,
      'https://www.conductor.com/academy/seo-content-predictions/',
    );

  it('with the speaker’s profile beside the name: a person, the role’s organisation theirs', () => {
    expect(
      people(
        card(
          '<a href="https://www.linkedin.com/in/besmertnik/" title="LinkedIn">LinkedIn</a><strong>Seth Besmertnik, </strong><span>CEO and Co-Founder, </span><span><a href="https://www.conductor.com/">Conductor</a></span>',
        ),
      ),
    ).toEqual(['Seth Besmertnik (Conductor)']);
    expect(
      people(
        card(
          '<a href="https://www.linkedin.com/in/someone/">LinkedIn</a><strong>Steven van Vessum, </strong><span>VP of Organic Marketing, </span><a href="https://familycare.example/">FamilyCare <span>(opens in a new tab)</span></a>',
        ),
      ),
    ).toEqual(['Steven van Vessum (FamilyCare)']);
  });

  it('without a way to reach them, a picture’s or a quote’s caption names no one presented', () => {
    expect(people(card('Seth Besmertnik, CEO and Co-Founder, Conductor'))).toEqual([]);
  });
});

describe('a post’s title among other posts', () => {
  it('that reads “Name, role” is the title of the page it links to, no one signing', () => {
    const popular =
      '<ul><li><div class="item-title"><a href="https://www.example-blog.com/2020/05/florence-nightingale-data-analyst.html">Florence Nightingale, data analyst</a></div></li></ul>';
    expect(people(page(post + popular))).toEqual([]);
  });
});

describe('a newsroom after the bar that ends a byline', () => {
  it('in its own case, when it says what it is, is the writer’s employer over the site carrying it', () => {
    const byline =
      '<h1>Plumbers are training as substitute teachers</h1><div class="byline"><p>By&nbsp;</p><div class="byline"><p class="byline__name">Sergio Martínez-Beltrán | The Texas Newsroom</p></div></div><p>Text.</p>';
    expect(
      people(
        htmlPage(
          `<html><head><title>Plumbers : NPR</title><meta property="og:site_name" content="NPR"></head><body>${byline}</body></html>`,
          'https://www.npr.org/2023/10/17/1206601882/plumbers',
        ),
      ),
    ).toEqual(['Sergio Martínez-Beltrán (The Texas Newsroom)']);
  });
});

describe('a writer’s box and a forum’s author data', () => {
  it('a number in a bio is no employer (“a leader with 25 years of experience”)', () => {
    const bio = (t: string) => bioCompany([t], 'Christian Dupuis');
    expect(bio('Christian Dupuis is a software engineering leader with 25 years of experience.')).toBeNull();
    expect(bio('Christian Dupuis is a software engineer at Docker.')).toBe('Docker');
  });

  it('a moderator’s first name after “Mod” is no one’s full name', () => {
    const d = htmlPage(
      '<html><head><title>Other chat | Netmums</title><script type="application/ld+json">{"@type":"DiscussionForumPosting","author":{"@type":"Person","name":"Mod Sharon"}}</script></head><body><h1>Other chat</h1><p>Threads.</p></body></html>',
      'https://www.netmums.com/coffeehouse/other-chat-514/',
    );
    expect(people(d)).toEqual([]);
  });
});

describe('a site’s own name and a reviewer’s credit', () => {
  it('a name the address spells, as a sentence’s subject, is the project’s, no one signing', () => {
    const wiki = (line: string) =>
      htmlPage(
        `<html><head><title>systemd - ArchWiki</title></head><body><h1>systemd</h1><p>${line}</p></body></html>`,
        'https://wiki.archlinux.org/title/Systemd',
      );
    expect(
      people(
        wiki(
          'By default, Arch Linux does not make use of systemd presets, and does not enable most services.',
        ),
      ),
    ).toEqual([]);
  });

  it('“Reviewed by” before a link to the reviewer’s page credits them too', () => {
    const d = htmlPage(
      `<html><head><title>Top 10 Live Streaming Platforms</title><meta property="og:site_name" content="Riverside"></head><body>
       <h1>Top 10 Live Streaming Platforms</h1><div class="blog-hero-author">By <a href="/authors/kendall">Kendall Breitman</a></div>
       <div class="blog-reviewed-wrapper"><div>Reviewed by</div><a href="/authors/ortal-hadad">Ortal Hadad</a></div><p>Text.</p></body></html>`,
      'https://riverside.com/blog/streaming-platforms',
    );
    expect(people(d)).toEqual(['Kendall Breitman (Riverside)', 'Ortal Hadad (Riverside)']);
  });
});

describe('a site’s statement of whose it is, outside any block', () => {
  it('a text with no paragraph, division or heading around it is read without failing', () => {
    const d = htmlPage(
      '<html><head><title>Links</title></head><body><h1>Links</h1><ul><li><a href="/blog">My personal blog</a></li></ul>Jane Roe’s thoughts</body></html>',
      'https://www.example.org/links',
    );
    expect(people(d)).toEqual([]);
  });
});

describe('a listing’s field label', () => {
  it('“Case Studies:” before each agency’s link is a field, no speaker', () => {
    const agency = (n: number) =>
      `<h3>${n}. Agency ${n}</h3><p><strong>Key Services:</strong> Social media campaigns, search and paid ads.</p><p><strong>Case Studies:</strong> View all <a href="https://agency${n}.example/results/">case studies</a>.</p>`;
    const d = htmlPage(
      `<html><head><title>Top agencies</title></head><body><h1>Top social media agencies</h1>${[1, 2, 3].map(agency).join('')}</body></html>`,
      'https://nogood.io/blog/top-social-media-agencies/',
    );
    expect(people(d)).toEqual([]);
  });
});
