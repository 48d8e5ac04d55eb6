import { effectiveButtons } from '../../shared/domain/quick-add';
import { saveQuickAddButtonsInput } from '../../shared/schemas/quick-add';
import { authedProcedure, router } from '../trpc';

/** Per-account settings (journal-core 3: quick-add buttons live with the account). */
export const preferencesRouter = router({
  quickAddButtons: authedProcedure.query(async ({ ctx }) => {
    const row = await ctx.db.selectFrom('users').select('quick_add_buttons').where('id', '=', ctx.user.id).executeTakeFirstOrThrow();
    return effectiveButtons(row.quick_add_buttons);
  }),

  saveQuickAddButtons: authedProcedure.input(saveQuickAddButtonsInput).mutation(async ({ ctx, input }) => {
    await ctx.db
      .updateTable('users')
      .set({ quick_add_buttons: JSON.stringify(input.buttons) })
      .where('id', '=', ctx.user.id)
      .execute();
    return effectiveButtons(input.buttons);
  }),
});
