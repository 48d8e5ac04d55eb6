import { BODY_PLACES, type FeltAt, isFeltAt } from '../../../shared/domain/body-map';
import { BodyFigure } from './BodyFigure';
import { viewOf } from './figureShapes';

/**
 * Issue 38: where an entry was felt, marked on a small figure (the view that shows it); a region
 * given without an area marks the whole region. A picture only: the words beside it say the same.
 */
export function SmallBodyMap({ felt, className }: { felt: FeltAt; className?: string }) {
  const exact = BODY_PLACES.filter((place) => place.area !== null && isFeltAt(place, felt));
  const places = exact.length > 0 ? exact : BODY_PLACES.filter((place) => place.area !== null && place.region === felt.body_region);
  if (places.length === 0) return null;
  return (
    <div aria-hidden className={className}>
      <BodyFigure view={viewOf(places[0]!)} marked={new Set(places.map((place) => place.key))} compact />
    </div>
  );
}
