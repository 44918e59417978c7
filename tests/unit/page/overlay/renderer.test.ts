/**
 * Renderer: a frame places and draws badges not drawn yet only for its share of time (at least two),
 * the rest in the frames after, while badges already drawn are placed in every frame.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BadgeView, OverlayView } from '../../../../page/overlay/types';
import type { Target } from '../../../../page/targets/targets';

const frames: (() => void)[] = [];
vi.mock('../../../../page/lifetime', () => ({
  nextFrame: (_signal: AbortSignal, fn: () => void) => void frames.push(fn),
}));
vi.mock('../../../../page/marks', () => ({ markBadges: () => undefined }));
vi.mock('../../../../page/targets/targets', () => ({
  targetRect: () => ({ top: 0, bottom: 10, left: 0, right: 50, width: 50, height: 10 }),
}));

const { Renderer } = await import('../../../../page/overlay/renderer');

let now = 0;

/** A view that keeps what it was asked to draw, and takes `msPerDraw` to draw each new badge. */
function fakeView(msPerDraw: number): OverlayView & { drawn: number[][] } {
  const drawn: number[][] = [];
  let current = new Set<number>();
  return {
    drawn,
    widths: () => null,
    has: (id) => current.has(id),
    render(badges: BadgeView[]) {
      const next = new Set(badges.map((b) => b.target.id));
      now += [...next].filter((id) => !current.has(id)).length * msPerDraw;
      current = next;
      drawn.push([...current]);
    },
  };
}

function setUp(count: number, msPerBadge: number, msPerDraw = 0) {
  const shown: Target[] = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    kind: 'email',
    address: `p${i}@acme.com`,
    person: null,
    anchor: null as unknown as Element,
    text: null,
    obfuscated: false,
  }));
  const view = fakeView(msPerDraw);
  const renderer = new Renderer(new AbortController().signal, {
    view,
    targets: { shown: () => shown.values() } as never,
    addresses: { stateOf: () => ({ state: 'unknown' }) } as never,
    placement: {
      beginFrame: () => undefined,
      place: () => {
        now += msPerBadge; // reading around a target takes time
        return { compact: false, dot: false, x: 0, y: 0 };
      },
    } as never,
    card: () => null,
    styled: () => true,
  });
  /** Runs frames until none is asked for (bounded). */
  const run = () => {
    renderer.schedule();
    for (let i = 0; i < 100 && frames.length; i++) frames.shift()!();
  };
  return { view, run };
}

describe('Renderer', () => {
  beforeEach(() => {
    now = 0;
    frames.length = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
  });
  afterEach(() => vi.restoreAllMocks());

  it('spreads a screen of slow badges over frames, keeping those drawn in every frame', () => {
    const { view, run } = setUp(20, 1);
    run();
    // The first frame, with no drawing measured yet, takes drawing to cost as much as placing: 5
    // badges of 1 ms fill its 8 ms. The next ones also place those drawn (1 ms each here, so that
    // from the third on only the least a frame places, 2, are new).
    expect(view.drawn.map((ids) => ids.length)).toEqual([5, 9, 11, 13, 15, 17, 19, 20]);
    for (let i = 1; i < view.drawn.length; i++)
      expect(view.drawn[i]!.slice(0, view.drawn[i - 1]!.length)).toEqual(view.drawn[i - 1]);
    expect(frames).toHaveLength(0);
  });

  it('counts what a new badge took to draw in the frame before', () => {
    // Placing is quick (0.25 ms) and drawing slow (1 ms). The first frame places 17 (8.5 ms with
    // drawing taken to cost as much), and learns it costs 1 ms. The second places the 17 drawn (4.25
    // ms) and then new ones while placing and drawing them fits in 8 ms: 4 (5.25 + 4 > 8 stops it).
    const { view, run } = setUp(30, 0.25, 1);
    run();
    expect(view.drawn.map((ids) => ids.length).slice(0, 2)).toEqual([17, 21]);
    expect(view.drawn.at(-1)).toHaveLength(30);
  });

  it('draws a screen of fast badges in one frame', () => {
    const { view, run } = setUp(50, 0.05);
    run();
    expect(view.drawn.map((ids) => ids.length)).toEqual([50]);
  });

  it('places those already drawn whatever the time, and new ones after them once it is up', () => {
    const { view, run } = setUp(12, 1);
    run();
    expect(view.drawn.map((ids) => ids.length)).toEqual([5, 9, 11, 12]);
    // Nothing new: one frame, every badge placed though the time is long past.
    run();
    expect(view.drawn.at(-1)).toHaveLength(12);
    expect(view.drawn).toHaveLength(5);
  });
});
