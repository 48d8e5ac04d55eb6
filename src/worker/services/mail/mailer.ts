export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe (RFC 8058) on reminders. */
  headers?: Record<string, string>;
}

export interface OutboxMessage extends MailMessage {
  sentAt: Date;
  /** The first link of the message, for the dev outbox page. */
  link: string | null;
}

/** Delivers email: Resend in production, the dev outbox locally. */
export type Mailer =
  | { kind: 'resend' | 'unconfigured'; send(message: MailMessage): Promise<void> }
  | { kind: 'dev-outbox'; send(message: MailMessage): Promise<void>; messages(): OutboxMessage[] };
