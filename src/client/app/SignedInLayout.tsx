import { useEffect } from 'react';
import { Outlet } from '../lib/router';
import { UserMenu } from '../features/auth/UserMenu';
import { useSession } from '../features/auth/useSession';
import { useDetectTimeZone } from '../features/auth/useTimeZone';
import { ProTag } from '../features/billing/ProTag';
import { BrandHomeLink } from '../features/brand/BrandHomeLink';
import { OfflineBanner } from '../features/connection/OfflineBanner';
import { ExerciseButton } from '../features/exercise/ExerciseButton';
import { useEntryQueue } from '../features/offline/pendingEntries';
import { InviteButton } from '../features/profiles/InviteButton';
import { VolumeControl } from '../features/sound/VolumeControl';
import { RecentFeelingsAura } from '../features/timeline/RecentFeelingsAura';
import { preloadUnlessKeptOffline } from '../lib/keptOffline';
import { AppHeader } from '../ui/AppHeader';
import { LoadedToaster } from '../ui/LazyToaster';
import { PatternLinks } from './PatternLinks';

/** The header of the signed-in app above its page. */
export function SignedInLayout() {
  // Toasts come with the first one, which may say the network has gone.
  useEffect(() => preloadUnlessKeptOffline(LoadedToaster.preload), []);
  useDetectTimeZone();
  useEntryQueue(useSession().data?.user?.id ?? null);
  return (
    <>
      <AppHeader
        brand={
          <>
            <BrandHomeLink />
            <ProTag />
          </>
        }
      >
        <RecentFeelingsAura />
        <PatternLinks />
        <ExerciseButton />
        <InviteButton />
        <VolumeControl />
        <UserMenu />
      </AppHeader>
      <OfflineBanner />
      <Outlet />
    </>
  );
}
