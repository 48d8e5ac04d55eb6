import * as z from 'zod';
import { en as zodEnglish } from 'zod/locales';
import { type IpRange, parseIpRange } from './network/ip-address';

/** Blank values in a .env file mean "not set", not "set to the empty string". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const envSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  APP_ORIGIN: optional(z.url({ protocol: /^https?$/ })),
  PORT: optional(z.coerce.number().int().min(1).max(65535)),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  NEON_WS_PROXY: optional(z.string().regex(/^[\w.-]+:\d+(\/\S*)?$/, 'expected host:port/path of a WebSocket relay')),
  LOG_LEVEL: optional(z.enum(['debug', 'info', 'warn', 'error'])),
  TRUSTED_PROXIES: optional(z.string()),
  RESEND_API_KEY: optional(z.string()),
  RESEND_BASE_URL: optional(z.url()),
  MAIL_FROM: optional(z.string()),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  GOOGLE_AUTHORIZATION_URL: optional(z.url()),
  GOOGLE_TOKEN_URL: optional(z.url()),
  GOOGLE_USERINFO_URL: optional(z.url()),
  OPENAI_API_KEY: optional(z.string()),
  OPENAI_BASE_URL: optional(z.url()),
  OPENAI_MODEL: optional(z.string()),
  OPENAI_TIMEOUT_MS: optional(z.coerce.number().int().min(1)),
  STRIPE_SECRET_KEY: optional(z.string()),
  STRIPE_WEBHOOK_SECRET: optional(z.string()),
  STRIPE_PRICE_ID: optional(z.string()),
  STRIPE_API_BASE: optional(z.url({ protocol: /^https?$/ })),
  PAYMENTS: optional(z.enum(['stripe', 'fake'])),
  VAPID_PUBLIC_KEY: optional(z.string().regex(/^[\w-]{87}$/, 'expected the public key printed by `npm run vapid` (87 base64url characters)')),
  VAPID_PRIVATE_KEY: optional(z.string().regex(/^[\w-]{43}$/, 'expected the private key printed by `npm run vapid` (43 base64url characters)')),
  VAPID_SUBJECT: optional(z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'expected mailto:you@example.com or an https:// address')),
});

export type Environment = 'development' | 'production' | 'test';
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface AppConfig {
  environment: Environment;
  origin: string;
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  /** Tests only: a plain-WebSocket relay the Worker's Neon driver connects through (see neon.ts). */
  neonWsProxy: string | null;
  logLevel: LogLevel;
  /**
   * The reverse proxies whose X-Forwarded-For is believed (addresses or CIDR blocks). Empty: the
   * connection's own address is the client's, and forwarded headers are ignored.
   */
  trustedProxies: IpRange[];
  mail: { resendApiKey: string | null; resendBaseUrl: string | null; from: string };
  google: GoogleConfig | null;
  openai: OpenAiConfig | null;
  stripe: StripeConfig | null;
  /**
   * Development only (PAYMENTS=fake): the Node host runs a fake Stripe with a simple checkout page
   * and points `stripe` at it, so checkout, /success and pro can be tried without a Stripe account.
   */
  fakePayments: boolean;
  /** Web Push (reminders): the VAPID key pair and contact; null when no keys are set, and push is then not offered. */
  push: PushConfig | null;
}

export interface PushConfig {
  /** The uncompressed P-256 public key, base64url: browsers subscribe with it. */
  publicKey: string;
  /** The private key's `d`, base64url. */
  privateKey: string;
  /** Who the push services can contact about this sender (RFC 8292): mailto: or https:. */
  subject: string;
}

export interface OpenAiConfig {
  apiKey: string;
  /** Any OpenAI-compatible server (a local fake in tests); null: api.openai.com. */
  baseUrl: string | null;
  model: string;
  /** How long one try of a call may wait for the answer; the SDK retries twice. */
  timeoutMs: number;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  priceId: string;
  /** Tests only: where the SDK sends its requests instead of api.stripe.com (a local fake). */
  apiBase: { protocol: 'http' | 'https'; host: string; port: number } | null;
}

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userInfoEndpoint: string;
}

export const DEFAULT_OPENAI_MODEL = 'gpt-4.1';
export const DEFAULT_OPENAI_TIMEOUT_MS = 60_000;

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether the app is configured for this machine only (localhost, 127.0.0.1 or [::1]), not a
 * public address. The one rule for everything that relaxes on a local origin: the plain
 * session cookie name and the dev outbox.
 */
export function isLocalOrigin(origin: string): boolean {
  return LOCAL_HOSTNAMES.has(new URL(origin).hostname);
}

/**
 * The origins the app is reached at: the configured one and, for a local origin, localhost and
 * 127.0.0.1 on the same port (a person may open either).
 */
