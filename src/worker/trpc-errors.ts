import type { TRPCDefaultErrorShape, TRPCError } from '@trpc/server';
import * as z from 'zod';
import { ZodError } from 'zod';
import { DomainError } from './domain-error';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/**
 * One readable sentence per problem, each said once even when several checks fail with the same
 * words. Field paths stay in `data.zodError` for forms; a person reads only the sentences.
 */
function describeValidationError(error: ZodError): string {
  return [...new Set(error.issues.map((issue) => issue.message))].join(' ');
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
      reason: error.cause instanceof DomainError ? error.cause.reason : null,
      zodError: zodError ? z.flattenError(zodError) : null,
    },
  };
}
