import { useEffect } from 'react';
import { UserMenu } from '../auth/UserMenu';
import { BrandHomeLink } from '../brand/BrandHomeLink';
import { preloadWhenIdle } from '../../lib/lazyWithPreload';
import { AppHeader } from '../../ui/AppHeader';
import { CountryCombobox } from './controls/LazyCountryControl';
import { OnboardingFlow } from './OnboardingFlow';

/** The signed-in stage of onboarding: the header with the account menu above the questions. */
export function QuestionsStage() {
  useEffect(() => preloadWhenIdle(CountryCombobox.preload), []);
  return (
    <>
      <AppHeader brand={<BrandHomeLink />}>
        <UserMenu />
      </AppHeader>
      <OnboardingFlow />
    </>
  );
}
