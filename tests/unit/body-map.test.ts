import { describe, expect, it } from 'vitest';
import {
  BODY_PLACES,
  bodyMapFigures,
  bodyPlaceByKey,
  bodyPlaceLabel,
  feltAtText,
  type BodyMapRow,
  heatLevel,
  isFeltAt,
  regionOfArea,
  sensationCounts,
  takesSide,
} from '../../src/shared/domain/body-map';
import { BODY_REGIONS, SPECIFIC_BODY_REGIONS } from '../../src/shared/domain/entries';
import { newEntrySchema } from '../../src/shared/schemas/entries';
import { centreOf, FIGURE_WIDTH, placesOf } from '../../src/client/features/body-map/figureShapes';

const felt = (body_region: BodyMapRow['body_region'], specific_body_region: string | null, body_side: BodyMapRow['body_side'] = null) => ({ body_region, specific_body_region, body_side });
const place = (key: string) => bodyPlaceByKey(key)!;

describe('the region model: the spec’s 25 areas under its four regions, and a side', () => {
  it('keeps every specific area under its region, 25 in all', () => {
    const areas = BODY_REGIONS.flatMap((region) => SPECIFIC_BODY_REGIONS[region]);
    expect(areas).toHaveLength(25);
    for (const region of BODY_REGIONS) for (const area of SPECIFIC_BODY_REGIONS[region]) expect(regionOfArea(area)).toBe(region);
    expect(regionOfArea('forehead')).toBeNull();
  });

  it('offers a side where a person would say one, and none on the midline', () => {
    expect(['shoulders', 'knees', 'eyes', 'chest', 'back', 'fingers', 'toes'].every(takesSide)).toBe(true);
    expect(['nose', 'mouth', 'throat', 'neck', 'face', 'scalp', 'forehead', null].some(takesSide)).toBe(false);
  });

  it('draws each sided area as a left and a right place, the others once, then the four regions: 44 places on the figure', () => {
    const onFigure = BODY_PLACES.filter((each) => each.area !== null);
    expect(onFigure).toHaveLength(19 * 2 + 6);
    expect(BODY_PLACES.filter((each) => each.area === null).map((each) => each.key)).toEqual(['head', 'torso', 'arms', 'legs']);
    expect(new Set(BODY_PLACES.map((each) => each.key)).size).toBe(BODY_PLACES.length);
    expect(place('torso.shoulders.left')).toMatchObject({ region: 'torso', area: 'shoulders', side: 'left', label: 'Left shoulder' });
  });

  it('says the place as a person would', () => {
    expect(bodyPlaceLabel('torso', 'shoulders', 'left')).toBe('Left shoulder');
    expect(bodyPlaceLabel('legs', 'knees', 'both')).toBe('Both knees');
    expect(bodyPlaceLabel('legs', 'feet', 'right')).toBe('Right foot');
    expect(bodyPlaceLabel('torso', 'chest', 'left')).toBe('Chest, left side');
    expect(bodyPlaceLabel('arms', 'fingers', 'right')).toBe('Fingers, right hand');
    expect(bodyPlaceLabel('legs', 'toes', 'both')).toBe('Toes, both feet');
    expect(bodyPlaceLabel('head', 'throat', null)).toBe('Throat');
    expect(bodyPlaceLabel('arms', null, null)).toBe('Arms');
    expect(feltAtText(felt('torso', 'shoulders', 'left'))).toBe('Torso (left shoulder)');
    expect(feltAtText(felt('head', 'eyes'))).toBe('Head (eyes)');
    expect(feltAtText(felt('arms', null))).toBe('Arms');
    expect(feltAtText(felt(null, null))).toBeNull();
  });

  it('shows a sensation on its side, on both sides when felt on both or on no side given, and a region’s entries without an area at the region', () => {
    const left = place('torso.shoulders.left');
    const right = place('torso.shoulders.right');
    expect([isFeltAt(left, felt('torso', 'shoulders', 'left')), isFeltAt(right, felt('torso', 'shoulders', 'left'))]).toEqual([true, false]);
    expect([isFeltAt(left, felt('torso', 'shoulders', 'both')), isFeltAt(right, felt('torso', 'shoulders', 'both'))]).toEqual([true, true]);
    expect([isFeltAt(left, felt('torso', 'shoulders')), isFeltAt(right, felt('torso', 'shoulders'))]).toEqual([true, true]);
    expect(isFeltAt(place('torso'), felt('torso', null))).toBe(true);
    expect(isFeltAt(place('torso'), felt('torso', 'shoulders'))).toBe(false);
    // an area of an older export outside the list stays with its region
    expect(isFeltAt(place('head'), felt('head', 'forehead'))).toBe(true);
    expect(isFeltAt(place('head.throat'), felt('head', 'throat', null))).toBe(true);
  });

  it('accepts a side only for an area with sides', () => {
    const entry = (fields: Record<string, unknown>) => newEntrySchema.safeParse({ type: 'physical', sensation: 'pain', intensity: 8, ...fields });
    expect(entry({ body_region: 'torso', specific_body_region: 'shoulders', body_side: 'left' }).data).toMatchObject({ body_side: 'left' });
    expect(entry({ body_region: 'torso', specific_body_region: 'shoulders' }).data).toMatchObject({ body_side: null });
    expect(entry({ body_region: 'head', specific_body_region: 'nose', body_side: 'left' }).error?.issues[0]?.message).toBe(
      'A side can be given only for an area with sides, such as a shoulder or a knee.',
    );
    expect(entry({ body_region: 'arms', body_side: 'right' }).success).toBe(false);
    expect(entry({ body_region: 'arms', specific_body_region: 'hands', body_side: 'middle' }).error?.issues[0]?.message).toBe('Side must be left, right or both.');
  });
});

