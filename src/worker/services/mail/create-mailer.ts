import { type AppConfig, isLocalOrigin } from '../../config';
import { createDevOutbox } from './dev-outbox';
import type { Mailer } from './mailer';
import { createResendMailer } from './resend-mailer';

/**
 * The dev outbox shows live login links to anyone who asks, so it exists only on a local,
 * non-production installation: a host reachable at a public address must send real mail.
 */
export function devOutboxAllowed(config: AppConfig): boolean {
  return config.environment !== 'production' && isLocalOrigin(config.origin);
}

/** Resend when configured; otherwise the dev outbox where allowed, else a mailer that refuses. */
export function createMailer(config: AppConfig): Mailer {
  if (config.mail.resendApiKey) {
    return createResendMailer({ apiKey: config.mail.resendApiKey, from: config.mail.from, baseUrl: config.mail.resendBaseUrl });
  }
  if (devOutboxAllowed(config)) return createDevOutbox();
  return {
    kind: 'unconfigured',
    send: async () => {
      throw new Error('Email delivery is not configured: set RESEND_API_KEY and MAIL_FROM.');
    },
  };
}
