import { Suspense } from 'react';
import { bodyPlaceLabel, type FeltAt } from '../../../../shared/domain/body-map';
import { BODY_REGIONS, type BodyRegion } from '../../../../shared/domain/entries';
import { tagLabel } from '../../../../shared/domain/entry-display';
import { lazyWithPreload } from '../../../lib/lazyWithPreload';
import { ChoiceTiles } from '../../../ui/ChoiceTiles';
import { rememberedPlace, rememberPlace } from '../bodyPlaceMemory';

// The figure comes in its own chunk, fetched when the step is first shown (or earlier, when idle).
export const BodyPicker = lazyWithPreload(() => import('../../body-map/BodyPicker'), 'BodyPicker');

const REGIONS = Object.fromEntries(BODY_REGIONS.map((region) => [region, tagLabel(region)]));
const SECONDARY = 'min-h-11 rounded-full px-4 text-sm font-semibold text-teal-800 ring-1 ring-teal-700/40 hover:bg-teal-50';

/**
 * Issue 38: 'Where do you feel it?' on the body map; the four regions stay below it, focused
 * first as before, the quick path for the keyboard and screen readers. The question can be skipped, and the button's last
 * place is offered as its default.
 */
export function BodyRegionStep({ memory, answered, onAnswer }: { memory: { profileId: string; buttonId: string } | null; answered: FeltAt; onAnswer: (felt: FeltAt | null) => void }) {
  const remembered = memory ? rememberedPlace(memory.profileId, memory.buttonId) : null;
  const answer = (felt: FeltAt | null) => {
    if (felt && memory) rememberPlace(memory.profileId, memory.buttonId, felt);
    onAnswer(felt);
  };
  const region = (value: string) => answer({ body_region: value as BodyRegion, specific_body_region: null, body_side: null });
  return (
    <div className="space-y-4">
      <h3 className="text-center text-lg font-semibold text-slate-800">Where do you feel it?</h3>
      {remembered && (
        <div className="flex justify-center">
          <button type="button" autoFocus onClick={() => answer(remembered)} className="min-h-11 rounded-full bg-teal-700 px-4 text-sm font-semibold text-white hover:bg-teal-800">
            Same as last time: {bodyPlaceLabel(remembered.body_region!, remembered.specific_body_region, remembered.body_side)}
          </button>
        </div>
      )}
      <Suspense fallback={<div className="mx-auto aspect-[3/4] max-w-xs" />}>
        <BodyPicker initial={answered.specific_body_region ? answered : null} onChoose={answer} />
      </Suspense>
      <p className="text-center text-sm text-slate-600">
        Or just the region:
      </p>
      {/* first in the focus order when no default is offered, as the region step always was */}
      <ChoiceTiles label="Body region" options={REGIONS} selected={answered.specific_body_region ? null : answered.body_region} onChoose={region} autoFocus={!remembered} />
      <div className="flex justify-center">
        <button type="button" onClick={() => onAnswer(null)} className={SECONDARY}>
          Skip
        </button>
      </div>
    </div>
  );
}
