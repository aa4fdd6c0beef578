import { type ComplianceFinding, WRITING_TONES } from '@ai-realty/shared/schemas/compliance';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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
    /**
     * Embedded in every access token and checked on each request: raising it ends every session at
     * once (sign out of all devices, password reset, email change).
     */
    tokenVersion: integer('token_version').notNull().default(0),
    /** A requested new address, in effect only once the link mailed to it is followed. */
    pendingEmail: text('pending_email'),
    promoCode: text('promo_code'),
    /** The agent's MLS public-remarks limit in characters; listing descriptions are written to fit it. */
    mlsRemarksLimit: integer('mls_remarks_limit').notNull().default(1000),
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

/** Single-use mailed tokens (email verification, password reset, email change and its undo), stored hashed. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['verify_email', 'reset_password', 'change_email', 'undo_email_change'],
    }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address the token is about: the new one (change_email) or the one to restore (undo). */
    email: text('email'),
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
    /**
     * Bytes of the record's JSON (object and address), kept by the database on every write so the list
     * can sum a page's size without serialising every object again (docs/decisions/0023).
     */
    dataBytes: integer('data_bytes')
      .notNull()
      .generatedAlwaysAs(sql`octet_length(data::text) + octet_length(address)`),
    /**
     * Set when the owner deletes a property whose generations are still running: it is hidden at once
     * and removed once they have settled (and refunded), so the cascade never takes a paid response
     * away mid-flight.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
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
    tone: text('tone', { enum: WRITING_TONES }).notNull().default('professional'),
    /**
     * The compliance check of the text, run when it is written and each time it is edited; null for
     * responses written before the check existed (checked when read).
     */
    findings: jsonb('findings').$type<ComplianceFinding[]>(),
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
    /** The address the document gives, as read (docs/product/ai-detect.md#the-address). */
    documentAddress: text('document_address'),
    /**
     * True while a completed job waits for the agent to choose between a typed address and the
     * document's, which disagree; the property is created once they choose.
     */
    awaitingAddressChoice: boolean('awaiting_address_choice').notNull().default(false),
    /** Pages whose text was recognised from their image (a scan without a text layer), once read. */
    scannedPages: integer('scanned_pages').notNull().default(0),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('pdf_jobs_user_created_idx').on(t.userId, t.createdAt)],
);

/** The payment provider's customer of a user and the card on file (the default PaymentMethod). */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    paymentMethodId: text('payment_method_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('billing_customers_customer_unique').on(t.customerId)],
);

/**
 * A user's subscription as last synced from the provider: at most one per user. An ended subscription
 * stays as `canceled` until the user subscribes again, which replaces the row.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    plan: text('plan', { enum: ['starter', 'professional', 'agency'] }).notNull(),
    status: text('status', { enum: ['active', 'trialing', 'past_due', 'canceled', 'incomplete'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    monthlyCredits: integer('monthly_credits').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cancellationReason: text('cancellation_reason'),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** Failed charges of the current period's invoice (the provider retries on a schedule, then cancels). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** Time of the newest provider event applied, so an older event arriving late changes nothing. */
    providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_user_unique').on(t.userId),
    uniqueIndex('subscriptions_provider_id_unique').on(t.providerSubscriptionId),
  ],
);

/** Every payment attempt, failed ones included: the billing history. */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['subscription', 'credit_pack'] }).notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['succeeded', 'failed', 'pending'] }).notNull(),
    /** Credits this payment grants once it succeeds (0 until then in the history). */
    credits: integer('credits').notNull(),
    creditsGranted: integer('credits_granted').notNull().default(0),
    /** The provider's PaymentIntent id; the ledger grant is keyed by it. */
    providerPaymentId: text('provider_payment_id').notNull(),
    /** The invoice a subscription payment pays: credits are granted once per invoice. */
    invoiceId: text('invoice_id'),
    plan: text('plan'),
    packId: text('pack_id'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_transactions_provider_payment_unique').on(t.providerPaymentId),
    index('payment_transactions_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** Answers of calls made with an Idempotency-Key: a repeat gets the first answer and nothing runs twice. */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] })],
);

/** Provider webhook events already applied, by event id, so a redelivery is acknowledged and ignored. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox provider's subscriptions: what Stripe would keep, including the customer's credit balance. */
export const sandboxSubscriptions = pgTable('sandbox_subscriptions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  priceId: text('price_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  paymentMethodId: text('payment_method_id').notNull(),
  status: text('status', { enum: ['incomplete', 'active', 'past_due', 'canceled'] }).notNull(),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  /** The open invoice of the current period while its payment keeps failing. */
  openInvoiceId: text('open_invoice_id'),
  attemptCount: integer('attempt_count').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  /** Proration credit owed to the customer, taken off the next invoice. */
  creditBalanceCents: integer('credit_balance_cents').notNull().default(0),
  metadata: jsonb('metadata').notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The sandbox provider's PaymentIntents, so a 3-D Secure challenge can be answered from any process. */
export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', {
      enum: ['requires_action', 'succeeded', 'requires_payment_method', 'canceled'],
    }).notNull(),
    failureCode: text('failure_code'),
    declineCode: text('decline_code'),
    idempotencyKey: text('idempotency_key'),
    metadata: jsonb('metadata').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sandbox_payment_intents_idempotency_unique').on(t.idempotencyKey)],
);

