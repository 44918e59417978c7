/**
 * The scorer reads each saved page with happy-dom; a browser reads it with the HTML standard's parser.
 * Where the two part, the scorer scores a page the extension never sees: happy-dom lost the rest of a
 * page after a minified script's last "<" ("r<t.length"), an end tag written "</svg </span>", or a
 * style left in an SVG, and one development page and three held-out pages were scored on between
 * none and half of their text. This reads every page of the corpus, held out too (only its text, never
 * its truth), with parse5 (the standard's parser, as browsers implement it) and with the scorer's
 * reading, and compares the letters each shows.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { CORPUS, corpusIds } from '../../../support/corpus';
import { decoded, pageWindow, parsePage } from '../../../support/saved-page';

/** Text no one sees on the page, or none a finder reads. */
const UNSEEN = /^(?:script|style|noscript|template|head|title|iframe|noembed|noframes|textarea)$/;
const letters = (text: string) => text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;

interface Parse5Node {
  nodeName: string;
  value?: string;
  childNodes?: Parse5Node[];
}

function browserLetters(html: string): number {
  let n = 0;
  const walk = (node: Parse5Node) => {
    if (node.nodeName === '#text') n += letters(node.value ?? '');
    else if (!UNSEEN.test(node.nodeName)) node.childNodes?.forEach(walk);
  };
  walk(parse(html) as unknown as Parse5Node);
  return n;
}

function scorerLetters(doc: Document): number {
  let n = 0;
  const walk = (node: Node) => {
    if (node.nodeType === 3) n += letters((node as Text).data);
    else if (node.nodeType !== 1 || !UNSEEN.test((node as Element).localName)) node.childNodes.forEach(walk);
  };
  walk(doc.documentElement);
  return n;
}

describe('the scorer reads each saved page as a browser does', () => {
  it('no page shows the scorer less than 97% of the letters a browser shows', async () => {
    const short: string[] = [];
    const ids = corpusIds();
    for (const id of ids) {
      const html = decoded(readFileSync(join(CORPUS, id, 'page.html')));
      const want = browserLetters(html);
      const window = pageWindow('https://example.com/');
      const got = scorerLetters(parsePage(window, html));
      await window.happyDOM.close();
      if (got < want * 0.97) short.push(`${id}: ${got} of ${want}`);
    }
    expect(ids.length).toBeGreaterThan(3000);
    expect(short).toEqual([]);
  }, 600_000);
});
