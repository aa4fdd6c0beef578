import { z } from 'zod';

/** What a finding is about: a class the Fair Housing Act protects, a wider state/local class, steering, or a fact. */
export const complianceCategorySchema = z.enum([
  'race-color',
  'religion',
  'sex',
  'disability',
  'familial-status',
  'national-origin',
  'steering',
  'source-of-income',
  'age',
  'marital-status',
  'sexual-orientation',
  'gender-identity',
  'military-status',
  'fact',
]);
export type ComplianceCategory = z.infer<typeof complianceCategorySchema>;

/** One problem in a text: `start`/`end` index the exact span (end exclusive). */
export const complianceFindingSchema = z.object({
  category: complianceCategorySchema,
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  text: z.string(),
  severity: z.enum(['violation', 'caution']),
  /** Why it is a problem, in a sentence the agent can act on. */
  why: z.string(),
  /** Advice: what to write instead. */
  safer: z.string(),
  /** The literal text that can replace the span in one click ('' removes it), or null when only the agent can say. */
  replacement: z.string().nullable(),
});
export type ComplianceFinding = z.infer<typeof complianceFindingSchema>;

/** The longest text the check call takes (a long response; descriptions are far shorter). */
export const COMPLIANCE_TEXT_MAX = 50_000;

export const complianceCheckBodySchema = z.object({
  text: z
    .string({ error: 'Text is required' })
    .max(
      COMPLIANCE_TEXT_MAX,
      `The text can be at most ${COMPLIANCE_TEXT_MAX.toLocaleString('en-US')} characters`,
    ),
  /** With a property of the signed-in agent, figures are also checked against its data. */
  propertyId: z.string().uuid('Invalid property id').optional(),
});
export const complianceCheckResultSchema = z.object({ findings: z.array(complianceFindingSchema) });

/** Common MLS public-remarks limits, in characters; an agent may also set any number in range. */
export const MLS_REMARKS_PRESETS = [800, 1000, 1024, 1300, 1500, 2000] as const;
export const MLS_REMARKS_DEFAULT = 1000;
export const MLS_REMARKS_MIN = 200;
export const MLS_REMARKS_MAX = 5000;
export const preferencesBodySchema = z.object({
  mlsRemarksLimit: z
    .number({ error: 'The MLS limit must be a number of characters' })
    .int('The MLS limit must be a whole number of characters')
    .min(MLS_REMARKS_MIN, `The MLS limit must be at least ${MLS_REMARKS_MIN} characters`)
    .max(
      MLS_REMARKS_MAX,
      `The MLS limit must be at most ${MLS_REMARKS_MAX.toLocaleString('en-US')} characters`,
    ),
});

/** The tones an agent can ask for; both writers honour them. */
export const WRITING_TONES = ['professional', 'warm', 'luxury', 'concise'] as const;
export type WritingTone = (typeof WRITING_TONES)[number];
export const writingToneSchema = z.enum(WRITING_TONES, { error: 'Choose a tone from the list' });
