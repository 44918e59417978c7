// @vitest-environment happy-dom
// A post's writers named before its reading time, as newsletter and blog platforms list posts.
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
import { htmlPage } from './fixtures';

const names = (d: Document) => findPeople(d).map((p) => `${p.firstName} ${p.lastName}|${p.company ?? ''}`);
const item = (title: string, meta: string) =>
  `<div class="reader2-post"><div class="reader2-post-title">${title}</div>
   <div class="reader2-paragraph">A subtitle of the post.</div><div class="reader2-item-meta">${meta}</div></div>`;
const inbox = (...items: string[]) =>
  htmlPage(
    `<html><head><title>Subscriptions</title></head><body><main>${items.join('')}</main></body></html>`,
    'https://substack.com/inbox',
  );

describe('a post’s writers before its reading time', () => {
  it('each post’s writer, one in small letters, and three on one post', () => {
    const d = inbox(
      item('Real chilling effects', 'Don Moynihan<span class="meta-bullet">∙</span>11 min read'),
      item('An Orchestrated Recession?', 'kyla scanlon<span class="meta-bullet">∙</span>17 min read'),
      item(
        'State-space LLMs',
        'Nathan Lambert, Tri Dao, and Michael Poli<span class="meta-bullet">∙</span>19 min read',
      ),
      item('Statecraft', 'Santi Ruiz · Mar 6 · 27 min listen'),
    );
    // A platform's writers work for no one it can say: a newsletter is not a company.
    expect(names(d)).toEqual([
      'Don Moynihan|',
      'Kyla Scanlon|',
      'Nathan Lambert|',
      'Tri Dao|',
      'Michael Poli|',
      'Santi Ruiz|',
    ]);
  });

  it('no one before a reading time that follows a date, a single word, or a section (nor a name the lists lack)', () => {
    const d = inbox(
      item('Paper', 'Mar 9<span class="meta-bullet">∙</span>4 min read'),
      item('Paper', 'dynomight<span class="meta-bullet">∙</span>4 min read'),
      item('Paper', 'Product Updates<span class="meta-bullet">∙</span>4 min read'),
      item('Terms of Centaur Service', 'Venkatesh Rao<span class="meta-bullet">∙</span>9 min read'),
    );
    expect(names(d)).toEqual([]);
  });
});
