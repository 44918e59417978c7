import '../../page/pin-browser-global';
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { startPageSession } from '../../page/session';

// The content script: listed in the manifest by wxt.config.ts (every page and frame, at
// document_start so that no page element can take the place of the extension API; see
// pin-browser-global). A plain script rather than WXT's content-script runtime, which would tell the
// page it started (an event a page can also send to stop it) and cost 0.8 KB gzipped on every page.
export default defineUnlistedScript({
  globalName: false, // no global of ours, even in the content script's own world
  main() {
    if (document.contentType !== 'text/html') return;
    const { signal } = new AbortController();
    const start = () => document.body && startPageSession(signal);
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', start, { once: true });
    else start();
  },
});
