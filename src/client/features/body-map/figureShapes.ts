import { BODY_PLACES, type BodyPlace } from '../../../shared/domain/body-map';

/** The figure's drawing units: each view is 200 wide and 410 tall, the person facing out of the front view. */
export const FIGURE_WIDTH = 200;
export const FIGURE_HEIGHT = 410;
/** The empty strip at each side of the drawing, left out of the picture. */
export const FIGURE_MARGIN = 24;
export type FigureView = 'front' | 'back';

/** A rounded box in figure units; an ellipse is a box rounded by half its size. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  r: number;
}

const box = (x: number, y: number, w: number, h: number, r = 4): Box => ({ x, y, w, h, r });
const oval = (x: number, y: number, w: number, h: number): Box => ({ x, y, w, h, r: Math.max(w, h) / 2 });
const mirrored = (shape: Box): Box => ({ ...shape, x: FIGURE_WIDTH - shape.x - shape.w });

/**
 * Each area's shape, drawn in the view it is named in; a sided area's shape is the one on the
 * viewer's left, mirrored for the other side. Facing us, a person's right is on our left; from
 * behind, their left is.
 */
const AREAS: Record<string, { view: FigureView; shape: Box }> = {
  face: { view: 'front', shape: oval(74, 6, 52, 66) },
  eyes: { view: 'front', shape: oval(80, 27, 16, 12) },
  ears: { view: 'front', shape: oval(62, 28, 13, 24) },
  nose: { view: 'front', shape: oval(93, 39, 14, 14) },
  mouth: { view: 'front', shape: oval(86, 54, 28, 12) },
  throat: { view: 'front', shape: box(88, 72, 24, 16) },
  shoulders: { view: 'front', shape: oval(48, 86, 32, 24) },
  chest: { view: 'front', shape: box(78, 90, 22, 44, 6) },
  stomach: { view: 'front', shape: box(78, 134, 22, 42, 4) },
  hips: { view: 'front', shape: box(70, 176, 30, 28, 6) },
  'upper arms': { view: 'front', shape: box(42, 110, 22, 50, 8) },
  forearms: { view: 'front', shape: box(36, 174, 22, 44, 8) },
  wrists: { view: 'front', shape: box(34, 218, 22, 14, 5) },
  hands: { view: 'front', shape: box(30, 232, 26, 22, 8) },
  fingers: { view: 'front', shape: box(30, 254, 26, 18, 7) },
  thighs: { view: 'front', shape: box(72, 204, 27, 74, 10) },
  knees: { view: 'front', shape: oval(72, 278, 26, 24) },
  ankles: { view: 'front', shape: box(74, 364, 22, 14, 5) },
  feet: { view: 'front', shape: box(70, 378, 28, 18, 7) },
  toes: { view: 'front', shape: box(70, 396, 28, 12, 6) },
  scalp: { view: 'back', shape: oval(74, 6, 52, 66) },
  neck: { view: 'back', shape: box(88, 72, 24, 18) },
  back: { view: 'back', shape: box(74, 90, 26, 112, 8) },
  elbows: { view: 'back', shape: oval(38, 158, 24, 18) },
  calves: { view: 'back', shape: box(72, 300, 26, 64, 10) },
};

/** The parts of the outline that are no area of their view (the elbow in front, the shin behind, ...). */
const OUTLINE: Box[] = [
  oval(74, 6, 52, 66),
  box(88, 70, 24, 22),
  box(66, 86, 68, 120, 18),
  ...[box(42, 104, 22, 56, 8), oval(38, 158, 24, 18), box(36, 174, 22, 44, 8), box(34, 218, 22, 14, 5), box(30, 232, 26, 22, 8), box(30, 254, 26, 18, 7)].flatMap(
    (part) => [part, mirrored(part)],
  ),
  ...[box(72, 204, 27, 74, 10), oval(72, 278, 26, 24), box(72, 300, 26, 64, 10), box(74, 364, 22, 14, 5), box(70, 378, 28, 18, 7), box(70, 396, 28, 12, 6)].flatMap(
    (part) => [part, mirrored(part)],
  ),
];

/** A place drawn on a view: what it is and where. */
export interface FigurePlace {
  place: BodyPlace;
  shape: Box;
}

/** Whose side is on the viewer's left in a view. */
const leftOfViewer = (view: FigureView) => (view === 'front' ? 'right' : 'left');

function shapeOf(place: BodyPlace): { view: FigureView; shape: Box } | null {
  const area = place.area ? AREAS[place.area] : undefined;
  if (!area) return null;
  if (!place.side || place.side === leftOfViewer(area.view)) return area;
  return { view: area.view, shape: mirrored(area.shape) };
}

/** The places of a view in the order of the figure, head to toe, with their shapes. */
export function placesOf(view: FigureView): FigurePlace[] {
  return BODY_PLACES.flatMap((place) => {
    const drawn = shapeOf(place);
    return drawn && drawn.view === view ? [{ place, shape: drawn.shape }] : [];
  });
}

/** The view a place is drawn in (a region's own place: its first area's). */
export function viewOf(place: BodyPlace): FigureView {
  const area = place.area ?? BODY_PLACES.find((each) => each.region === place.region && each.area)?.area;
  return (area && AREAS[area]?.view) || 'front';
}

export const outline = () => OUTLINE;
export const centreOf = (shape: Box) => ({ x: shape.x + shape.w / 2, y: shape.y + shape.h / 2 });