export function originAliases(origin: string): string[] {
  if (!isLocalOrigin(origin)) return [origin];
  const url = new URL(origin);
  const port = url.port ? `:${url.port}` : '';
  return [...new Set([origin, `${url.protocol}//localhost${port}`, `${url.protocol}//127.0.0.1${port}`])];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * The only place that reads the environment. Hosts hand in `process.env` (Node) or the Worker's
 * `env`; bindings and unknown variables are ignored.
 */
export function parseConfig(env: Record<string, unknown>, defaults: { environment?: Environment } = {}): AppConfig {
  // zod's own English, which names what was expected, suits an operator better than the readable defaults people see
  const parsed = envSchema.safeParse(env, { error: zodEnglish().localeError });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const vars = parsed.data;
  const environment = vars.NODE_ENV ?? defaults.environment ?? 'development';
  if (vars.NEON_WS_PROXY && environment === 'production') {
    throw new ConfigError('NEON_WS_PROXY turns off TLS to the database and is for tests only; unset it in production.');
  }
  if (vars.STRIPE_API_BASE && environment === 'production') {
    throw new ConfigError('STRIPE_API_BASE sends the Stripe secret key to another server and is for tests only; unset it in production.');
  }
  const port = vars.PORT ?? 8787;
  const origin = (vars.APP_ORIGIN ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const fakePayments = vars.PAYMENTS === 'fake';
  if (fakePayments && (environment === 'production' || !isLocalOrigin(origin))) {
    throw new ConfigError('PAYMENTS=fake takes no money and makes any account pro; it is for development on a local APP_ORIGIN only, never in production.');
  }
  if (fakePayments && vars.STRIPE_SECRET_KEY) throw new ConfigError('PAYMENTS=fake and STRIPE_SECRET_KEY are both set: choose the fake or Stripe.');
  const google =
    vars.GOOGLE_CLIENT_ID && vars.GOOGLE_CLIENT_SECRET
      ? {
          clientId: vars.GOOGLE_CLIENT_ID,
          clientSecret: vars.GOOGLE_CLIENT_SECRET,
          authorizationEndpoint: vars.GOOGLE_AUTHORIZATION_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
          tokenEndpoint: vars.GOOGLE_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
          userInfoEndpoint: vars.GOOGLE_USERINFO_URL ?? 'https://openidconnect.googleapis.com/v1/userinfo',
        }
      : null;
  return {
    environment,
    origin,
    port,
    dataDir: vars.DATA_DIR ?? '.data',
    databaseUrl: vars.DATABASE_URL ?? null,
    neonWsProxy: vars.NEON_WS_PROXY ?? null,
    logLevel: vars.LOG_LEVEL ?? 'info',
    trustedProxies: parseTrustedProxies(vars.TRUSTED_PROXIES),
    mail: {
      resendApiKey: vars.RESEND_API_KEY ?? null,
      resendBaseUrl: vars.RESEND_BASE_URL ?? null,
      from: vars.MAIL_FROM ?? 'Attune <login@attune.local>',
    },
    google,
    openai: vars.OPENAI_API_KEY
      ? {
          apiKey: vars.OPENAI_API_KEY,
          baseUrl: vars.OPENAI_BASE_URL ?? null,
          model: vars.OPENAI_MODEL ?? DEFAULT_OPENAI_MODEL,
          timeoutMs: vars.OPENAI_TIMEOUT_MS ?? DEFAULT_OPENAI_TIMEOUT_MS,
        }
      : null,
    stripe: parseStripeConfig(vars),
    fakePayments,
    push: parsePushConfig(vars, origin),
  };
}

/** Push is all or nothing too: a public key without its private key could subscribe browsers that are never reached. */
function parsePushConfig(vars: Pick<z.infer<typeof envSchema>, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>, origin: string): PushConfig | null {
  if (!vars.VAPID_PUBLIC_KEY && !vars.VAPID_PRIVATE_KEY) return null;
  if (!vars.VAPID_PUBLIC_KEY || !vars.VAPID_PRIVATE_KEY) throw new ConfigError('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (from `npm run vapid`), or neither.');
  const subject = vars.VAPID_SUBJECT ?? (origin.startsWith('https://') ? origin : null);
  if (!subject) throw new ConfigError('VAPID_SUBJECT must be set (mailto:you@example.com) when APP_ORIGIN is not an https:// address.');
  return { publicKey: vars.VAPID_PUBLIC_KEY, privateKey: vars.VAPID_PRIVATE_KEY, subject };
}

function parseTrustedProxies(list: string | undefined): IpRange[] {
  const entries = (list ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  const invalid = entries.filter((entry) => parseIpRange(entry) === null);
  if (invalid.length > 0) {
    throw new ConfigError(`TRUSTED_PROXIES: expected IP addresses or CIDR blocks separated by commas, not ${invalid.map((entry) => `"${entry}"`).join(', ')}.`);
  }
  return entries.map((entry) => parseIpRange(entry)!);
}

/** The Stripe settings that send the app's Stripe SDK to a fake Stripe at `url` (its keys are the fake's own). */
export function fakeStripeConfig(url: string, keys: { STRIPE_SECRET_KEY: string; STRIPE_WEBHOOK_SECRET: string; STRIPE_PRICE_ID: string }): StripeConfig {
  return parseStripeConfig({ ...keys, STRIPE_API_BASE: url })!;
}

/** Stripe is all or nothing: a key without the webhook secret or the price would take money it cannot record. */
function parseStripeConfig(vars: Pick<z.infer<typeof envSchema>, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_PRICE_ID' | 'STRIPE_API_BASE'>): StripeConfig | null {
  if (!vars.STRIPE_SECRET_KEY) return null;
  if (!vars.STRIPE_WEBHOOK_SECRET || !vars.STRIPE_PRICE_ID) {
    throw new ConfigError('STRIPE_SECRET_KEY is set, so STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID must be set too.');
  }
  const base = vars.STRIPE_API_BASE ? new URL(vars.STRIPE_API_BASE) : null;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return {
    secretKey: vars.STRIPE_SECRET_KEY,
    webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
    priceId: vars.STRIPE_PRICE_ID,
    apiBase: base ? { protocol, host: base.hostname, port: base.port ? Number(base.port) : protocol === 'http' ? 80 : 443 } : null,
  };
}
