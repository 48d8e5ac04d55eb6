import type { RouterOutputs } from '../../lib/trpc';

type SessionUser = NonNullable<RouterOutputs['auth']['session']['user']>;

/** Where a signed-in account belongs (spec 4.2): the app once onboarding is done, else onboarding. */
export function destinationFor(user: SessionUser, pendingInviteType: string | null): string {
  if (pendingInviteType === 'hoh-invite') return '/onboarding';
  return user.onboardingCompleted ? '/' : '/onboarding';
}
