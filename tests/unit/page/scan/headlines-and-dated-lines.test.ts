// @vitest-environment happy-dom
// Bylines read from where the headline is and from a line's date, whatever the markup's classes.
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
import { linedText } from '../../../../page/scan/people/words';
import { htmlPage } from './fixtures';

const names = (d: Document) => findPeople(d).map((p) => `${p.firstName} ${p.lastName}`);
const story = (body: string, head = '') =>
  htmlPage(
    `<html><head><title>Lyft extends free rides - Example News</title>${head}</head><body>${body}</body></html>`,
    'https://www.example-news.com/2020/04/lyft-rides.html',
  );

describe('the page’s headline', () => {
  const logo = '<a href="https://www.example-news.com/"><h1><svg><title>Example News</title></svg></h1></a>';
  const byline = (time: string) =>
    `<h1>Lyft extends free rides through May</h1><div>Workers won't need to pay.</div><section><div>
     <a href="https://www.example-news.com/about/editors/jon-fingas/"><img src="a.jpg"></a></div>
     <div><a href="https://www.example-news.com/about/editors/jon-fingas/">Jon Fingas</a><span>, <a
     href="https://twitter.com/jonfingas">@jonfingas</a></span> <div>${time}</div></div></section><p>Text.</p>`;

  it('is not the site’s logo in a link home: the writer’s link under the real one, beside how long ago', () => {
    expect(names(story(logo + byline('1h ago')))).toEqual(['Jon Fingas']);
    expect(names(story(logo + byline('3 hours ago')))).toEqual(['Jon Fingas']);
  });

  it('a writer’s link with neither a date nor a time since beside it stays no byline', () => {
    expect(names(story(logo + byline('Share')))).toEqual([]);
  });

  it('a box named a teaser that holds the headline is the story’s own; one beside it is not', () => {
    const line =
      '<div class="metaInfo">Ein Artikel von <strong>Pamela Sladky</strong> | 27.01.2022 - 12:45</div>';
    expect(
      names(
        story(`<div class="module-imageTeaser topArticle"><h1>Vier Übungen</h1>${line}</div><p>Text.</p>`),
      ),
    ).toEqual(['Pamela Sladky']);
    expect(
      names(
        story(`<h1>Vier Übungen</h1><p>Text.</p><div class="module-imageTeaser"><h3>Mehr</h3>${line}</div>`),
      ),
    ).toEqual([]);
  });
});

describe('"By", names and the date, a line of its own', () => {
  const mail = (line: string) =>
    htmlPage(
      `<html><head><title>Axios Chicago</title></head><body><table><tr><td><span class="bodytext">${line}</span></td></tr><tr><td><p>Good morning.</p></td></tr></table></body></html>`,
      'https://www.axios.com/newsletters/axios-chicago',
    );

  it('in any element, the names before the dot and the date', () => {
    expect(names(mail('By Justin Kaufmann and Monica Eng <span>&middot;</span>Feb 14, 2022'))).toEqual([
      'Justin Kaufmann',
      'Monica Eng',
    ]);
  });

  it('not with no date after the dot, nor with more than names before it', () => {
    expect(names(mail('By Justin Kaufmann <span>&middot;</span> Chicago'))).toEqual([]);
    expect(names(mail('By the way, the Bears won again <span>&middot;</span>Feb 14, 2022'))).toEqual([]);
  });
});

describe('a byline’s text after the subtitle, in the box that holds both', () => {
  const post = (head: string, line: string) =>
    story(
      `${head}<h2>The Anglosphere: new enthusiasm for an old dream</h2><div class="post_content"><article><div class="post-info"><h3 class="page-subtitle">Brexiters are indulging in an old fantasy</h3> ${line} <a href="#respond">Leave a comment</a><div class="social"><a href="#">Share</a></div></div><p>Text of the story.</p></article></div>`,
    );
  const logo = '<h1 class="site-title"><a rel="home" href="/"><img alt="logo" src="logo.png"></a></h1>';

  it('is the writer’s when it starts a line after a block: “by”, the name, a slash and the date', () => {
    expect(names(post(logo, 'by Duncan Bell / January 19, 2017 /'))).toEqual(['Duncan Bell']);
    // The headline is the first heading with words: a logo in an h1 is none.
    expect(names(post('', 'by Duncan Bell / January 19, 2017 /'))).toEqual(['Duncan Bell']);
  });

  it('not without the date, nor after an inline element (a picture’s credit), nor more than names', () => {
    expect(names(post(logo, 'by Duncan Bell / Cambridge /'))).toEqual([]);
    expect(names(post(logo, '<a href="/photo">Photo</a> by Duncan Bell / January 19, 2017 /'))).toEqual([]);
    expect(names(post(logo, 'by the way, the vote was close / January 19, 2017 /'))).toEqual([]);
  });
});

describe('a byline box’s words', () => {
  it('leave out a button’s label (a share bar’s "Link Copied")', () => {
    const d = htmlPage(
      '<div class="byline-wrapper"><span>Mic</span><div><button><span>Link Copied</span></button></div></div>',
    );
    expect(linedText(d.querySelector('.byline-wrapper')!)).toBe('Mic');
  });
});

