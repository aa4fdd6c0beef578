import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Secrets the app generates for itself once (JWT signing key), shared by every process. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    credits: integer('credits').notNull().default(0),
    requestCount: integer('request_count').notNull().default(0),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    promoCode: text('promo_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_credits_non_negative', sql`${t.credits} >= 0`),
  ],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; a family is one login's chain of rotations. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    deviceFingerprint: text('device_fingerprint'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/** Single-use mailed tokens (email verification, password reset), stored hashed. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['verify_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_unique').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Every change of a balance, written in the same transaction as the change. (reason, reference) is
 * unique, so a grant, spend or refund keyed by its cause can never be applied twice.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_ledger_reason_reference_unique').on(t.reason, t.reference),
    index('credit_ledger_user_idx').on(t.userId, t.createdAt),
  ],
);

export const leads = pgTable('leads', {
  id: uuid('id').primaryKey().defaultRandom(),
  fullName: text('full_name'),
  email: text('email'),
  source: text('source').notNull(),
  trackedAt: timestamp('tracked_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    status: text('status', { enum: ['active', 'pending', 'sold'] })
      .notNull()
      .default('active'),
    data: jsonb('data').notNull(),
    /** Lower-cased text of the address and every field, for the list's search box. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('properties_user_created_idx').on(t.userId, t.createdAt)],
);

export const aiResponses = pgTable(
  'ai_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    generationType: text('generation_type').notNull(),
    type: text('type').notNull(),
    address: text('address').notNull().default(''),
    response: text('response').notNull().default(''),
    prompt: text('prompt'),
    status: text('status', { enum: ['Pending', 'Processing', 'Complete', 'Failed'] })
      .notNull()
      .default('Pending'),
    errorMessage: text('error_message'),
    cost: integer('cost').notNull(),
    writer: text('writer'),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    followUpStatus: text('follow_up_status', { enum: ['none', 'pending', 'complete', 'failed'] })
      .notNull()
      .default('none'),
    /** The follow-up suggestion this response was run from, if any. */
    sourceFollowUpId: uuid('source_follow_up_id'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('ai_responses_user_created_idx').on(t.userId, t.createdAt),
    index('ai_responses_property_idx').on(t.propertyId, t.createdAt),
  ],
);

export const followUpPrompts = pgTable(
  'follow_up_prompts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    responseId: uuid('response_id')
      .notNull()
      .references(() => aiResponses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    generationType: text('generation_type').notNull(),
    creativeAngle: text('creative_angle').notNull(),
    expectedOutcome: text('expected_outcome').notNull(),
    targetAudience: text('target_audience').notNull(),
    relevanceScore: integer('relevance_score').notNull(),
    propertySpecific: boolean('property_specific').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('follow_up_prompts_response_idx').on(t.responseId)],
);

export const pdfJobs = pgTable(
  'pdf_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'processing', 'completed', 'failed'] })
      .notNull()
      .default('pending'),
    filename: text('filename').notNull(),
    address: text('address').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    customInstructions: text('custom_instructions'),
    propertyData: jsonb('property_data'),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    errorMessage: text('error_message'),
    cost: integer('cost').notNull(),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('pdf_jobs_user_created_idx').on(t.userId, t.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
export type PropertyRow = typeof properties.$inferSelect;
export type AiResponseRow = typeof aiResponses.$inferSelect;
export type FollowUpPromptRow = typeof followUpPrompts.$inferSelect;
export type PdfJobRow = typeof pdfJobs.$inferSelect;
