import type { AppConfig } from '../config';
import type { DatabaseEngine } from '../db/provider';
import type { Mailer } from './mail/mailer';

/** Which implementation backs each outside service; safe to show to anyone (no secrets). */
export interface ServiceSummary {
  database: DatabaseEngine;
  images: 'r2' | 'disk';
  /** 'unconfigured': no way to send login links (a public host without Resend). */
  mail: Mailer['kind'];
  ai: 'openai' | 'local';
  payments: 'stripe' | 'disabled';
  googleSignIn: boolean;
  /** Reminders by Web Push (VAPID keys set); email reminders need only mail. */
  push: boolean;
}

export function summariseServices(
  config: AppConfig,
  database: DatabaseEngine,
  images: 'r2' | 'disk',
  mail: Mailer['kind'],
): ServiceSummary {
  return {
    database,
    images,
    mail,
    ai: config.openai ? 'openai' : 'local',
    payments: config.stripe ? 'stripe' : 'disabled',
    googleSignIn: config.google !== null,
    push: config.push !== null,
  };
}
