import { createCallerFactory, router } from '../trpc';
import { affirmationsRouter } from './affirmations';
import { authRouter } from './auth';
import { entriesRouter } from './entries';
import { onboardingRouter } from './onboarding';
import { preferencesRouter } from './preferences';
import { profilesRouter } from './profiles';
import { systemRouter } from './system';

export const appRouter = router({
  affirmations: affirmationsRouter,
  auth: authRouter,
  entries: entriesRouter,
  onboarding: onboardingRouter,
  preferences: preferencesRouter,
  profiles: profilesRouter,
  system: systemRouter,
});

export type AppRouter = typeof appRouter;

/** Calls procedures in-process, without HTTP: `createCaller(createContextInner(...))`. */
export const createCaller = createCallerFactory(appRouter);
