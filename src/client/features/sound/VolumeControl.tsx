import * as Popover from '@radix-ui/react-popover';
import { Volume2, VolumeX } from 'lucide-react';
import { useVolume, volumeStore } from './volume';

/** Desktop: a popup slider (0-1 in steps of 0.05). Mobile: a mute toggle. */
export function VolumeControl() {
  const { volume } = useVolume();
  const Icon = volume === 0 ? VolumeX : Volume2;
  return (
    <>
      <button
        type="button"
        aria-label={volume === 0 ? 'Unmute sounds' : 'Mute sounds'}
        aria-pressed={volume === 0}
        onClick={volumeStore.toggleMute}
        className="inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 md:hidden"
      >
        <Icon aria-hidden className="size-5" />
      </button>
      <Popover.Root>
        <Popover.Trigger aria-label="Volume" className="hidden rounded-full p-2 text-slate-600 hover:bg-slate-100 md:inline-flex">
          <Icon aria-hidden className="size-5" />
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
    </>
  );
}