describe('a site named after its owner', () => {
  const own = (copyright: string) =>
    htmlPage(
      `<html><head><title>Aggression und Fotografie | Jürgen Heitmann</title><meta name="author" content="Jürgen Heitmann"></head>
       <body><main><h1>Aggression und Fotografie</h1><p>Text.</p></main><footer>${copyright}</footer></body></html>`,
      'https://juergenheitmann.com/essays/2017/01/aggression-fotografie/',
    );

  it('is theirs when they hold its copyright: the author tag names them', () => {
    expect(names(own('© Jürgen Heitmann'))).toEqual(['Jürgen Heitmann']);
  });

  it('else the site’s name in the author tag is the site’s, as before', () => {
    expect(names(own('© Heitmann Media GmbH'))).toEqual([]);
  });

  it('with no copyright line, is theirs when the author tag names them and only them', () => {
    // A personal blog whose site name, author tag and title's end are its owner's name (coryd.dev).
    expect(names(own(''))).toEqual(['Jürgen Heitmann']);
  });

  // A site whose name, author tag and title's end are `name`, at `host`.
  const named = (name: string, host: string) =>
    htmlPage(
      `<html><head><title>Notes | ${name}</title><meta name="author" content="${name}"></head>
       <body><main><h1>Notes</h1><p>Text.</p></main></body></html>`,
      `https://${host}/notes/`,
    );

  it('but not a site’s name that is no one’s: no given name leads it', () => {
    expect(names(named('Quiet Light', 'gearnotes.example'))).toEqual([]);
  });

  it('nor a brand whose address is its name run together, a given name leading or not', () => {
    expect(names(named('Real Python', 'realpython.com'))).toEqual([]);
    expect(names(named('Cory Dransfeldt', 'coryd.dev'))).toEqual(['Cory Dransfeldt']);
  });
});

describe('a carousel of other things', () => {
  const shop = (box: string) =>
    story(
      `<main><h1>Lyft extends free rides through May</h1><p>By <a href="https://www.example-news.com/author/jon-fingas/">Jon Fingas</a></p>
       <p>Workers won't need to pay.</p><div ${box}><h2>Related books</h2><ol>${[
         'Charles Duhigg',
         'Liz Elting',
       ]
         .map(
           (name, i) =>
             `<li><a href="/dp/B0${i}">Book ${i + 1}</a><div class="sp-dp-author">by <a href="/author/${name
               .toLowerCase()
               .replace(' ', '-')}/">${name}</a></div></li>`,
         )
         .join('')}</ol></div></main>`,
    );

  it('shows other stories’ or products’ bylines, not the page’s writers', () => {
    expect(names(shop('class="a-carousel-container"'))).toEqual(['Jon Fingas']);
  });

  it('while the same box named for nothing apart is the page’s', () => {
    expect(names(shop('class="shelf"')).sort()).toEqual(['Charles Duhigg', 'Jon Fingas', 'Liz Elting']);
  });
});

describe('a date line that links to its writer’s page, no "By" before it', () => {
  const line = (writer: string, section = '<a href="/friday-philosophy">Friday Philosophy</a>') =>
    story(
      `<h1>Nagel on Reason</h1><div><span>Tags:</span> <a href="/topics/philosophy">Philosophy</a></div>
       <div><span><time datetime="2025-12-19T11:02:15Z">12/19/2025</time></span> <span>&bull;</span>
       <span>${section}</span> <span>&bull;</span> <span>${writer}</span>
       <div><a href="javascript:window.print();"><span>Print this page</span></a></div></div>
       <p>This week, Dr. Gordon explores some of the thought of Thomas Nagel.</p>`,
    );

  it('names the writer whose page the link leads to, named after them', () => {
    expect(names(line('<a href="/profile/david-gordon">David Gordon</a>'))).toEqual(['David Gordon']);
  });

  it('not a link to a page of another name, nor one that is no writer’s page, nor a section’s', () => {
    expect(names(line('<a href="/profile/friday-team">David Gordon</a>'))).toEqual([]);
    expect(names(line('<a href="/topics/david-gordon">David Gordon</a>'))).toEqual([]);
    expect(names(line('<span>Mises Wire</span>', '<a href="/people/mises-wire">Mises Wire</a>'))).toEqual([]);
  });

  it('not a writer’s link far from any date: a long box is no date line', () => {
    const box = (words: string) => `<div><time>12/19/2025</time> ${words}
      <a href="/profile/david-gordon">David Gordon</a></div>`;
    const lower = (words: string) =>
      story(`<h1>Nagel on Reason</h1>${'<p>Text of the story, a paragraph.</p>'.repeat(12)}${box(words)}`);
    expect(names(lower('Friday Philosophy'))).toEqual(['David Gordon']);
    expect(names(lower('Many words about the story. '.repeat(10)))).toEqual([]);
  });
});
