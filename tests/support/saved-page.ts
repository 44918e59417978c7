/**
 * A saved page read as the extension's browser reads it: happy-dom parses it (at its address, running
 * none of its scripts) after the spots happy-dom misreads are written as a browser reads them. The
 * corpus's scorer and the other projects' author suites read their pages through it;
 * `tests/unit/page/scan/corpus-parse.test.ts` holds it to the HTML standard's parser.
 */
import { Window } from 'happy-dom';

/**
 * A saved page read into `window` as a browser reads it, where happy-dom reads it otherwise
 * (`browserMarkup`, `bodyOutOfHead`).
 */
export function parsePage(window: Window, html: string): Document {
  const doc = new window.DOMParser().parseFromString(browserMarkup(html), 'text/html') as unknown as Document;
  bodyOutOfHead(doc);
  return doc;
}

/** A window at a saved page's address that runs none of its scripts and loads nothing it links. */
export const pageWindow = (url: string) =>
  new Window({
    url,
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
    },
  });

/** What a document's head may hold; anything else ends it. */
const HEAD_ONLY = /^(base|link|meta|noscript|script|style|template|title)$/i;

/**
 * happy-dom keeps an element that has no place in the head there, and all that follows it (a widget's
 * `<div>` a script put in the head before the page was saved): the body comes out empty. A browser
 * ends the head at that element and reads it and the rest into the body, as this does.
 */
export function bodyOutOfHead(doc: Document): void {
  const head = doc.head;
  const body = doc.body;
  if (!head || !body) return;
  const first = [...head.children].find((el) => !HEAD_ONLY.test(el.localName));
  if (!first) return;
  const moved: Node[] = [];
  for (let n: Node | null = first; n; n = n.nextSibling) moved.push(n);
  body.prepend(...moved);
}

/**
 * A saved page's text as a browser reads it: UTF-8 when its bytes are UTF-8 (many pages were saved
 * again as UTF-8 and still declare their old charset), else in the charset it declares
 * ("<meta charset="iso-8859-1">"), else windows-1252, the web's default for a page that says none.
 */
export function decoded(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const head = bytes.subarray(0, 4096).toString('latin1');
    const declared = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1];
    try {
      return new TextDecoder(declared ?? 'windows-1252').decode(bytes);
    } catch {
      return new TextDecoder('windows-1252').decode(bytes);
    }
  }
}

/**
 * A saved page's markup written so that happy-dom reads it as a browser does, where it does not:
 * - Comments. After "<!--div class=…> … </div-->" (markup a theme commented out) happy-dom drops the
 *   rest of the page, or keeps the commented-out elements; after a mail's conditional comment's end
 *   left alone ("<![endif]-->", which a browser reads as a comment up to its first ">") it drops the
 *   rest of the page. A browser shows no comment, so comments are taken out (a script's text, where
 *   "<!--" is no comment, is kept).
 * - Styles. No finder reads one, and happy-dom misreads them: one inside an SVG it reads to the end
 *   of the file, so the rest of the page vanishes; one inside a table it keeps as the table's text.
 *   They are taken out.
 * - A script's end, where the text ends in a "<" and no space after it ("for(r=0;r<t.length;r++){…}",
 *   "if(w<768){…}" minified): happy-dom takes "<t.length;…}" and the end tag's "<" for a tag's name
 *   and reads the rest of the page as the script. A line break is put before the end tag (what the
 *   script says is the same).
 * - An end tag with more before its ">" ("</script\n  <!--Facebook Page Plugin-->", "</svg </span>"):
 *   a browser reads the more as the tag's attributes and ends the element; happy-dom does not end it
 *   and loses the rest of the page. It is written "</script>", "</svg>".
 * - A "<" that starts no tag ("under <5 kg"): text in a browser, a tag's start in happy-dom, which
 *   loses the words up to the next ">". It is written "&lt;".
 * All is read in one pass, in the page's order, as a browser reads it: "</script -->" inside a
 * comment is the comment's, an end tag inside a script the script's. A `<noscript>`'s content is
 * left as happy-dom reads it, elements: on a saved page whose scripts draw the post (a blog's post in
 * a script's template and a noscript copy), the copy stands for what the scripts would draw.
 */
export function browserMarkup(html: string): string {
  return html.replace(
    /(<(script|style)\b[\s\S]*?)<\/\2(?:[\t\n\f\r /][^>]*)?>|<!--[\s\S]*?-->|<!\[[^>]*>|<\/([a-z][^\t\n\f\r />]*)[\t\n\f\r /][^>]*>|<(?![a-z/!?])/gi,
    (all, text?: string, tag?: string, ended?: string) => {
      if (text) return /^style$/i.test(tag!) ? '' : `${text}\n</${tag}>`;
      if (ended) return `</${ended}>`;
      return all === '<' ? '&lt;' : '';
    },
  );
}
