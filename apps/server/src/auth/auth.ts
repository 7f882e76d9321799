import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins';
import { schema, type Database, type Db } from '@listlens/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config';
import { createSessionReader } from './session-reader';

export type AuthOptions = {
  db: Db;
  config: Pick<
    Config,
    'publicUrl' | 'googleSignIn' | 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'GOOGLE_DISCOVERY_URL' | 'PORT'
  >;
  secret: string;
  /** Creates the seller's profile row when an auth user is created (any sign-in method). */
  onUserCreated: (user: { id: string; email: string; name: string; image?: string | null }) => Promise<void>;
  /** The app's structured logger; the library's own lines go through it too. */
  logger: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
  /** The database's notices, where it sends them to this process alone (the embedded one; decision 043). */
  listen?: Database['listen'];
};

/**
 * Email sign-in, sign-up and password changes go through our own routes (validation, rate limits),
 * never the library's router. The bridge forwards only the OAuth callback anyway (auth-bridge.ts);
 * this list is the second lock on the paths that would change an account.
 */
const PATHS_HANDLED_BY_OUR_ROUTES = [
  '/sign-in/email',
  '/sign-up/email',
  '/sign-out',
  '/update-user',
  '/delete-user',
  '/change-password',
  '/change-email',
  '/request-password-reset',
  '/reset-password',
  '/verify-password',
  '/link-social',
  '/unlink-account',
  '/update-session',
];

/** The auth library plus our fast session reader (see session-reader.ts). */
export function createAuth(options: AuthOptions) {
  return {
    lib: createAuthLibrary(options),
    findSession: createSessionReader(options.db, options.secret, options.listen),
  };
}

function createAuthLibrary({ db, config, secret, onUserCreated, logger }: AuthOptions) {
  const https = config.publicUrl.startsWith('https://');
  return betterAuth({
    appName: 'ListLens',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message) => logger[level]({ component: 'auth' }, message),
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.authUsers,
        session: schema.authSessions,
        account: schema.authAccounts,
        verification: schema.authVerifications,
      },
    }),
    // Our routes hold new passwords to decision 020's rule before they reach the library; its own
    // minimum stays at the spec's 6 so that accounts made under the old rule can still sign in.
    emailAndPassword: { enabled: true, minPasswordLength: 6, maxPasswordLength: 128, autoSignIn: true },
    trustedOrigins: trustedOriginsFor(config),
    disabledPaths: PATHS_HANDLED_BY_OUR_ROUTES,
    // Limits live in Postgres and are applied by our routes (rate-limiter.ts).
    rateLimit: { enabled: false },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    advanced: {
      cookiePrefix: 'listlens',
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https, path: '/' },
    },
    databaseHooks: {
      user: { create: { after: async (user) => onUserCreated(user) } },
    },
    plugins: [
      genericOAuth({
        config: config.googleSignIn
          ? [
              {
                // Google through its discovery document, so tests can point it at a local OpenID provider.
                providerId: 'google',
                name: 'Google',
                discoveryUrl: config.GOOGLE_DISCOVERY_URL,
                clientId: config.GOOGLE_CLIENT_ID ?? '',
                clientSecret: config.GOOGLE_CLIENT_SECRET ?? '',
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ]
          : [],
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** localhost and 127.0.0.1 name the same local server; accept both. */
export function trustedOriginsFor(config: Pick<Config, 'publicUrl' | 'PORT'>): string[] {
  const origins = new Set([new URL(config.publicUrl).origin]);
  origins.add(`http://localhost:${config.PORT}`);
  origins.add(`http://127.0.0.1:${config.PORT}`);
  return [...origins];
}
