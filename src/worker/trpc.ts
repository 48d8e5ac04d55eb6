import { initTRPC, TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { AccessLevel } from '../shared/domain/access';
import type { Context } from './context';
import { checkProfileAccess } from './db/profile-access';
import { DomainError, SIGN_IN_REQUIRED } from './domain-error';
import { formatError } from './trpc-errors';

const t = initTRPC.context<Context>().create({
  isDev: false,
  errorFormatter: ({ shape, error, ctx }) => formatError({ shape, error, requestId: ctx?.requestId ?? null }),
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Every procedure's base: a domain error thrown anywhere below becomes the tRPC error of its code, here only. */
export const publicProcedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  const cause = result.ok ? null : result.error.cause;
  if (cause instanceof DomainError) throw new TRPCError({ code: cause.code, message: cause.message, cause });
  return result;
});

/** A procedure for signed-in accounts; `ctx.user` is non-null inside it. */
export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw new DomainError('UNAUTHORIZED', SIGN_IN_REQUIRED);
  return next({ ctx: { user: ctx.user, session: ctx.session } });
});

/**
 * A procedure on one data profile (`input.profileId`) that needs at least `level` there; the
 * decision is `checkProfileAccess`, shared with the HTTP routes.
 */
export function profileProcedure(level: AccessLevel) {
  return authedProcedure.input(z.object({ profileId: z.string() })).use(async ({ ctx, input, next }) => {
    const result = await checkProfileAccess(ctx.db, ctx.user.id, input.profileId, level);
    if (!result.granted) throw result.error;
    return next({ ctx: { profile: result.access } });
  });
}
