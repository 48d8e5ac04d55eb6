import { effectiveButtons } from '../../shared/domain/quick-add';
import { saveQuickAddButtonsInput } from '../../shared/schemas/quick-add';
import { saveTimeZoneInput } from '../../shared/schemas/account';
import { findQuickAddButtons, saveQuickAddButtons } from '../db/users';
import { changeTimeZone } from '../services/reminders/reminder-settings';
import { authedProcedure, router } from '../trpc';

/** Per-account settings (journal-core 3: quick-add buttons live with the account). */
export const preferencesRouter = router({
  quickAddButtons: authedProcedure.query(async ({ ctx }) => effectiveButtons(await findQuickAddButtons(ctx.db, ctx.user.id))),

  saveQuickAddButtons: authedProcedure.input(saveQuickAddButtonsInput).mutation(async ({ ctx, input }) => {
    await saveQuickAddButtons(ctx.db, ctx.user.id, input.buttons);
    return effectiveButtons(input.buttons);
  }),

  /** Issue 36: the zone every day of the app is read in, for this account and the journals it reads; its reminders follow (issue 37). */
  saveTimeZone: authedProcedure.input(saveTimeZoneInput).mutation(async ({ ctx, input }) => {
    await changeTimeZone(ctx.db, ctx.user.id, input.timeZone);
    return { timeZone: input.timeZone };
  }),
});
