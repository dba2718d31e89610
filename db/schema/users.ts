import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  integer,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** As printed under "Prepared by" on quotations; empty falls back to the username. */
    fullName: text('full_name').notNull().default(''),
    position: text('position').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    isStaff: boolean('is_staff').notNull().default(false),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** A generated first password: nothing but choosing a new one works until it is changed. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The TOTP secret, sealed with AES-256-GCM (server/services/secret-box.ts); set from enrolment on. */
    totpSecret: text('totp_secret'),
    /** Set once a code confirmed the enrolment: from then on sign-in asks for a code. */
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    /** The last 30-second step a code was accepted for: a code is never taken twice. */
    totpLastStep: integer('totp_last_step'),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
  ],
);

/** One row per issued refresh token; `familyId` ties a login's rotations together so reuse revokes the chain. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    /** When the password was entered for this chain: it ends SESSION_MAX_AGE later, whatever the refreshes. */
    sessionStartedAt: timestamp('session_started_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

export type User = typeof users.$inferSelect;
