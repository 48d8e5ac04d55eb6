import type { RouterOutputs } from '../../lib/trpc';

type Services = RouterOutputs['system']['status']['services'];

/** How each active implementation is named to a person running Attune. */
export function describeServices(services: Services): string[] {
  return [
    { pglite: 'Embedded database (PGlite)', postgres: 'PostgreSQL database', neon: 'Neon Postgres' }[services.database],
    { disk: 'Images stored on this computer', r2: 'Images in Cloudflare R2' }[services.images],
    { 'dev-outbox': 'Login links in the dev outbox', resend: 'Email through Resend', unconfigured: 'Email not configured' }[services.mail],
    { local: 'Local AI engine', openai: 'OpenAI' }[services.ai],
    { disabled: 'Payments not configured', stripe: 'Payments through Stripe' }[services.payments],
    services.push ? 'Reminder notifications (Web Push)' : 'Reminder notifications not configured',
  ];
}
