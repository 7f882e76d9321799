import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A seller's eBay connection. Tokens are stored only encrypted (AES-256-GCM,
 * key derived from APP_SECRET) and are never returned by any endpoint (DESIGN section 2).
 */
export const marketplaceConnections = pgTable('marketplace_connections', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  marketplace: text('marketplace').notNull().default('ebay'),
  environment: text('environment').notNull(),
  ebayUserId: text('ebay_user_id'),
  ebayUsername: text('ebay_username'),
  accessTokenEncrypted: text('access_token_encrypted').notNull(),
  refreshTokenEncrypted: text('refresh_token_encrypted'),
  tokenType: text('token_type').notNull(),
  scopes: text('scopes').array().notNull().default([]),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }).notNull(),
  refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
  /** A token pasted by the seller (spec part 1: manual token, 7200 s lifetime). */
  isManual: boolean('is_manual').notNull().default(false),
  /**
   * When eBay refused the refresh token (revoked, expired, issued to another keyset): the tokens
   * are cleared and the seller is asked to reconnect, with the eBay user kept to say whom.
   */
  refreshRefusedAt: timestamp('refresh_refused_at', { withTimezone: true }),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** OAuth `state` values: random, bound to a seller, single use, valid 10 minutes. */
export const oauthStates = pgTable(
  'oauth_states',
  {
    state: text('state').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    returnUrl: text('return_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('oauth_states_user_id_idx').on(t.userId)],
);

/** Onboarding milestones (spec part 1 section 3), kept per seller on the server. */
export const onboardingMilestones = pgTable(
  'onboarding_milestones',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    milestone: text('milestone').notNull(),
    completed: boolean('completed').notNull().default(true),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    data: jsonb('data').notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.userId, t.milestone] })],
);
