import { describe, expect, it } from 'vitest';
import { stripBreakpoints, stripSlidesPerView } from './carousels.ts';

describe('sponsor and gallery carousel breakpoints', () => {
  it('shows 5, 4, 3, 2 or 1 slides from 1200, 1024, 768 and 600 px', () => {
    const widths = [1920, 1200, 1199, 1024, 1023, 768, 767, 600, 599, 320];
    expect(widths.map(stripSlidesPerView)).toEqual([5, 5, 4, 4, 3, 3, 2, 2, 1, 1]);
  });

  it('hands Swiper the same table', () => {
    expect(stripBreakpoints()).toEqual({
      0: { slidesPerView: 1 },
      600: { slidesPerView: 2 },
      768: { slidesPerView: 3 },
      1024: { slidesPerView: 4 },
      1200: { slidesPerView: 5 },
    });
  });
});
