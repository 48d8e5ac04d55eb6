import { initTRPC, TRPCError } from '@trpc/server';
import { z } from 'zod';
import { type AccessLevel, grantsAccess } from '../shared/domain/access';
import type { Context } from './context';
import { findProfileAccess } from './db/profile-access';
import { formatError } from './trpc-errors';

const t = initTRPC.context<Context>().create({
  isDev: false,
  errorFormatter: ({ shape, error, ctx }) => formatError({ shape, error, requestId: ctx?.requestId ?? null }),
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

/** A procedure for signed-in accounts; `ctx.user` is non-null inside it. */
export const authedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  return next({ ctx: { user: ctx.user, session: ctx.session } });
});

/**
 * A procedure on one data profile (`input.profileId`) that needs at least `level` there.
 * A profile the account cannot see answers NOT_FOUND, exactly like one that does not exist.
 */
export function profileProcedure(level: AccessLevel) {
  return authedProcedure.input(z.object({ profileId: z.uuid('Choose a valid profile.') })).use(async ({ ctx, input, next }) => {
    const access = await findProfileAccess(ctx.db, ctx.user.id, input.profileId);
    if (!access) throw new TRPCError({ code: 'NOT_FOUND', message: 'Profile not found.' });
    if (!grantsAccess(access, level)) {
      throw new TRPCError({ code: 'FORBIDDEN', message: `This needs ${level} access to the profile.` });
    }
    return next({ ctx: { profile: { id: input.profileId, access } } });
  });
}
