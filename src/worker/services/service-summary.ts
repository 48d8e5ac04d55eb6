import type { AppConfig } from '../config';
import type { DatabaseEngine } from '../db/provider';

/** Which implementation backs each outside service; safe to show to anyone (no secrets). */
export interface ServiceSummary {
  database: DatabaseEngine;
  images: 'r2' | 'disk';
  mail: 'resend' | 'dev-outbox';
  ai: 'openai' | 'local';
  payments: 'stripe' | 'disabled';
  googleSignIn: boolean;
}

export function summariseServices(config: AppConfig, database: DatabaseEngine, images: 'r2' | 'disk'): ServiceSummary {
  return {
    database,
    images,
    mail: config.mail.resendApiKey ? 'resend' : 'dev-outbox',
    ai: config.openai ? 'openai' : 'local',
    payments: config.stripe ? 'stripe' : 'disabled',
    googleSignIn: config.google !== null,
  };
}
