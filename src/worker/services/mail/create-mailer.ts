import type { AppConfig } from '../../config';
import { createDevOutbox } from './dev-outbox';
import type { Mailer } from './mailer';
import { createResendMailer } from './resend-mailer';

/** Resend when configured; otherwise the dev outbox, which production refuses to use. */
export function createMailer(config: AppConfig): Mailer {
  if (config.mail.resendApiKey) {
    return createResendMailer({ apiKey: config.mail.resendApiKey, from: config.mail.from, baseUrl: config.mail.resendBaseUrl });
  }
  if (config.environment !== 'production') return createDevOutbox();
  return {
    kind: 'unconfigured',
    send: async () => {
      throw new Error('Email delivery is not configured: set RESEND_API_KEY and MAIL_FROM.');
    },
  };
}
