import { defineContentScript } from 'wxt/utils/define-content-script';
import { PageController } from '../../components/page/controller';

export default defineContentScript({
  matches: ['<all_urls>'],
  allFrames: true,
  runAt: 'document_end',
  main(ctx) {
    if (!document.body || document.contentType !== 'text/html') return;
    void new PageController(ctx.signal).start();
  },
});
