import { Resend } from 'resend';
import type { Mailer } from './mailer';

export function createResendMailer(options: { apiKey: string; from: string; baseUrl?: string | null }): Mailer {
  const resend = new Resend(options.apiKey, options.baseUrl ? { baseUrl: options.baseUrl } : undefined);
  return {
    kind: 'resend',
    async send(message) {
      const { error } = await resend.emails.send({ from: options.from, ...message });
      if (error) throw new Error(`Resend refused the message: ${error.message}`);
    },
  };
}