// ---- Free trial (modules/trial) ----

/** An anonymous 24-hour trial: the property it built, carried into the account registered from it. */
export const trialSessions = pgTable(
  'trial_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The trial property (the property object), from the wizard or the PDF analysis. */
    property: jsonb('property'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('trial_sessions_expires_idx').on(t.expiresAt)],
);

/** The one PDF analysis a trial session may run: the unique session id is the limit. */
export const trialPdfJobs = pgTable(
  'trial_pdf_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => trialSessions.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'processing', 'completed', 'failed'] })
      .notNull()
      .default('pending'),
    filename: text('filename').notNull(),
    address: text('address').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    customInstructions: text('custom_instructions'),
    propertyData: jsonb('property_data'),
    errorMessage: text('error_message'),
    /** Pages whose text was recognised from their image (a scan without a text layer), once read. */
    scannedPages: integer('scanned_pages').notNull().default(0),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('trial_pdf_jobs_session_unique').on(t.sessionId)],
);

export type TrialSessionRow = typeof trialSessions.$inferSelect;
export type TrialPdfJobRow = typeof trialPdfJobs.$inferSelect;
// ---- end of free trial ----

// ---- response versions (docs/product/ai-generation.md#editing-a-response) ----
/**
 * Every text a response has had once the agent edits it: version 1 is what the writer produced, then
 * each saved edit and each restore. The response's own `response` column holds the current text.
 */
export const responseVersions = pgTable(
  'response_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    responseId: uuid('response_id')
      .notNull()
      .references(() => aiResponses.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    source: text('source', { enum: ['ai', 'edit', 'restore'] }).notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('response_versions_number_unique').on(t.responseId, t.number)],
);
export type ResponseVersionRow = typeof responseVersions.$inferSelect;
// ---- end of response versions ----

// ---- property photos (docs/product/properties.md#photos) ----
export const propertyPhotos = pgTable(
  'property_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Null once the property is gone: the row then only says which stored files to remove, and the
     * photo sweep removes both (a cascade would forget the files).
     */
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    /** The resized photo (longest side at most 2,048 px) and its thumbnail, both WebP without metadata. */
    storageKey: text('storage_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Order in the gallery; the first photo is the cover. */
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('property_photos_property_idx').on(t.propertyId, t.position)],
);
export type PropertyPhotoRow = typeof propertyPhotos.$inferSelect;
// ---- end of property photos ----

// ---- unsubscribe (docs/product/commercial.md#unsubscribe) ----
/**
 * Addresses that asked for no more marketing mail, one row each (normalised, lower-case). Not tied to
 * an account: anyone we mail may leave, and the row outlives an account that is closed.
 */
export const unsubscribes = pgTable('unsubscribes', {
  email: text('email').primaryKey(),
  /** The feedback given with the newest request, if any. */
  message: text('message'),
  /** How it arrived: the unsubscribe page, or a mail client's one-click request (RFC 8058). */
  source: text('source', { enum: ['form', 'one_click'] }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
// ---- end of unsubscribe ----

// ---- first-party analytics (docs/product/commercial.md#analytics-events) ----
/**
 * Events the browser reports. Nothing in a row names a person: a random visitor id, the account id
 * when signed in, the page path without its query, and parameters from a fixed list.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    value: doublePrecision('value'),
    params: jsonb('params').notNull().default({}),
    path: text('path'),
    title: text('title'),
    visitorId: text('visitor_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('analytics_events_created_idx').on(t.createdAt),
    index('analytics_events_name_created_idx').on(t.name, t.createdAt),
  ],
);
// ---- end of first-party analytics ----

export type UserRow = typeof users.$inferSelect;
export type PropertyRow = typeof properties.$inferSelect;
export type AiResponseRow = typeof aiResponses.$inferSelect;
export type FollowUpPromptRow = typeof followUpPrompts.$inferSelect;
export type PdfJobRow = typeof pdfJobs.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentTransactionRow = typeof paymentTransactions.$inferSelect;
export type BillingCustomerRow = typeof billingCustomers.$inferSelect;
