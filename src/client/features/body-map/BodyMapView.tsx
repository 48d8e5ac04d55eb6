import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type BodyPlace, bodyPlaceByKey, HEAT_LEVELS } from '../../../shared/domain/body-map';
import { addDays } from '../../../shared/domain/calendar-days';
import { shortDay } from '../../../shared/domain/calendar-labels';
import { type Sensation } from '../../../shared/domain/entries';
import { tagLabel } from '../../../shared/domain/entry-display';
import { calendarDayOf } from '../../../shared/domain/zoned-time';
import { readBodyPlace, withBodyPlace } from '../../lib/bodyPlaceAddress';
import { useLocation, useNavigate } from '../../lib/router';
import { trpc } from '../../lib/trpc';
import { FIELD_CLASS, LABEL_CLASS } from '../../ui/fieldStyles';
import { PanelStatus } from '../../ui/PanelStatus';
import { PressedButtons } from '../../ui/PressedButtons';
import { useTimeZone } from '../auth/useTimeZone';
import { BodyFigure, type PlaceHeat } from './BodyFigure';
import { BodyMapTable, meanText } from './BodyMapTable';
import { HeatLegend } from './HeatLegend';

const RANGES = [7, 30, 90].map((days) => ({ label: `${days} days`, value: days }));
const CHIP =
  'relative min-h-9 rounded-full border border-slate-200 px-3.5 text-sm font-medium text-slate-700 hover:bg-slate-50 aria-pressed:border-teal-700 aria-pressed:bg-teal-700 aria-pressed:text-white max-md:tap-target';

/**
 * Issue 38, beside the timeline: where sensations were felt over the last 7, 30 or 90 days in the
 * account's zone, of one sensation or all. A place's colour and pattern say how often, its dot how
 * intensely; the table says the same in figures. Choosing a place narrows the feed to it.
 */
export function BodyMapView({ profileId }: { profileId: string }) {
  const id = useId();
  const timeZone = useTimeZone();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const chosen = readBodyPlace(search);
  const [days, setDays] = useState(chosen ? 0 : 30);
  const [sensation, setSensation] = useState<Sensation | null>(chosen?.sensation ?? null);
  const today = calendarDayOf(new Date(), timeZone);
  // A place chosen before (the address) keeps its range until another range is chosen.
  const range = days === 0 && chosen ? { from: chosen.from, to: chosen.to } : { from: addDays(today, 1 - (days || 30)), to: today };
  const map = trpc.patterns.bodyMap.useQuery({ profileId, ...range, sensation }, { staleTime: 30_000, placeholderData: keepPreviousData });
  const data = map.data;

  const choose = (key: string) => {
    const again = chosen?.place === key && chosen.from === range.from && chosen.to === range.to && chosen.sensation === sensation;
    void navigate(`${pathname}${withBodyPlace(search, again ? null : { place: key, ...range, sensation })}`);
  };
  if (!data) return <PanelStatus failed={map.isError} loading="Loading the body map..." failure="Could not load the body map. Please try again." />;

  const heat = new Map<string, PlaceHeat>(data.places.map((place) => [place.key, place]));
  const figures = new Map(data.places.map((place) => [place.key, place]));
  const describe = (place: BodyPlace) => {
    const felt = figures.get(place.key);
    return felt ? `${place.label}: ${felt.entries} ${felt.entries === 1 ? 'time' : 'times'}, mean intensity ${meanText(felt.meanIntensity)}, ${HEAT_LEVELS[felt.level - 1]!.toLowerCase()}` : `${place.label}: not felt`;
  };
  const selected = new Set(chosen ? [chosen.place] : []);
  const regionsWithoutArea = data.places.filter((place) => !bodyPlaceByKey(place.key)?.area);
  const what = sensation ? tagLabel(sensation) : 'Sensations';
  const span = `${shortDay(range.from)} to ${shortDay(range.to)}`;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <PressedButtons label="Range" options={RANGES} value={days || (chosen ? undefined : 30)} onChange={setDays} className="flex gap-2" buttonClassName={CHIP} />
        <div className="space-y-1">
          <label htmlFor={`${id}-sensation`} className={LABEL_CLASS}>
            Sensation
          </label>
          <select id={`${id}-sensation`} value={sensation ?? ''} onChange={(event) => setSensation((event.target.value || null) as Sensation | null)} className={`${FIELD_CLASS} min-w-40`}>
            <option value="">All sensations</option>
            {[...data.sensations, ...(sensation && !data.sensations.some((each) => each.sensation === sensation) ? [{ sensation, entries: 0 }] : [])].map((each) => (
              <option key={each.sensation} value={each.sensation}>
                {tagLabel(each.sensation)} ({each.entries})
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="text-sm text-slate-600">
        {what}, {span}: {data.entries} logged{data.unplaced > 0 && `, ${data.unplaced} without saying where`}. Choose a place to see its entries in the feed.
      </p>
      <div className="mx-auto grid max-w-sm grid-cols-2 gap-6">
        <BodyFigure view="front" heat={heat} selected={selected} onChoose={(place) => choose(place.key)} describe={describe} label="Front of the body: where sensations were felt" />
        <BodyFigure view="back" heat={heat} selected={selected} onChoose={(place) => choose(place.key)} describe={describe} label="Back of the body: where sensations were felt" />
      </div>
      {regionsWithoutArea.length > 0 && (
        <div role="group" aria-label="Regions given without an area" className="flex flex-wrap justify-center gap-2">
          {regionsWithoutArea.map((place) => (
            <button key={place.key} type="button" aria-pressed={chosen?.place === place.key} onClick={() => choose(place.key)} className={CHIP}>
              {place.label}: {place.entries}
            </button>
          ))}
        </div>
      )}
      {data.places.length > 0 ? (
        <>
          <HeatLegend most={Math.max(...data.places.map((place) => place.entries))} />
          <BodyMapTable caption={`Where ${what.toLowerCase()} were felt, ${span}`} places={data.places} chosen={chosen?.place ?? null} onChoose={choose} />
        </>
      ) : (
        <p className="rounded-2xl border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">No sensation was logged with a place in these days.</p>
      )}
    </div>
  );
}
