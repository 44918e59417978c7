import '../../page/pin-browser-global';
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { putHostInEarly } from '../../page/overlay/bare-host';

// The content script's first part, listed in the manifest by wxt.config.ts at document_start: the
// content scripts' world is made when the first of them goes in, and made before the page has any
// element, no element can take the place of the extension API in it (see pin-browser-global). It
// asks the worker for the overlay's stylesheet and puts the overlay's host in at DOMContentLoaded,
// with the stylesheet once it came, to be laid out with the page's first frame
// (page/overlay/bare-host.ts), and does nothing else, so it costs the page's first parse next to
// nothing. The content script itself (entrypoints/page-script) comes at document_end, in the same
// world, in a task of its own: on a large page, after that first frame.
export default defineUnlistedScript({ globalName: false, main: putHostInEarly });
