/**
 * Where a lit word may go in the exercise so that it can be read: off the ball's path, apart from
 * the other lit words, and clear of any open panel. Sizes are in CSS pixels of the stage.
 */

/** Returns a number in [0, 1), like Math.random. */
export type Random = () => number;

export const between = (random: Random, low: number, high: number) => low + random() * (high - low);

/** Where one copy of a word goes and how it looks: size 1 + rating/10*1.5 rem, within ±15°, x 15-85%, y 10-90%. */
export function placeWord(rating: number, random: Random) {
  return {
    sizeRem: 1 + (rating / 10) * 1.5,
    rotation: between(random, -15, 15),
    x: between(random, 15, 85),
    y: between(random, 10, 90),
  };
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface PlacementArea {
  width: number;
  height: number;
  /** Panels and notes over the stage. */
  avoid: readonly Box[];
  /** The ball's diameter: it sweeps across the middle of the stage. */
  ballPx: number;
}

/** A word placed: its look and place (percent of the stage, as placeWord gives). */
export type Placement = ReturnType<typeof placeWord>;

const REM_PX = 16;
/** A rough width of one character of the exercise's bold type, in em. */
const CHARACTER_EM = 0.62;
const LINE_EM = 1.3;
/** Space kept between a word and anything else. */
export const WORD_GAP_PX = 12;
const ATTEMPTS = 120;

/** The box a word covers at its place, its turn included. */
export function wordBox(word: string, { sizeRem, rotation, x, y }: Placement, area: Pick<PlacementArea, 'width' | 'height'>): Box {
  const width = Math.max(1, word.length) * CHARACTER_EM * sizeRem * REM_PX;
  const height = LINE_EM * sizeRem * REM_PX;
  const turn = (Math.abs(rotation) * Math.PI) / 180;
  const halfWidth = (width * Math.cos(turn) + height * Math.sin(turn)) / 2;
  const halfHeight = (width * Math.sin(turn) + height * Math.cos(turn)) / 2;
  const centreX = (x / 100) * area.width;
  const centreY = (y / 100) * area.height;
  return { left: centreX - halfWidth, right: centreX + halfWidth, top: centreY - halfHeight, bottom: centreY + halfHeight };
}

/** The band the ball sweeps through, the whole width of the stage at half its height. */
export function ballBand({ width, height, ballPx }: Pick<PlacementArea, 'width' | 'height' | 'ballPx'>): Box {
  return { left: 0, right: width, top: height / 2 - ballPx / 2, bottom: height / 2 + ballPx / 2 };
}

/** How much of `box`, grown by the gap, lies over `other` (an area; 0 when apart). */
function overlap(box: Box, other: Box): number {
  const width = Math.min(box.right + WORD_GAP_PX, other.right) - Math.max(box.left - WORD_GAP_PX, other.left);
  const height = Math.min(box.bottom + WORD_GAP_PX, other.bottom) - Math.max(box.top - WORD_GAP_PX, other.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/** How much of `box` lies outside the stage. */
function outside(box: Box, { width, height }: Pick<PlacementArea, 'width' | 'height'>): number {
  const boxArea = (box.right - box.left) * (box.bottom - box.top);
  const insideWidth = Math.max(0, Math.min(box.right, width) - Math.max(box.left, 0));
  const insideHeight = Math.max(0, Math.min(box.bottom, height) - Math.max(box.top, 0));
  return boxArea - insideWidth * insideHeight;
}

/**
 * A place for `word` among the spec's (x 15-85%, y 10-90%, within ±15°) where it covers neither
 * the ball's path, the `taken` boxes (other lit words), an open panel, nor the stage's edge; when
 * the stage has no such place, the one that covers least.
 */
export function placeWordClear(word: string, rating: number, random: Random, area: PlacementArea, taken: readonly Box[]): Placement {
  const blocked = [ballBand(area), ...area.avoid, ...taken];
  let best: { placement: Placement; cost: number } | null = null;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const placement = placeWord(rating, random);
    const box = wordBox(word, placement, area);
    const cost = outside(box, area) + blocked.reduce((sum, other) => sum + overlap(box, other), 0);
    if (cost === 0) return placement;
    if (!best || cost < best.cost) best = { placement, cost };
  }
  return best!.placement;
}
