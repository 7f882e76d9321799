import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { PublicConfig } from '@listlens/shared';
import { isLoopbackHost } from './loopback';

// The only module that reads process.env (STYLE habit 1). Every setting has a
// default that runs the whole product locally; README lists them all.

/** The repository's root: `npm start` runs the server from apps/server, but its data belongs here. */
const PROJECT_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const port = z.coerce.number().int().min(0).max(65535);

const rate = z
  .string()
  .regex(/^\d+\/\d+$/, 'must look like MAX/SECONDS, for example 10/300')
  .transform((v) => {
    const [max, seconds] = v.split('/').map(Number) as [number, number];
    return { max, windowMs: seconds * 1000 };
  });

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('localhost'),
  /** Relative to the project root, wherever the server was started from (issue 18, point 10). */
  DATA_DIR: z
    .string()
    .min(1)
    .default('./data')
    .transform((v) => path.resolve(PROJECT_ROOT, v)),
  /** The sender of ListLens' mail; the embedded driver writes each message to DATA_DIR/outbox (issue 18, point 9). */
  MAIL_FROM: z.string().trim().min(3).default('ListLens <hello@listlens.local>'),
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465: mail goes there instead of the outbox. */
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^/?#\s]+/, 'must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example:587')
      .optional(),
  ),
  WEB_DIST_DIR: optionalString,
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  APP_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  APP_PUBLIC_URL: optionalString.pipe(z.string().url('must be a URL such as https://listlens.example').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** auto: readable lines at a terminal, JSON otherwise; json: always JSON (issue 18, point 10). */
  LOG_FORMAT: z.enum(['auto', 'json']).default('auto'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** Sign-in attempts for one e-mail from one address. */
  SIGN_IN_RATE_LIMIT: rate.prefault('10/300'),
  /** Sign-in attempts from one address, whatever e-mails it tries (one password against many accounts). */
  SIGN_IN_ADDRESS_RATE_LIMIT: rate.prefault('30/900'),
  /** Sign-in attempts on one account, from any number of addresses (a spread-out guessing run). */
  SIGN_IN_ACCOUNT_RATE_LIMIT: rate.prefault('20/900'),
  SIGN_UP_RATE_LIMIT: rate.prefault('10/3600'),
  /** Change-password attempts per account (each one checks the current password). */
  PASSWORD_CHANGE_RATE_LIMIT: rate.prefault('5/900'),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  PRODUCT_UPC_URL: optionalString.pipe(z.string().url().optional()),
  PRODUCT_BOOKS_URL: optionalString.pipe(z.string().url().optional()),
  PRODUCT_FOOD_URL: optionalString.pipe(z.string().url().optional()),
  AI_PROVIDER: z.enum(['local', 'openai']).default('local'),
  OPENAI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
  OPENAI_API_KEY: optionalString,
  AI_MODEL: z.string().default('gpt-4o-mini'),
  /** Items analysed at once per process; unset: one per core (local), 2 (remote). 0: this process runs no analysis. */
  AI_CONCURRENCY: optionalString.pipe(
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number of items')
      .transform(Number)
      .pipe(z.number().max(64, 'must be at most 64'))
      .optional(),
  ),
  /**
   * 1: `npm start` runs the job workers beside the API (the default, one process); 0: it only
   * serves HTTP and enqueues, and `npm run worker` processes run the jobs (issue 19, point 1).
   */
  WORKERS: z
    .enum(['0', '1'], { message: 'must be 1 (run the job workers in this server) or 0 (leave them to npm run worker)' })
    .default('1')
    .transform((v) => v === '1'),
  EBAY_ENV: z.enum(['emulator', 'sandbox', 'production']).default('emulator'),
  EBAY_CLIENT_ID: optionalString,
  EBAY_CLIENT_SECRET: optionalString,
  EBAY_RUNAME: optionalString,
  /**
   * The built-in emulator's controls under /_sim (reset, faults, buy, token revoke, clock, market,
   * taxonomy version). `auto`: in development and tests, or when ListLens runs on this machine (a
   * loopback APP_PUBLIC_URL); never on a server others reach (issue 18, point 8).
   */
  EBAY_EMULATOR_CONTROLS: z.enum(['auto', 'on', 'off']).default('auto'),
  /** Override eBay's hosts (tests point all three at a standalone emulator). */
  EBAY_AUTH_BASE: optionalString,
  EBAY_API_BASE: optionalString,
  EBAY_APIZ_BASE: optionalString,
  /** The verification token registered for the account-deletion endpoint (32-80 of [A-Za-z0-9_-]). */
  EBAY_VERIFICATION_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{32,80}$/, 'must be 32 to 80 letters, digits, _ or -')
    .default('listlens_emulator_verification_token_0123456789'),
  /** Where the inventory location ListLens creates ships from, for a seller who has none on eBay (issue 8). */
  EBAY_LOCATION_POSTAL_CODE: z.string().trim().min(1).max(20).default('10001'),
  EBAY_LOCATION_COUNTRY: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as US')
    .default('US'),
  /** Minutes between eBay sales syncs (issue 8); 0 turns the schedule off. Under 60, or whole hours. */
  SALES_SYNC_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(1440)
    .refine((m) => m < 60 || m % 60 === 0, 'must be under 60, or a whole number of hours in minutes')
    .default(15),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_DISCOVERY_URL: z.string().url().default('https://accounts.google.com/.well-known/openid-configuration'),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
});

