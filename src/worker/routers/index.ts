import { router } from '../trpc';
import { authRouter } from './auth';
import { onboardingRouter } from './onboarding';
import { profilesRouter } from './profiles';
import { systemRouter } from './system';

export const appRouter = router({
  auth: authRouter,
  onboarding: onboardingRouter,
  profiles: profilesRouter,
  system: systemRouter,
});

export type AppRouter = typeof appRouter;
