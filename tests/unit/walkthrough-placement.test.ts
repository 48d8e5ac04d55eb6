import { describe, expect, it } from 'vitest';
import { type Box, placeTooltip, type Size, WALKTHROUGH } from '../../src/shared/domain/walkthrough-placement';

const DESKTOP: Size = { width: 1280, height: 800 };
const PHONE: Size = { width: 390, height: 844 };
const TOOLTIP: Size = WALKTHROUGH.tooltipEstimate;
const { gapPx: GAP, marginPx: MARGIN } = WALKTHROUGH;

const box = (left: number, top: number, width: number, height: number): Box => ({ left, top, width, height });

function expectInside(placement: { top: number; left: number }, tooltip: Size, viewport: Size) {
  expect(placement.left).toBeGreaterThanOrEqual(MARGIN);
  expect(placement.top).toBeGreaterThanOrEqual(MARGIN);
  expect(placement.left + tooltip.width).toBeLessThanOrEqual(viewport.width - MARGIN);
  expect(placement.top + tooltip.height).toBeLessThanOrEqual(viewport.height - MARGIN);
}

describe('the side the walkthrough tooltip takes', () => {
  it('is below the target when there is room, 15 px under it and centred on it', () => {
    const target = box(500, 100, 200, 40);
    expect(placeTooltip(target, TOOLTIP, DESKTOP)).toEqual({ side: 'bottom', top: 140 + GAP, left: 450, arrow: 150, beside: true });
  });

  it('is above the target when the room below is short', () => {
    const target = box(500, 600, 200, 120);
    expect(placeTooltip(target, TOOLTIP, DESKTOP)).toEqual({ side: 'top', top: 600 - GAP - 150, left: 450, arrow: 150, beside: true });
  });

  it('is to the right of a target that fills the height, when neither above nor below has room', () => {
    const target = box(100, 100, 300, 600);
    expect(placeTooltip(target, TOOLTIP, DESKTOP)).toEqual({ side: 'right', top: 325, left: 400 + GAP, arrow: 75, beside: true });
  });

  it('is to the left when only the left has room', () => {
    const target = box(900, 100, 300, 600);
    expect(placeTooltip(target, TOOLTIP, DESKTOP)).toEqual({ side: 'left', top: 325, left: 900 - GAP - 300, arrow: 75, beside: true });
  });

  it('keeps the gap exactly at the edge of the room: 150 px of tooltip, 15 px of gap, 16 px of margin', () => {
    const bottomEdge = DESKTOP.height - MARGIN - TOOLTIP.height - GAP;
    expect(placeTooltip(box(500, bottomEdge - 50, 100, 50), TOOLTIP, DESKTOP).side).toBe('bottom');
    expect(placeTooltip(box(500, bottomEdge - 49, 100, 50), TOOLTIP, DESKTOP).side).toBe('top');
  });
});

describe('the tooltip stays 16 px inside the viewport', () => {
  it('is moved right of a header button at the left edge, its pointer still at the button', () => {
    const placement = placeTooltip(box(8, 12, 40, 40), TOOLTIP, DESKTOP);
    expect(placement).toMatchObject({ side: 'bottom', left: MARGIN, top: 52 + GAP });
    expect(placement.arrow).toBe(20);
  });

  it('is moved left of a header button at the right edge of a phone', () => {
    const tooltip = { width: PHONE.width - 2 * MARGIN, height: 170 };
    const placement = placeTooltip(box(300, 12, 80, 40), tooltip, PHONE);
    expect(placement).toMatchObject({ side: 'bottom', left: MARGIN, top: 67 });
    expect(placement.arrow).toBe(340 - MARGIN);
    expectInside(placement, tooltip, PHONE);
  });

  it('is moved down when a side placement would start above the viewport', () => {
    const placement = placeTooltip(box(100, 0, 300, 120), { width: 300, height: 700 }, DESKTOP);
    expect(placement.side).toBe('right');
    expect(placement.top).toBe(MARGIN);
  });
});

describe('a target larger than the viewport', () => {
  it('gets the tooltip over it, at the foot of the viewport, 16 px from its edge', () => {
    const target = box(-20, -300, 1400, 1600);
    const placement = placeTooltip(target, TOOLTIP, DESKTOP);
    expect(placement).toMatchObject({ side: 'bottom', top: DESKTOP.height - MARGIN - TOOLTIP.height, left: 680 - 150, beside: false });
    expectInside(placement, TOOLTIP, DESKTOP);
  });

  it('on a phone, a panel taller than the screen gets the tooltip over its lower part', () => {
    const tooltip = { width: 358, height: 180 };
    const placement = placeTooltip(box(16, 80, 358, 900), tooltip, PHONE);
    expect(placement).toMatchObject({ side: 'bottom', top: PHONE.height - MARGIN - 180, left: MARGIN });
    expectInside(placement, tooltip, PHONE);
  });

  it('keeps the start edges in view when even the tooltip is larger than the viewport', () => {
    const placement = placeTooltip(box(0, 0, 500, 500), { width: 600, height: 600 }, { width: 400, height: 400 });
    expect(placement).toMatchObject({ top: MARGIN, left: MARGIN });
  });
});
