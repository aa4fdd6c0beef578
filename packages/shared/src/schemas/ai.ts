import { z } from 'zod';
import { complianceFindingSchema, WRITING_TONES, writingToneSchema } from './compliance.ts';
import { hasUnsafeText, UNSAFE_TEXT_MESSAGE } from './safe-text.ts';

export const generationOptionSchema = z.object({
  name: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number().int().min(0),
  category: z.string(),
});
export const generationOptionsResponseSchema = z.object({
  availableOptions: z.array(generationOptionSchema),
});

export const generateBodySchema = z.object({
  propertyId: z.string().uuid('Invalid property id'),
  generationType: z.string().trim().min(1, 'Generation type is required'),
  customInstructions: z
    .string()
    .trim()
    .max(4000, 'Custom instructions must be at most 4000 characters')
    .refine((v) => !hasUnsafeText(v), UNSAFE_TEXT_MESSAGE)
    .optional()
    .transform((v) => (v ? v : undefined)),
  tone: writingToneSchema.optional(),
});
export type GenerateBody = z.infer<typeof generateBodySchema>;

export const generateResponseSchema = z.object({
  newCreditBalance: z.number().int(),
  responseID: z.string(),
});

export const RESPONSE_STATUSES = ['Pending', 'Processing', 'Complete', 'Failed'] as const;

export const aiResponseSchema = z.object({
  ID: z.string(),
  PropertyID: z.string().nullable(),
  Type: z.string(),
  Address: z.string(),
  Response: z.string(),
  Prompt: z.string().nullable(),
  Time: z.string(),
  Status: z.enum(RESPONSE_STATUSES),
  ErrorMessage: z.string().nullable(),
  /** 'builtin' for the offline writer, otherwise the model's name. */
  Writer: z.string().nullable(),
  GenerationType: z.string(),
  /** The tone it was written in. */
  Tone: z.enum(WRITING_TONES),
  /** Fair Housing wording and facts that disagree with the property, found when it was written or last edited. */
  Findings: z.array(complianceFindingSchema),
});
export type AiResponse = z.infer<typeof aiResponseSchema>;

/** The longest text an agent may save as a response (a generous MLS remark is 2,000 characters). */
export const RESPONSE_TEXT_MAX = 50_000;

export const responseEditBodySchema = z.object({
  text: z
    .string()
    .refine((t) => t.trim().length > 0, 'The text cannot be empty')
    .refine(
      (t) => t.length <= RESPONSE_TEXT_MAX,
      `The text can be at most ${RESPONSE_TEXT_MAX.toLocaleString('en-US')} characters`,
    ),
});

export const RESPONSE_VERSION_SOURCES = ['ai', 'edit', 'restore'] as const;
export const responseVersionSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  source: z
    .enum(RESPONSE_VERSION_SOURCES)
    .describe('ai: as written; edit: saved by the agent; restore: an earlier version brought back'),
  text: z.string(),
  createdAt: z.string(),
  current: z.boolean(),
});
export type ResponseVersion = z.infer<typeof responseVersionSchema>;
export const responseVersionListSchema = z.object({ versions: z.array(responseVersionSchema) });

export const followUpPromptSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  generationType: z.string(),
  creativeAngle: z.string(),
  expectedOutcome: z.string(),
  targetAudience: z.string(),
  relevanceScore: z.number().int().min(1).max(10),
  propertySpecific: z.boolean(),
});
export type FollowUpPrompt = z.infer<typeof followUpPromptSchema>;

export const followUpListResponseSchema = z.object({
  status: z.enum(['none', 'pending', 'complete', 'failed']),
  followUpPrompts: z.array(followUpPromptSchema),
});

export const followUpExecuteBodySchema = z.object({
  followUpPromptId: z.string().uuid('Invalid follow-up prompt id'),
  propertyId: z.string().uuid('Invalid property id'),
  customInstructions: z
    .string()
    .trim()
    .max(4000)
    .refine((v) => !hasUnsafeText(v), UNSAFE_TEXT_MESSAGE)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export const followUpExecuteResponseSchema = z.object({
  responseID: z.string(),
  newCreditBalance: z.number().int(),
});

/** Optional on every call that spends credits: a retry with the same key is answered without charging again. */
export const idempotencyHeadersSchema = z
  .object({ 'idempotency-key': z.string().trim().min(1).max(200).optional() })
  .loose();
