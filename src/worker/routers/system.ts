import { sql } from 'kysely';
import { publicProcedure, router } from '../trpc';

export const systemRouter = router({
  /** What the welcome screen shows about this installation; also proves the database answers. */
  status: publicProcedure.query(async ({ ctx }) => {
    await sql`select 1`.execute(ctx.db);
    return { app: 'Attune', environment: ctx.config.environment, services: ctx.services };
  }),
});
