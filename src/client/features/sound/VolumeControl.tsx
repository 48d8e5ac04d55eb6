import { Volume2, VolumeX } from 'lucide-react';
import { lazyWithPreload } from '../../lib/lazyWithPreload';
import { DeferredPopup } from '../../ui/DeferredPopup';
import { useVolume, volumeStore } from './volume';

const VolumePopover = lazyWithPreload(() => import('./VolumePopover'), 'VolumePopover');

const POPUP_TRIGGER = 'hidden rounded-full p-2 text-slate-600 hover:bg-slate-100 md:inline-flex';

/** Desktop: a popup slider (0-1 in steps of 0.05), its Radix code after the first view. Mobile: a mute toggle. */
export function VolumeControl() {
  const { volume } = useVolume();
  const Icon = volume === 0 ? VolumeX : Volume2;
  const icon = <Icon aria-hidden className="size-5" />;
  return (
    <>
      <button
        type="button"
        aria-label={volume === 0 ? 'Unmute sounds' : 'Mute sounds'}
        aria-pressed={volume === 0}
        onClick={volumeStore.toggleMute}
        className="inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 md:hidden"
      >
        {icon}
      </button>
      <DeferredPopup
        placeholder={(props) => (
          <button {...props} aria-label="Volume" aria-haspopup="dialog" data-state="closed" className={POPUP_TRIGGER}>
            {icon}
          </button>
        )}
        popup={(arrival) => <VolumePopover arrival={arrival} triggerClass={POPUP_TRIGGER} icon={icon} />}
        preload={VolumePopover.preload}
      />
    </>
  );
}
