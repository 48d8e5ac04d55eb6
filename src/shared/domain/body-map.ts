import { BODY_REGIONS, type BodyRegion, isSpecificRegionOf, SPECIFIC_BODY_REGIONS } from './entries';

/** Issue 38: the side a sensation was felt on, where a person would name one. */
export const BODY_SIDES = ['left', 'right', 'both'] as const;
export type BodySide = (typeof BODY_SIDES)[number];

/** The spec's specific areas that lie on the midline: nobody feels their nose on the left. */
const MIDLINE_AREAS: readonly string[] = ['face', 'scalp', 'neck', 'nose', 'mouth', 'throat'];
/** One of a pair, for 'left shoulder'; fingers and toes are named by their hand or foot. */
const ONE_OF: Record<string, string> = {
  ears: 'ear',
  eyes: 'eye',
  shoulders: 'shoulder',
  hips: 'hip',
  'upper arms': 'upper arm',
  elbows: 'elbow',
  forearms: 'forearm',
  wrists: 'wrist',
  hands: 'hand',
  thighs: 'thigh',
  knees: 'knee',
  calves: 'calf',
  ankles: 'ankle',
  feet: 'foot',
};
const HOLDER: Record<string, { one: string; both: string }> = { fingers: { one: 'hand', both: 'hands' }, toes: { one: 'foot', both: 'feet' } };

/** The region a specific area belongs to, or null for a word that is not one of the spec's 25 areas. */
export function regionOfArea(area: string): BodyRegion | null {
  return BODY_REGIONS.find((region) => isSpecificRegionOf(region, area)) ?? null;
}

/** Whether a side can be given for this area: one of the 25, off the midline. */
export const takesSide = (area: string | null | undefined): boolean => !!area && !MIDLINE_AREAS.includes(area) && regionOfArea(area) !== null;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Where a sensation was felt, as a person says it: 'Left shoulder', 'Both knees', 'Chest, left side', 'Fingers, right hand', 'Throat', 'Arms'. */
export function bodyPlaceLabel(region: BodyRegion, area: string | null, side: BodySide | null): string {
  if (!area) return capitalised(region);
  if (!side) return capitalised(area);
  const holder = HOLDER[area];
  if (holder) return `${capitalised(area)}, ${side === 'both' ? `both ${holder.both}` : `${side} ${holder.one}`}`;
  const one = ONE_OF[area];
  if (one) return side === 'both' ? `Both ${area}` : `${capitalised(side)} ${one}`;
  return `${capitalised(area)}, ${side === 'both' ? 'both sides' : `${side} side`}`;
}

/**
 * A place on the figure, or one of the four regions when no area was given: each sided area is two
 * places, its left and its right. Its key names it in an address (/?body=torso.shoulders.left).
 */
export interface BodyPlace {
  key: string;
  region: BodyRegion;
  area: string | null;
  side: 'left' | 'right' | null;
  label: string;
}

const place = (region: BodyRegion, area: string | null, side: 'left' | 'right' | null): BodyPlace => ({
  key: [region, area, side].filter(Boolean).join('.'),
  region,
  area,
  side,
  label: area ? bodyPlaceLabel(region, area, side) : `${capitalised(region)}, no area given`,
});

/** Every place the map shows, head to toe, then the four regions for sensations given no area. */
export const BODY_PLACES: readonly BodyPlace[] = [
  ...BODY_REGIONS.flatMap((region) =>
    SPECIFIC_BODY_REGIONS[region].flatMap((area) => (takesSide(area) ? [place(region, area, 'left'), place(region, area, 'right')] : [place(region, area, null)])),
  ),
  ...BODY_REGIONS.map((region) => place(region, null, null)),
];
export const BODY_PLACE_KEYS = BODY_PLACES.map((each) => each.key) as [string, ...string[]];
export const bodyPlaceByKey = (key: string): BodyPlace | null => BODY_PLACES.find((each) => each.key === key) ?? null;

/** Where an entry was felt, as stored. */
export interface FeltAt {
  body_region: BodyRegion | null;
  specific_body_region: string | null;
  body_side: BodySide | null;
}

/**
 * Whether a sensation felt at `at` shows at `place`: its area, on that side, on both or on no side
 * given (so an entry on both shoulders warms each); a region's own place takes the entries of the
 * region that name no area of the spec's list.
 */
export function isFeltAt(place: BodyPlace, at: FeltAt): boolean {
  if (at.body_region !== place.region) return false;
  const area = at.specific_body_region && isSpecificRegionOf(place.region, at.specific_body_region) ? at.specific_body_region : null;
  if (place.area === null || area === null) return place.area === area;
  if (area !== place.area) return false;
  return place.side === null || at.body_side !== (place.side === 'left' ? 'right' : 'left');
}

/** How often a place was felt, against the place felt most often: four levels, each with a name and a pattern beside its colour. */
export const HEAT_LEVELS = ['Seldom', 'Sometimes', 'Often', 'Most often'] as const;
export const heatLevel = (entries: number, most: number): number => (entries <= 0 || most <= 0 ? 0 : Math.min(HEAT_LEVELS.length, Math.ceil((HEAT_LEVELS.length * entries) / most)));

/** One group of the aggregate: the physical entries felt at one place with one sensation. */
export interface BodyMapRow extends FeltAt {
  sensation: string | null;
  entries: number;
  rated: number;
  intensitySum: number;
}

export interface PlaceFigures {
  key: string;
  label: string;
  entries: number;
  meanIntensity: number | null;
  /** 1 to 4, HEAT_LEVELS[level - 1]. */
  level: number;
}

const roundedMean = (sum: number, count: number) => (count === 0 ? null : Math.round((sum / count) * 10) / 10);

/** The body map's figures: each place felt at, how often, its mean intensity and heat level, in the figure's order. */
export function bodyMapFigures(rows: readonly BodyMapRow[]): PlaceFigures[] {
  const felt = BODY_PLACES.map((each) => {
    const here = rows.filter((row) => isFeltAt(each, row));
    const sum = (field: 'entries' | 'rated' | 'intensitySum') => here.reduce((total, row) => total + row[field], 0);
    return { key: each.key, label: each.label, entries: sum('entries'), meanIntensity: roundedMean(sum('intensitySum'), sum('rated')) };
  }).filter((figures) => figures.entries > 0);
  const most = Math.max(0, ...felt.map((figures) => figures.entries));
  return felt.map((figures) => ({ ...figures, level: heatLevel(figures.entries, most) }));
}

/** The sensations of the rows, most often first, for the map's filter. */
export function sensationCounts(rows: readonly BodyMapRow[]): { sensation: string; entries: number }[] {
  const counts = new Map<string, number>();
  for (const row of rows) if (row.sensation) counts.set(row.sensation, (counts.get(row.sensation) ?? 0) + row.entries);
  return [...counts].map(([sensation, entries]) => ({ sensation, entries })).sort((a, b) => b.entries - a.entries || (a.sensation < b.sensation ? -1 : 1));
}

/** Where an entry was felt, as its card says it: 'Torso (left shoulder)', 'Head (eyes)', 'Arms'; null when not said. */
export function feltAtText({ body_region, specific_body_region, body_side }: FeltAt): string | null {
  if (!body_region) return null;
  const region = capitalised(body_region);
  return specific_body_region ? `${region} (${areaWords(body_region, specific_body_region, body_side)})` : region;
}

/** An area and its side within a sentence: 'left shoulder', 'chest, right side', 'wrists'. */
export function areaWords(region: BodyRegion, area: string, side: BodySide | null): string {
  const label = bodyPlaceLabel(region, area, side);
  return `${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}