describe('the body map’s figures', () => {
  const row = (at: ReturnType<typeof felt>, sensation: string, entries: number, intensities: number[]): BodyMapRow => ({
    ...at,
    sensation,
    entries,
    rated: intensities.length,
    intensitySum: intensities.reduce((sum, value) => sum + value, 0),
  });

  it('counts each place, its mean intensity and its heat level against the place felt most', () => {
    const figures = bodyMapFigures([
      row(felt('torso', 'shoulders', 'left'), 'pain', 3, [8, 6, 7]),
      row(felt('torso', 'shoulders', 'both'), 'pain', 1, [2]),
      row(felt('legs', 'knees', 'right'), 'itching', 1, []),
      row(felt('arms', null), 'pain', 2, [5, 5]),
      row(felt(null, null), 'pain', 4, [9, 9, 9, 9]),
    ]);
    expect(figures).toEqual([
      { key: 'torso.shoulders.left', label: 'Left shoulder', entries: 4, meanIntensity: 5.8, level: 4 },
      { key: 'torso.shoulders.right', label: 'Right shoulder', entries: 1, meanIntensity: 2, level: 1 },
      { key: 'legs.knees.right', label: 'Right knee', entries: 1, meanIntensity: null, level: 1 },
      { key: 'arms', label: 'Arms, no area given', entries: 2, meanIntensity: 5, level: 2 },
    ]);
  });

  it('has four heat levels, none for a place not felt', () => {
    expect([0, 1, 2, 3, 4, 5, 8].map((entries) => heatLevel(entries, 8))).toEqual([0, 1, 1, 2, 2, 3, 4]);
    expect(heatLevel(1, 1)).toBe(4);
  });

  it('lists the sensations, most often first', () => {
    expect(sensationCounts([row(felt('arms', null), 'pain', 2, []), row(felt(null, null), 'itching', 3, []), row(felt('legs', null), 'pain', 2, [])])).toEqual([
      { sensation: 'pain', entries: 4 },
      { sensation: 'itching', entries: 3 },
    ]);
  });
});

describe('the figure drawn for the map', () => {
  const drawn = [...placesOf('front'), ...placesOf('back')];

  it('draws each of the 44 places once, in one view or the other', () => {
    expect(drawn.map(({ place }) => place.key).sort()).toEqual(BODY_PLACES.filter((each) => each.area).map((each) => each.key).sort());
    expect(placesOf('back').map(({ place }) => place.area)).toEqual(['scalp', 'neck', 'back', 'back', 'elbows', 'elbows', 'calves', 'calves']);
  });

  it('puts a person’s left on the viewer’s right in front, and on the viewer’s left from behind', () => {
    const x = (key: string) => centreOf(drawn.find(({ place }) => place.key === key)!.shape).x;
    expect(x('torso.shoulders.left')).toBeGreaterThan(FIGURE_WIDTH / 2);
    expect(x('torso.shoulders.right')).toBeLessThan(FIGURE_WIDTH / 2);
    expect(x('arms.elbows.left')).toBeLessThan(FIGURE_WIDTH / 2);
    expect(x('torso.back.right')).toBeGreaterThan(FIGURE_WIDTH / 2);
    expect(x('head.nose')).toBe(FIGURE_WIDTH / 2);
  });
});
