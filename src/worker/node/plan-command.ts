import { parseArgs } from 'node:util';
import * as z from 'zod';
import { PLAN_TYPES, type PlanType } from '../../shared/domain/plans';

export const PLAN_COMMAND_USAGE = 'Usage: npm run plan -- --email person@example.com --plan pro|free';

const planArguments = z.object({
  email: z.email('--email must be the email address the account signs in with.'),
  plan: z.enum(PLAN_TYPES, '--plan must be free or pro.'),
});

export type PlanCommand = { ok: true; email: string; plan: PlanType } | { ok: false; message: string };

/** Reads `--email` and `--plan` from the command line, or says what is wrong with them. */
export function parsePlanCommand(argv: string[]): PlanCommand {
  let values: Record<string, unknown>;
  try {
    values = parseArgs({ args: argv, options: { email: { type: 'string' }, plan: { type: 'string' } }, strict: true }).values;
  } catch (error) {
    return { ok: false, message: `${(error as Error).message}\n${PLAN_COMMAND_USAGE}` };
  }
  const parsed = planArguments.safeParse({ email: values.email?.toString().trim().toLowerCase(), plan: values.plan });
  if (!parsed.success) return { ok: false, message: `${parsed.error.issues[0]!.message}\n${PLAN_COMMAND_USAGE}` };
  return { ok: true, ...parsed.data };
}
