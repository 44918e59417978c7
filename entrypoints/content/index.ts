import '../../page/pin-browser-global';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { startPageSession } from '../../page/session';

export default defineContentScript({
  matches: ['<all_urls>'],
  allFrames: true,
  // Before the page has elements, so none can take the place of the extension API (see
  // pin-browser-global); the work itself starts once the document is parsed.
  runAt: 'document_start',
  // WXT would also announce each start to the page with window.postMessage, whose type carries the
  // extension's id: any page could tell MailScout is installed. Its document event is enough.
  noScriptStartedPostMessage: true,
  main(ctx) {
    if (document.contentType !== 'text/html') return;
    const start = () => document.body && !ctx.signal.aborted && startPageSession(ctx.signal);
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', start, { once: true, signal: ctx.signal });
    else start();
  },
});
