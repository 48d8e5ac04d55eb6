import { useState } from 'react';
import { type BodyPlace, bodyPlaceLabel, type BodySide, type FeltAt, takesSide } from '../../../shared/domain/body-map';
import type { BodyRegion } from '../../../shared/domain/entries';
import { PressedButtons } from '../../ui/PressedButtons';
import { BodyFigure } from './BodyFigure';

const SIDES = [
  { label: 'Left', value: 'left' },
  { label: 'Right', value: 'right' },
  { label: 'Both', value: 'both' },
] as const;

type Chosen = { region: BodyRegion; area: string; side: BodySide | null };

/** The keys of the places a choice covers: both sides of an area felt on both. */
function chosenKeys(chosen: Chosen | null): Set<string> {
  if (!chosen) return new Set();
  const base = `${chosen.region}.${chosen.area}`;
  if (!chosen.side) return new Set([base]);
  return new Set(chosen.side === 'both' ? [`${base}.left`, `${base}.right`] : [`${base}.${chosen.side}`]);
}

/**
 * Issue 38, quick add: the body figure, front and back; a tap (or Enter) on a place chooses it,
 * then its side can be changed (left, right or both) before 'Use this place' answers the question.
 */
export function BodyPicker({ initial, onChoose }: { initial: FeltAt | null; onChoose: (felt: FeltAt) => void }) {
  const [chosen, setChosen] = useState<Chosen | null>(
    initial?.body_region && initial.specific_body_region ? { region: initial.body_region, area: initial.specific_body_region, side: initial.body_side } : null,
  );
  const choose = (place: BodyPlace) => place.area && setChosen({ region: place.region, area: place.area, side: place.side });
  const selected = chosenKeys(chosen);
  return (
    <div className="space-y-3">
      <div className="mx-auto grid max-w-xs grid-cols-2 gap-4">
        <BodyFigure view="front" selected={selected} onChoose={choose} label="Front of the body: choose where you feel it" />
        <BodyFigure view="back" selected={selected} onChoose={choose} label="Back of the body: choose where you feel it" />
      </div>
      {chosen && (
        <div className="flex flex-wrap items-center justify-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-slate-200">
          <p aria-live="polite" className="font-semibold text-slate-800">
            {bodyPlaceLabel(chosen.region, chosen.area, chosen.side)}
          </p>
          {takesSide(chosen.area) && (
            <PressedButtons
              label="Side"
              options={SIDES}
              value={chosen.side ?? undefined}
              onChange={(side) => setChosen({ ...chosen, side })}
              className="flex gap-1"
              buttonClassName="min-h-11 rounded-full border border-slate-200 px-3 text-sm font-medium text-slate-700 hover:bg-slate-50 aria-pressed:border-teal-700 aria-pressed:bg-teal-700 aria-pressed:text-white md:min-h-9"
            />
          )}
          <button
            type="button"
            onClick={() => onChoose({ body_region: chosen.region, specific_body_region: chosen.area, body_side: chosen.side })}
            className="min-h-11 rounded-full bg-teal-700 px-4 text-sm font-semibold text-white hover:bg-teal-800 md:min-h-9"
          >
            Use this place
          </button>
        </div>
      )}
    </div>
  );
}