/**
 * Settings that need others. Checked on the raw environment so that they are
 * reported together with type errors, not only after those are fixed.
 */
function missingCompanions(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const need = (when: boolean, keys: string[], why: string) => {
    if (!when) return;
    for (const key of keys) if (!env[key]?.trim()) problems.push(`${key} is required when ${why}`);
  };
  need(env.STORAGE_DRIVER === 's3', ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], 'STORAGE_DRIVER=s3');
  need(env.AI_PROVIDER === 'openai', ['OPENAI_API_KEY'], 'AI_PROVIDER=openai');
  const ebay = env.EBAY_ENV;
  need(
    ebay === 'sandbox' || ebay === 'production',
    ['EBAY_CLIENT_ID', 'EBAY_CLIENT_SECRET', 'EBAY_RUNAME'],
    `EBAY_ENV=${ebay}`,
  );
  need(Boolean(env.GOOGLE_CLIENT_ID?.trim()), ['GOOGLE_CLIENT_SECRET'], 'GOOGLE_CLIENT_ID is set');
  // The embedded database lives inside this one process: no `npm run worker` could reach its jobs.
  if (env.WORKERS?.trim() === '0' && !env.DATABASE_URL?.trim())
    problems.push(
      'WORKERS=0 needs DATABASE_URL: with the embedded database no other process can run the jobs, so this server must run them (leave WORKERS unset)',
    );
  return problems;
}

export type Env = z.infer<typeof EnvSchema>;

export type Config = Env & {
  /** Origin the browser uses, e.g. http://localhost:3000. */
  publicUrl: string;
  databaseDriver: 'pglite' | 'postgres';
  googleSignIn: boolean;
  /** AI_CONCURRENCY or its default for the provider. */
  aiConcurrency: number;
  /** Whether the built-in emulator serves its /_sim controls (EBAY_EMULATOR_CONTROLS). */
  emulatorControls: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment once; throws a ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'} ${i.message}`)),
    ...missingCompanions(env),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  const publicUrl = (e.APP_PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    ...e,
    publicUrl,
    databaseDriver: e.DATABASE_URL ? 'postgres' : 'pglite',
    googleSignIn: Boolean(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET),
    // The local analyzer is CPU-bound, so one item per core; a remote provider is
    // rate-limited by its owner, so a few requests at a time (issue 5).
    aiConcurrency: e.AI_CONCURRENCY ?? (e.AI_PROVIDER === 'local' ? availableParallelism() : 2),
    emulatorControls:
      e.EBAY_EMULATOR_CONTROLS === 'auto'
        ? e.NODE_ENV !== 'production' || isLoopbackHost(new URL(publicUrl).hostname)
        : e.EBAY_EMULATOR_CONTROLS === 'on',
  };
}

/** The allowlist of values that reach the browser. Nothing else is ever serialised to it. */
export function publicConfigOf(config: Config): PublicConfig {
  return {
    googleSignIn: config.googleSignIn,
    ebayEnvironment: config.EBAY_ENV,
    aiProvider: config.AI_PROVIDER,
    storageDriver: config.STORAGE_DRIVER,
  };
}
