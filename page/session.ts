/**
 * The content script's session on one page: it owns the signal that ends everything it starts, and
 * wires the parts, each with one job:
 *   overlay/   host.ts (the closed shadow root the page cannot reach), view.ts (badges and the card),
 *              placement.ts (where a badge fits), renderer.ts (one read-then-draw per frame)
 *   scan/      scanner.ts (what is near the screen, and what the page adds), emails, people
 *   targets/   registry.ts (what has a badge, what is near the screen), addresses.ts (each address's
 *              state and verdict, asked of the worker)
 *   features/  cards, auto-verify, typo-hint, menu-result, page-summary
 *   events.ts  what the worker and the popup send to the page, checked on arrival
 * Start-up: at DOMContentLoaded only the empty overlay goes in (laid out with the page's first
 * frame); everything else waits until that frame is painted, so the page never waits for us.
 */
import { sendFromPage } from '../messaging/send';
import { listenForEvents } from './events';
import { AutoVerify } from './features/auto-verify';
import { Cards } from './features/cards';
import { rememberMenuSpot } from './features/menu-result';
import { pageSummary } from './features/page-summary';
import { watchTypoHints } from './features/typo-hint';
import { afterNextFrame, afterPaint, nextFrame } from './lifetime';
import { mountOverlayHost } from './overlay/host';
import { BadgePlacement } from './overlay/placement';
import { Renderer } from './overlay/renderer';
import { createSeenCheck } from './overlay/seen';
import { pageIsDark } from './overlay/theme';
import { createOverlayView } from './overlay/view';
import { Scanner } from './scan/scanner';
import { watchMutations } from './scan/watch';
import { AddressBook } from './targets/addresses';
import { TargetRegistry } from './targets/registry';

export function startPageSession(signal: AbortSignal): void {
  const redraw = () => renderer.schedule();
  const addresses = new AddressBook(signal, {
    onVerdict: (v) => cards.onVerdict(v),
    onError: (address, error) => cards.onError(address, error),
    onChange: redraw,
  });
  const seen = createSeenCheck(signal);
  rememberMenuSpot(signal);
  const cards = new Cards(signal, addresses, redraw, seen);
  const autoVerify = new AutoVerify(addresses);
  const targets = new TargetRegistry(signal, (t) => autoVerify.shown(t), redraw);
  // The person in the same table row or card as an address, for "Find … right address".
  cards.personNear = (t) => {
    for (const p of targets.all()) {
      if (!p.person) continue;
      const record = p.person.element.closest('tr') ?? p.person.element;
      if (record !== document.body && record.contains(t.anchor)) return p;
    }
    return null;
  };
  let firstScan = true;
  const scanner = new Scanner(signal, targets, {
    found: (added) => addresses.found(added.flatMap((t) => (t.address ? [t.address] : []))),
    redraw,
    // People once the first scan's badges are drawn (the frame it asked for): the finders' page-wide
    // queries cost 10 ms on a 10,000-row table. Opened a frame after the scan began instead, they
    // ran between its slices there in 5 of 12 loads, and the addresses' badges waited for them.
    scanned: () => {
      if (firstScan) afterNextFrame(signal, () => scanner.openForPeople());
      firstScan = false;
    },
  });
  const placement = new BadgePlacement();
  // The overlay's (empty) host, put in at DOMContentLoaded to be laid out with the page's first
  // frame (overlay/bare-host.ts). Once its stylesheet is in, the badges' sizes are read (after the
  // frame that lays them out: host.ts), and the badges drawn in the frame after it.
  const { host, layer, styled, painted } = mountOverlayHost(signal, () => {
    view.widths();
    redraw();
  });
  const view = createOverlayView(layer, cards.actions, seen);
  // The overlay is dark on a dark page: read at the first frame, and again as a card opens (a site's
  // theme switch after load), one style read per click.
  const theme = () => {
    if (pageIsDark()) layer.dataset.theme = 'dark';
    else delete layer.dataset.theme;
  };
  cards.opening = theme;
  const renderer = new Renderer(signal, {
    view,
    targets,
    addresses,
    placement,
    card: () => cards.current,
    styled,
  });
  // The overlay's stylesheet is asked for now: the worker answers while the page's next frame and
  // the first scan run.
  styled();
  listenForEvents(signal, {
    addresses,
    cards,
    summary: async () => {
      await scanner.scanEverything();
      return pageSummary(targets, addresses);
    },
  });

  // Nothing else until the page's first frame is done: the page shows no sooner for our work at
  // DOMContentLoaded, and after its style and layout our first position read costs what our own
  // part costs (before them, on a 10,000-row table, it forced a 200 ms style and layout pass).
  // Hidden tabs have no frames: their scan waits until they are shown. On a large page this script
  // comes after that frame (`painted`, bare-host.ts): then it starts in the next task, not a frame
  // later (a frame of the bench's 10,000-row table took 50 to 100 ms in traces).
  afterPaint(signal, painted, () => {
    // Read with the first frame's styles already computed: one style read, no extra layout.
    theme();
    scanner.scanNear();
    // Settings arrive while the badges are drawn, and only narrow what shows. Asked for after the
    // scan: the answer wakes the worker, which would compete with the scan for the processor.
    void sendFromPage({ type: 'pageSettings' }).then((r) => {
      if (!r.ok || signal.aborted) return;
      renderer.obfuscated = r.value.obfuscated;
      if (r.value.autoVerify && r.value.hasKey) autoVerify.enable(targets.shown());
      redraw();
    });
    // The finders' module is asked for now, and comes while the first badges are drawn.
    scanner.expectPeople();
    watchMutations(document.body, {
      signal,
      onAdded: (nodes) => {
        placement.forget();
        nodes.forEach((n) => n.nodeType === 1 && !host.contains(n) && scanner.add(n as Element));
      },
      onRemoved: () => {
        placement.forget();
        targets.prune();
        addresses.forgetMost(
          () => new Set([...targets.all()].map((t) => t.address?.toLowerCase())),
          targets.size,
        );
        redraw();
      },
      onOverflow: () => scanner.rescanScreen(),
    });
    // After a scroll or resize: reposition now, scan what came near the screen on the next frame.
    let scanRequested = false;
    const scheduleScan = () => {
      redraw();
      if (scanRequested) return;
      scanRequested = true;
      nextFrame(signal, () => {
        scanRequested = false;
        scanner.scanNear();
      });
    };
    const opts = { capture: true, passive: true, signal };
    addEventListener('scroll', scheduleScan, opts);
    addEventListener(
      'resize',
      () => {
        placement.forget();
        scheduleScan();
      },
      opts,
    );
    watchTypoHints(signal, cards);
  });
}
