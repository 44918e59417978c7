import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { startDrawing } from '../../page/drawing';
import { publishDrawing } from '../../page/drawing-handover';

// The content script's drawing half (page/drawing.ts): injected by the worker into a frame that has
// something to show (`pageOverlay`), in the content script's world, where it hands itself over.
export default defineUnlistedScript({
  globalName: false,
  main() {
    publishDrawing(startDrawing);
  },
});
