import { createCallerFactory, router } from '../trpc';
import { accountRouter } from './account';
import { affirmationsRouter } from './affirmations';
import { authRouter } from './auth';
import { billingRouter } from './billing';
import { entriesRouter } from './entries';
import { exerciseRouter } from './exercise';
import { insightsRouter } from './insights';
import { invitationsRouter } from './invitations';
import { onboardingRouter } from './onboarding';
import { patternsRouter } from './patterns';
import { preferencesRouter } from './preferences';
import { profilesRouter } from './profiles';
import { remindersRouter } from './reminders';
import { sharingRouter } from './sharing';
import { systemRouter } from './system';

export const appRouter = router({
  account: accountRouter,
  affirmations: affirmationsRouter,
  auth: authRouter,
  billing: billingRouter,
  entries: entriesRouter,
  exercise: exerciseRouter,
  insights: insightsRouter,
  invitations: invitationsRouter,
  onboarding: onboardingRouter,
  patterns: patternsRouter,
  preferences: preferencesRouter,
  profiles: profilesRouter,
  reminders: remindersRouter,
  sharing: sharingRouter,
  system: systemRouter,
});

export type AppRouter = typeof appRouter;

/** Calls procedures in-process, without HTTP: `createCaller(createContextInner(...))`. */
export const createCaller = createCallerFactory(appRouter);
