/** Spec 9, 'Walkthrough': its timing and the tooltip's geometry, in milliseconds and CSS pixels. */
export const WALKTHROUGH = {
  measuringDelayMs: 100,
  stepDelayMs: 150,
  marginPx: 16,
  gapPx: 15,
  tooltipEstimate: { width: 300, height: 150 },
} as const;

export type Side = 'top' | 'bottom' | 'left' | 'right';

export interface Size {
  width: number;
  height: number;
}

/** A box in viewport coordinates, as getBoundingClientRect gives it. */
export interface Box extends Size {
  top: number;
  left: number;
}

export interface Placement {
  side: Side;
  top: number;
  left: number;
  /** Where along the tooltip's edge facing the target its pointer sits, from that edge's start. */
  arrow: number;
  /** False when no side had room and the tooltip lies over its target. */
  beside: boolean;
}

// Below first: the page reads downwards, and the header's targets have room only there.
const PREFERENCE: readonly Side[] = ['bottom', 'top', 'right', 'left'];
const ARROW_INSET = 20;

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, max));

/** The room left on each side of the target once the gap and the viewport's margin are kept. */
function roomBeside(target: Box, viewport: Size): Record<Side, number> {
  const { gapPx, marginPx } = WALKTHROUGH;
  return {
    bottom: viewport.height - (target.top + target.height) - gapPx - marginPx,
    top: target.top - gapPx - marginPx,
    right: viewport.width - (target.left + target.width) - gapPx - marginPx,
    left: target.left - gapPx - marginPx,
  };
}

const isVertical = (side: Side) => side === 'top' || side === 'bottom';

/** The first side in order of preference with room for the tooltip. */
function sideWithRoom(target: Box, tooltip: Size, viewport: Size): Side | undefined {
  const room = roomBeside(target, viewport);
  return PREFERENCE.find((side) => room[side] >= (isVertical(side) ? tooltip.height : tooltip.width));
}

/**
 * Where the walkthrough's tooltip goes: beside its target, `gapPx` away, centred on it along that
 * side, and moved (never past) to stay `marginPx` inside the viewport. A target too big to leave
 * room on any side gets the tooltip over it, at the foot of the viewport, like a sheet.
 */
export function placeTooltip(target: Box, tooltip: Size, viewport: Size): Placement {
  const { gapPx, marginPx } = WALKTHROUGH;
  const fitting = sideWithRoom(target, tooltip, viewport);
  const side = fitting ?? 'bottom';
  const centreX = target.left + target.width / 2;
  const centreY = target.top + target.height / 2;
  const wanted = {
    bottom: { top: target.top + target.height + gapPx, left: centreX - tooltip.width / 2 },
    top: { top: target.top - gapPx - tooltip.height, left: centreX - tooltip.width / 2 },
    right: { top: centreY - tooltip.height / 2, left: target.left + target.width + gapPx },
    left: { top: centreY - tooltip.height / 2, left: target.left - gapPx - tooltip.width },
  }[side];
  // max() after min(): a tooltip wider than the viewport keeps its start edge in view.
  const top = clamp(wanted.top, marginPx, viewport.height - marginPx - tooltip.height);
  const left = clamp(wanted.left, marginPx, viewport.width - marginPx - tooltip.width);
  const arrow = isVertical(side)
    ? clamp(centreX - left, ARROW_INSET, tooltip.width - ARROW_INSET)
    : clamp(centreY - top, ARROW_INSET, tooltip.height - ARROW_INSET);
  return { side, top, left, arrow, beside: !!fitting };
}
