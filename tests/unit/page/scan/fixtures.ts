import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** A fixture page from tests/pages as a Document (paths from the project root: under happy-dom, import.meta.url is a page URL). */
export function page(name: string): Document {
  const html = readFileSync(resolve(process.cwd(), 'tests/pages', name), 'utf8');
  return new DOMParser().parseFromString(html, 'text/html');
}

/** A page from its HTML at an address (the finders read the site from `URL`). */
export function htmlPage(html: string, url = 'https://news.example.co.uk/2026/story'): Document {
  const d = new DOMParser().parseFromString(html, 'text/html');
  Object.defineProperty(d, 'URL', { value: url });
  return d;
}

/**
 * A radio's story by Jane Roe whose last paragraph is `foot` (the finders of credits read a story's
 * last paragraphs), or whose byline is `byline`.
 */
export const radioStory = (foot: string, byline = '<p class="byline">By Jane Roe</p>') =>
  htmlPage(
    `<html><head><meta property="og:site_name" content="Example Radio"></head><body><article><h1>T</h1>${byline}<p>The strikes went on.</p><p>${foot}</p></article></body></html>`,
  );
