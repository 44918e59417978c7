import '../../page/pin-browser-global';
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { startPageSession } from '../../page/session';

// The content script: listed in the manifest by wxt.config.ts (every page and frame, at document_end,
// in the world entrypoints/page-start made at document_start). Evaluated at document_start it
// shared the page's first parse task with it; at document_end its evaluation is a task of its own,
// and the session starts in the next one. A plain script rather than WXT's content-script runtime,
// which would tell the page it started (an event a page can also send to stop it) and cost 0.8 KB
// gzipped on every page.
export default defineUnlistedScript({
  globalName: false, // no global of ours, even in the content script's own world
  main() {
    if (document.contentType !== 'text/html') return;
    const { signal } = new AbortController();
    const start = () => document.body && startPageSession(signal);
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', start, { once: true });
    else setTimeout(start, 0);
  },
});
