import { initTRPC, TRPCError } from '@trpc/server';
import * as z from '../shared/schemas/zod';
import type { AccessLevel, ReadKind } from '../shared/domain/access';
import { authorizeProfile } from './auth/request-auth';
import type { SessionUser } from './auth/sessions';
import type { ProfileAccess } from './db/profile-access';
import type { Context } from './context';
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

/** A procedure for signed-in accounts; `ctx.user` and `ctx.session` are set inside it. */
export const authedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const auth = await ctx.auth.session();
  if (!auth) throw new DomainError('UNAUTHORIZED', SIGN_IN_REQUIRED);
  return next({ ctx: auth });
});

/**
 * What a profile procedure gives back of the journal, declared by each one: the kind of read it
 * records in the owner's access log when someone else calls it and it succeeds, or 'none' for one
 * that returns no journal content (ids, counts, settings, or only what the caller sent).
 */
export type JournalReads = ReadKind | 'none';

export interface ProfileProcedureOptions {
  reads: JournalReads;
  /** The answer to an account whose level is too low, where the spec words it. */
  refusal?: string;
}

/**
 * A procedure on one data profile (`input.profileId`) that needs at least `level` there, for a
 * signed-in account; `authorizeProfile` decides, as it does for the HTTP routes, reading the session
 * and the access in one query. It runs before the input is validated, so a visitor who is not
 * signed in learns nothing from it, and reads the profile id from the raw input for that reason.
 * A successful call by someone other than the owner goes into the owner's access log as `reads`
 * says: here, once, so no procedure that returns journal content can leave it out.
 */
export function profileProcedure(level: AccessLevel, { reads, refusal }: ProfileProcedureOptions) {
  return publicProcedure
    .use(async ({ ctx, getRawInput, next }) => {
      const input = await getRawInput();
      const profileId = typeof input === 'object' && input !== null && 'profileId' in input ? input.profileId : undefined;
      const authorization = await authorizeProfile(ctx.auth, profileId, level, refusal);
      if (!authorization.granted) throw authorization.error;
      const { auth, access } = authorization;
      const result = await next({ ctx: { ...auth, profile: access } });
      if (result.ok && reads !== 'none') ctx.reads.record(access, auth.user.id, reads);
      return result;
    })
    .input(z.object({ profileId: z.string() }));
}

/** Who writes on the profile of a profile procedure: the profile, its owner (whose plan counts the write) and the writer. */
export const entryAuthor = ({ profile, user }: { profile: ProfileAccess; user: SessionUser }) => ({
  profileId: profile.id,
  ownerUserId: profile.ownerUserId,
  userId: user.id,
});
