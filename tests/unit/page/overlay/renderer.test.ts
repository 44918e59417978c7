/**
 * Renderer: a frame places badges not drawn yet only for its share of time (at least a few), the rest
 * in the frames after, while badges already drawn are placed in every frame.
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

/** A view that keeps what it was asked to draw. */
function fakeView(): OverlayView & { drawn: number[][] } {
  const drawn: number[][] = [];
  let current = new Set<number>();
  return {
    drawn,
    widths: () => null,
    has: (id) => current.has(id),
    render(badges: BadgeView[]) {
      current = new Set(badges.map((b) => b.target.id));
      drawn.push([...current]);
    },
  };
}

function setUp(count: number, msPerBadge: number) {
  const shown: Target[] = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    kind: 'email',
    address: `p${i}@acme.com`,
    person: null,
    anchor: null as unknown as Element,
    text: null,
    obfuscated: false,
  }));
  const view = fakeView();
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
    // 8 a frame: the least a frame places, and already past its 4 ms.
    expect(view.drawn.map((ids) => ids.length)).toEqual([8, 16, 20]);
    expect(view.drawn[1]!.slice(0, 8)).toEqual(view.drawn[0]);
    expect(frames).toHaveLength(0);
  });

  it('draws a screen of fast badges in one frame', () => {
    const { view, run } = setUp(50, 0.05);
    run();
    expect(view.drawn.map((ids) => ids.length)).toEqual([50]);
  });

  it('places those already drawn whatever the time, and new ones after them once it is up', () => {
    const { view, run } = setUp(12, 1);
    run();
    expect(view.drawn.map((ids) => ids.length)).toEqual([8, 12]);
    // Nothing new: one frame, every badge placed though the time is long past.
    run();
    expect(view.drawn.at(-1)).toHaveLength(12);
    expect(view.drawn).toHaveLength(3);
  });
});
