/**
 * The content script's session on one page: it owns the signal that ends everything it starts, and
 * wires the parts, each with one job:
 *   scan/      scanner.ts (what is near the screen, and what the page adds), emails, people
 *   targets/   registry.ts (what has a badge, what is near the screen), addresses.ts (each address's
 *              state and verdict, asked of the worker)
 *   overlay/   host.ts (the closed shadow root the page cannot reach)
 *   features/  auto-verify, typo-hint, page-summary; menu-result (where the context menu opened)
 *   events.ts  what the worker and the popup send to the page, checked on arrival
 *   drawing.ts the drawing half: badges, placement, the card. Not in this script: injected by the
 *              worker once the page has something to show (drawing-handover.ts).
 * Start-up: at DOMContentLoaded only the empty overlay goes in (laid out with the page's first
 * frame); everything else waits until that frame is painted, so the page never waits for us.
 */
import { sendFromPage } from '../messaging/send';
import type { Drawing } from './drawing';
import { loadDrawing } from './drawing-handover';
import { listenForEvents } from './events';
import { AutoVerify } from './features/auto-verify';
import { rememberMenuSpot } from './features/menu-result';
import { pageSummary } from './features/page-summary';
import { watchTypoHints } from './features/typo-hint';
import { afterNextFrame, nextFrame } from './lifetime';
import { mountOverlayHost } from './overlay/host';
import { Scanner } from './scan/scanner';
import { watchMutations } from './scan/watch';
import { AddressBook } from './targets/addresses';
import { TargetRegistry } from './targets/registry';
import type { Target } from './targets/targets';

/** How often a frame asks for the drawing half before it gives up (the worker could not inject it). */
const DRAWING_TRIES = 3;

export function startPageSession(signal: AbortSignal): void {
  let drawing: Drawing | null = null;
  let loading: Promise<Drawing | null> | null = null;
  let tries = 0;
  let obfuscated = true;
  /** The drawing half, asked for once (again after a failure, up to DRAWING_TRIES times). */
  const draw = (): Promise<Drawing | null> => {
    if (drawing || loading || tries >= DRAWING_TRIES) return loading ?? Promise.resolve(drawing);
    // The settings narrow what shows and turn on automatic verification: asked for with the first
    // try, so a page with nothing to show sends the worker nothing.
    if (tries++ === 0)
      void sendFromPage({ type: 'pageSettings' }).then((r) => {
        if (!r.ok || signal.aborted) return;
        obfuscated = r.value.obfuscated;
        if (r.value.autoVerify && r.value.hasKey) autoVerify.enable(targets.shown());
        redraw();
      });
    loading = loadDrawing().then((start) => {
      loading = null;
      if (!start || signal.aborted) return null;
      drawing = start(signal, {
        targets,
        addresses,
        style,
        layer,
        obfuscated: () => obfuscated,
        menuSpot,
        personNear,
      });
      return drawing;
    });
    return loading;
  };
  // Nothing is drawn, nor the drawing half asked for, until there is something to show.
  const redraw = () => {
    if (drawing) drawing.redraw();
    else if (targets.size) void draw();
  };
  const addresses = new AddressBook(signal, {
    onVerdict: (v) => drawing?.cards.onVerdict(v),
    onError: (address, error) => drawing?.cards.onError(address, error),
    onChange: redraw,
  });
  const menuSpot = rememberMenuSpot(signal);
  const autoVerify = new AutoVerify(addresses);
  const targets = new TargetRegistry(signal, (t) => autoVerify.shown(t), redraw);
  // The person in the same table row or card as an address, for "Find … right address".
  const personNear = (t: Target) => {
    for (const p of targets.all()) {
      if (!p.person) continue;
      const record = p.person.element.closest('tr') ?? p.person.element;
      if (record !== document.body && record.contains(t.anchor)) return p;
    }
    return null;
  };
  const scanner = new Scanner(signal, targets, {
    found: (added) => addresses.found(added.flatMap((t) => (t.address ? [t.address] : []))),
    redraw,
  });
  // The (empty) overlay goes in now, to be laid out and painted with the page's first frame: put
  // in after it, on a 10,000-row table, its first layout and paint cost 35 ms.
  const { host, layer, style } = mountOverlayHost(signal);
  listenForEvents(signal, {
    addresses,
    draw,
    saveCard: () => drawing?.cards.save(),
    summary: () => {
      scanner.scanAll();
      return pageSummary(targets, addresses);
    },
  });

  // Nothing else until the page's first frame is done: the page shows no sooner for our work at
  // DOMContentLoaded, and after its style and layout our first position read costs what our own
  // part costs (before them, on a 10,000-row table, it forced a 200 ms style and layout pass).
  // Hidden tabs have no frames: their scan waits until they are shown.
  afterNextFrame(signal, () => {
    scanner.scanNear();
    // People outside tables once the addresses' badges are drawn: their page-wide queries cost
    // 10 ms on a 10,000-row table.
    afterNextFrame(signal, () => scanner.addPeopleOutsideTables());
    watchMutations(document.body, {
      signal,
      onAdded: (nodes) => {
        drawing?.forget();
        nodes.forEach((n) => n.nodeType === 1 && !host.contains(n) && scanner.add(n as Element));
      },
      onRemoved: () => {
        drawing?.forget();
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
        drawing?.forget();
        scheduleScan();
      },
      opts,
    );
    watchTypoHints(signal, draw);
  });
}
