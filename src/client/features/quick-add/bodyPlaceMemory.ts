import { BODY_SIDES, type FeltAt, takesSide } from '../../../shared/domain/body-map';
import { BODY_REGIONS, isSpecificRegionOf } from '../../../shared/domain/entries';

/**
 * Issue 38: where each quick-add button's sensation was last felt, kept in this browser as the
 * button's default, per journal (two people on one browser do not see each other's).
 */
const storageKey = (profileId: string, buttonId: string) => `attune.bodyPlace.${profileId}.${buttonId}`;

const isFeltAt = (value: unknown): value is FeltAt => {
  const felt = value as Partial<FeltAt> | null;
  if (!felt || !BODY_REGIONS.includes(felt.body_region as never)) return false;
  const area = felt.specific_body_region ?? null;
  const side = felt.body_side ?? null;
  if (area !== null && !isSpecificRegionOf(felt.body_region!, area)) return false;
  return side === null || (BODY_SIDES.includes(side) && takesSide(area));
};

export function rememberedPlace(profileId: string, buttonId: string): FeltAt | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(profileId, buttonId)) ?? 'null');
    return isFeltAt(stored) ? { body_region: stored.body_region, specific_body_region: stored.specific_body_region ?? null, body_side: stored.body_side ?? null } : null;
  } catch {
    return null;
  }
}

export function rememberPlace(profileId: string, buttonId: string, felt: FeltAt) {
  try {
    localStorage.setItem(storageKey(profileId, buttonId), JSON.stringify(felt));
  } catch {
    // private windows may refuse storage; the default is a convenience
  }
}
