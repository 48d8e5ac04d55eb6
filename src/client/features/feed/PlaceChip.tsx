import { PersonStanding } from 'lucide-react';
import { bodyPlaceByKey } from '../../../shared/domain/body-map';
import { shortDay } from '../../../shared/domain/calendar-labels';
import type { BodyPlaceFilter } from '../../../shared/schemas/body-map';
import { FeedFilterChip } from './FeedFilterChip';

/** Says that the feed shows the sensations felt at a place chosen on the body map. */
export function PlaceChip({ place, onRemove }: { place: BodyPlaceFilter; onRemove: () => void }) {
  const label = bodyPlaceByKey(place.place)?.label ?? place.place;
  return (
    <FeedFilterChip icon={<PersonStanding aria-hidden className="size-4 shrink-0" />} className="bg-amber-50 text-amber-950" removeLabel="Show every entry" onRemove={onRemove}>
      Showing {place.sensation ?? 'sensations'} felt at: {label}, {shortDay(place.from)} to {shortDay(place.to)}
    </FeedFilterChip>
  );
}
