import { isPublicPushEndpoint } from '../../shared/domain/reminders';
import { pushSubscriptionInput, removePushSubscriptionInput, saveRemindersInput } from '../../shared/schemas/reminders';
import { removePushSubscription, savePushSubscription } from '../db/push-subscriptions';
import { DomainError } from '../domain-error';
import { readReminders, saveReminders } from '../services/reminders/reminder-settings';
import { authedProcedure, router } from '../trpc';

export const PUSH_UNAVAILABLE_MESSAGE = 'Notifications are not set up on this server. Email reminders still work.';
const PUSH_ENDPOINT_MESSAGE = 'This browser gave notification details that cannot be used. Please try again.';

/** Issue 37: reminders at the times a person chooses, by Web Push and/or email. */
export const remindersRouter = router({
  get: authedProcedure.query(({ ctx }) => readReminders(ctx.db, ctx.user, ctx.push, ctx.mailer.kind !== 'unconfigured')),

  save: authedProcedure.input(saveRemindersInput).mutation(async ({ ctx, input }) => {
    await saveReminders(ctx.db, ctx.user, input);
    return readReminders(ctx.db, ctx.user, ctx.push, ctx.mailer.kind !== 'unconfigured');
  }),

  /** This browser takes notifications for the signed-in account. */
  subscribeDevice: authedProcedure.input(pushSubscriptionInput).mutation(async ({ ctx, input }) => {
    if (!ctx.push) throw new DomainError('PRECONDITION_FAILED', PUSH_UNAVAILABLE_MESSAGE);
    if (ctx.config.environment === 'production' && !isPublicPushEndpoint(input.endpoint)) throw new DomainError('BAD_REQUEST', PUSH_ENDPOINT_MESSAGE);
    await savePushSubscription(ctx.db, ctx.user.id, input);
    return { subscribed: true };
  }),

  unsubscribeDevice: authedProcedure.input(removePushSubscriptionInput).mutation(async ({ ctx, input }) => {
    await removePushSubscription(ctx.db, ctx.user.id, input.endpoint);
    return { subscribed: false };
  }),
});
