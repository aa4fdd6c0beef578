import { z } from 'zod';
import { NAME_MIN, PASSWORD_MIN } from '../constants.ts';
import { hasUnsafeText, UNSAFE_TEXT_MESSAGE } from './safe-text.ts';

// Simple {something}@{something}.{something}, as docs/product/accounts.md#validation says.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const fullNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .min(NAME_MIN, 'Please enter your full name')
  .max(200, 'Name is too long')
  .refine((v) => !hasUnsafeText(v), UNSAFE_TEXT_MESSAGE);

// Characters that render as nothing: an address with them looks like another one.
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g;

/**
 * The one spelling of an address used for uniqueness and sign-in: Unicode NFKC (a fullwidth `＠` or
 * `Ａ` becomes `@` or `A`), invisible characters removed, trimmed and lower-cased.
 */
export function normalizeEmail(value: string): string {
  return value.normalize('NFKC').replace(INVISIBLE, '').trim().toLowerCase();
}

/** Printable ASCII only: what is left of an address after normalizeEmail must match this. */
export const PLAIN_EMAIL_CHARACTERS = /^[\x21-\x7e]*$/;

export const LOOKALIKE_EMAIL_MESSAGE =
  'Please use an address written in plain Latin letters, digits and symbols (no accents or lookalike characters)';

/**
 * Addresses are normalised, then anything outside printable ASCII is refused: a Cyrillic `а` in
 * place of a Latin `a` would otherwise register as a separate account that reads the same.
 */
function emailField(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .transform(normalizeEmail)
    .pipe(
      z
        .string()
        .min(1, messages.required)
        .max(254, 'Email is too long')
        .regex(PLAIN_EMAIL_CHARACTERS, LOOKALIKE_EMAIL_MESSAGE)
        .regex(EMAIL_PATTERN, messages.invalid),
    );
}

export const emailSchema = emailField({
  required: 'Email is required',
  invalid: 'Please enter a valid email address',
});

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, 'Password must be at least 6 characters')
  .max(256, 'Password is too long');

export const registerBodySchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  password: passwordSchema,
  promoCode: z.string().trim().max(64).optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const registerStep1Schema = z.object({ fullName: fullNameSchema, email: emailSchema });

export const registerStep2Schema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
    promoCode: z.string().optional(),
    acceptTerms: z.boolean().refine((v) => v, 'You must accept the terms and conditions'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });

export const loginBodySchema = z.object({
  // Normalised like registration, so a lookalike spelling signs in to nothing.
  email: z
    .string({ error: 'Email is required' })
    .transform(normalizeEmail)
    .pipe(z.string().min(1, 'Email is required').max(254)),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(256, 'Password is too long'),
  rememberMe: z.boolean().optional().default(false),
  deviceFingerprint: z.string().max(256).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const tokenPairSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  accessExpiresAt: z.number().int(),
  refreshExpiresAt: z.number().int(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const loginResponseSchema = tokenPairSchema.extend({ isEmailVerified: z.boolean() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshBodySchema = z.object({
  refreshToken: z.string({ error: 'Refresh token is required' }).min(1, 'Refresh token is required').max(512),
  deviceFingerprint: z.string().max(256).optional(),
});

/** One session (the refresh token's), or every session of the user with revokeAll. */
export const revokeBodySchema = z
  .object({
    refreshToken: z.string().max(512).optional(),
    revokeAll: z.boolean().optional().default(false),
  })
  .refine((v) => v.revokeAll || (v.refreshToken && v.refreshToken.length > 0), {
    path: ['refreshToken'],
    message: 'Refresh token is required',
  });

export const validateResponseSchema = z.object({
  valid: z.literal(true),
  isEmailVerified: z.boolean(),
  lastLoginAt: z.string().nullable(),
});

export const userSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  /** A new address waiting for its owner to follow the link mailed to it; `email` stays until then. */
  pendingEmail: z.string().nullable().optional(),
  isEmailVerified: z.boolean(),
  lastLoginAt: z.string().nullable(),
  credits: z.number().int(),
  requestCount: z.number().int(),
  propertyCount: z.number().int(),
  userPermissions: z.array(z.string()),
  createdAt: z.string(),
  /** The agent's MLS public-remarks limit in characters (listing descriptions are written to fit it). */
  mlsRemarksLimit: z.number().int(),
});
export type User = z.infer<typeof userSchema>;

export const updateUserBodySchema = z
  .object({
    id: z.string().optional(),
    fullName: z
      .string({ error: 'Full name is required' })
      .trim()
      .min(1, 'Full name is required')
      .max(200)
      .refine((v) => !hasUnsafeText(v), UNSAFE_TEXT_MESSAGE),
    email: emailField({ required: 'Email is required', invalid: 'Email is invalid' }),
    password: z.string().min(PASSWORD_MIN, 'New password must be at least 6 characters').max(256).optional(),
    oldPassword: z.string().max(256).optional(),
    /** Required when the email changes: a stolen access token alone must not move the account. */
    currentPassword: z.string().max(256).optional(),
  })
  .refine((v) => !v.password || (v.oldPassword && v.oldPassword.length > 0), {
    path: ['oldPassword'],
    message: 'Current password is required to change password',
  })
  .refine((v) => !v.oldPassword || (v.password && v.password.length > 0), {
    path: ['password'],
    message: 'New password is required',
  });
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const emailBodySchema = z.object({ email: emailSchema });
const mailedTokenSchema = z
  .string({ error: 'Token is required' })
  .trim()
  .min(1, 'Token is required')
  .max(512);
export const tokenBodySchema = z.object({ token: mailedTokenSchema });
export const passwordResetConfirmBodySchema = z.object({
  token: mailedTokenSchema,
  newPassword: passwordSchema,
});

export const messageResponseSchema = z.object({ message: z.string() });

export const leadTrackBodySchema = z.object({
  fullName: z
    .string()
    .trim()
    .max(200)
    .refine((v) => !hasUnsafeText(v), UNSAFE_TEXT_MESSAGE)
    .optional(),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .refine((v) => !hasUnsafeText(v), UNSAFE_TEXT_MESSAGE)
    .optional(),
  source: z
    .string()
    .trim()
    .max(100)
    .refine((v) => !hasUnsafeText(v), UNSAFE_TEXT_MESSAGE)
    .optional()
    .default('unknown'),
  timestamp: z.iso.datetime({ offset: true, error: 'Timestamp must be an ISO 8601 date' }).optional(),
});
export type LeadTrackBody = z.infer<typeof leadTrackBodySchema>;
