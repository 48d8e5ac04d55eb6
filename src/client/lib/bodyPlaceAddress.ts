import { BODY_PLACE_KEYS } from '../../shared/domain/body-map';
import { SENSATIONS } from '../../shared/domain/entries';
import type { BodyPlaceFilter } from '../../shared/schemas/body-map';

/**
 * Issue 38: a place chosen on the body map, kept in the address as the calendar's day is
 * (/?view=body-map&body=torso.shoulders.left&from=…&to=…&sensation=pain), so the feed reads it
 * and Back undoes it. The shape alone is checked here; the server checks the rest.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PARAMS = ['body', 'from', 'to', 'sensation'] as const;

export function readBodyPlace(search: string): BodyPlaceFilter | null {
  const params = new URLSearchParams(search);
  const [place, from, to, sensation] = PARAMS.map((name) => params.get(name));
  if (!place || !(BODY_PLACE_KEYS as readonly string[]).includes(place) || !from || !to || !DAY.test(from) || !DAY.test(to)) return null;
  const known = SENSATIONS.find((each) => each === sensation) ?? null;
  return { place, from, to, sensation: known };
}

/** The address's search with the place chosen, or with none (null), the other parameters kept. */
export function withBodyPlace(search: string, filter: BodyPlaceFilter | null): string {
  const params = new URLSearchParams(search);
  for (const name of PARAMS) params.delete(name);
  if (filter) {
    params.set('body', filter.place);
    params.set('from', filter.from);
    params.set('to', filter.to);
    if (filter.sensation) params.set('sensation', filter.sensation);
  }
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
