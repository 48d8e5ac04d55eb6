import type { TRPCDefaultErrorShape, TRPCError } from '@trpc/server';
import { z, ZodError } from 'zod';
import { QuotaExceededError } from './quota-error';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/**
 * One readable sentence per problem, e.g. "email: Please enter a valid email address.", each said
 * once even when several checks of one field fail with the same words.
 */
function describeValidationError(error: ZodError): string {
  const sentences = error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message));
  return [...new Set(sentences)].join(' ');
}

/**
 * What a client sees of an error: validation problems flattened per field, typed errors as thrown,
 * and anything unexpected as a generic message with the request id (the cause goes to the log).
 */
export function formatError({
  shape,
  error,
  requestId,
}: {
  shape: TRPCDefaultErrorShape;
  error: TRPCError;
  requestId: string | null;
}) {
  const zodError = error.cause instanceof ZodError ? error.cause : null;
  const unexpected = error.code === 'INTERNAL_SERVER_ERROR';
  let message = shape.message;
  if (zodError) message = describeValidationError(zodError);
  else if (unexpected) message = requestId ? `${GENERIC_ERROR_MESSAGE} (reference ${requestId})` : GENERIC_ERROR_MESSAGE;
  return {
    code: shape.code,
    message,
    data: {
      code: shape.data.code,
      httpStatus: shape.data.httpStatus,
      path: shape.data.path,
      requestId,
      reason: error.cause instanceof QuotaExceededError ? error.cause.reason : null,
      zodError: zodError ? z.flattenError(zodError) : null,
    },
  };
}
