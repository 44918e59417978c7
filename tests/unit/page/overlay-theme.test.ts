// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { luminance, pageIsDark } from '../../../page/overlay/theme';

describe('the overlay follows the page', () => {
  it.each([
    ['rgb(255, 255, 255)', 1],
    ['rgb(0, 0, 0)', 0],
    ['rgba(0, 0, 0, 0)', null],
    ['rgb(0 0 0 / 10%)', null],
    ['transparent', null],
  ])('luminance(%s) = %s', (color, l) => {
    const got = luminance(color);
    if (l === null) expect(got).toBeNull();
    else expect(got).toBeCloseTo(l, 3);
  });

  it('is dark on a dark page, light on a light one', () => {
    document.body.style.backgroundColor = 'rgb(24, 26, 27)';
    expect(pageIsDark()).toBe(true);
    document.body.style.backgroundColor = 'rgb(250, 250, 250)';
    expect(pageIsDark()).toBe(false);
  });
});
