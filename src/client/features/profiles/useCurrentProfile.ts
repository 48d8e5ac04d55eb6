import { useEffect } from 'react';
import { trpc } from '../../lib/trpc';
import { pickProfile } from '../../../shared/domain/profile-selection';
import { lastShownProfile, profileSelection, useSelectedProfileId } from './profileSelection';

/**
 * The profile the journal shows (spec 4.4) and the way to change it. The journal's queries are
 * keyed by profile id, so the new profile's entries and timeline load by themselves; the quick-add
 * buttons are asked for again, as the spec has it.
 */
export function useCurrentProfile() {
  const profiles = trpc.profiles.list.useQuery();
  const utils = trpc.useUtils();
  const storedId = useSelectedProfileId();
  const profile = pickProfile(profiles.data ?? [], storedId);
  useEffect(() => {
    if (profile) lastShownProfile.remember(profile.id);
  }, [profile]);
  const select = (profileId: string) => {
    if (profileId === profile?.id) return;
    profileSelection.set(profileId);
    void utils.preferences.quickAddButtons.invalidate();
  };
  return { ...profiles, profile, select };
}

export type CurrentProfile = NonNullable<ReturnType<typeof useCurrentProfile>['profile']>;
