import * as Popover from '@radix-ui/react-popover';
import type { ReactNode } from 'react';
import type { PopupArrival } from '../../ui/DeferredPopup';
import { useVolume, volumeStore } from './volume';

/** Desktop: the popup slider (0-1 in steps of 0.05) under the volume button. */
export function VolumePopover({ arrival, triggerClass, icon }: { arrival: PopupArrival; triggerClass: string; icon: ReactNode }) {
  const { volume } = useVolume();
  return (
    <Popover.Root open={arrival.open} onOpenChange={arrival.onOpenChange}>
      <Popover.Trigger aria-label="Volume" className={triggerClass} autoFocus={arrival.autoFocus}>
        {icon}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content aria-label="Volume" sideOffset={8} className="z-50 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-200">
          <label className="flex items-center gap-3 text-sm font-medium text-slate-700">
            Volume
            <input
              type="range"
              min={0}
              max={1}
              step={0.05}
              value={volume}
              aria-valuetext={`${Math.round(volume * 100)}%`}
              onChange={(event) => volumeStore.set(Number(event.target.value))}
              className="w-40 accent-teal-700"
            />
          </label>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
