import { z } from 'zod';
import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_EVENT_VALUES,
  ANALYTICS_PARAM_NAMES,
  type AnalyticsEventName,
} from '../analytics-events.ts';

// First-party analytics (docs/product/commercial.md#analytics-events): the events the browser sends,
// the batch it sends them in, and the admin funnel computed from them and from the accounts.

const EVENT_NAMES = Object.keys(ANALYTICS_EVENT_VALUES) as [AnalyticsEventName, ...AnalyticsEventName[]];

const analyticsEventSchema = z.object({
  name: z.enum(EVENT_NAMES),
  value: z.number().min(-1_000_000).max(1_000_000).optional(),
  params: z
    .partialRecord(z.enum(ANALYTICS_PARAM_NAMES), z.union([z.string().max(100), z.number(), z.boolean()]))
    .optional(),
  path: z
    .string()
    .max(300)
    .regex(/^\/[^?#]*$/, 'Path must start with / and carry no query or fragment')
    .optional()
    .describe('The page path only: a query string can hold an address or a token'),
  title: z.string().max(200).optional(),
});

export const analyticsBatchSchema = z.object({
  visitorId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'Visitor id must be 16 to 64 letters, digits, - or _')
    .describe('A random id the browser makes once and keeps; it names no one'),
  events: z
    .array(analyticsEventSchema)
    .min(1, 'At least one event is required')
    .max(ANALYTICS_BATCH_MAX, `At most ${ANALYTICS_BATCH_MAX} events per request`),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

export const analyticsAcceptedSchema = z.object({ accepted: z.number().int() });

export const FUNNEL_DAYS = 30;

/** The admin funnel, in order: anonymous steps from the events, account steps from the accounts. */
export const FUNNEL_STEPS = [
  { key: 'visitors', label: 'Visitors' },
  { key: 'trial_start', label: 'Trial start' },
  { key: 'pdf_upload', label: 'PDF upload' },
  { key: 'trial_property', label: 'Trial property' },
  { key: 'sign_up', label: 'Sign-up' },
  { key: 'verified', label: 'Verified' },
  { key: 'first_generation', label: 'First generation' },
  { key: 'first_purchase', label: 'First purchase' },
] as const;
export type FunnelStepKey = (typeof FUNNEL_STEPS)[number]['key'];

export const adminFunnelSchema = z.object({
  days: z.number().int(),
  since: z.string().describe('ISO time the window starts'),
  steps: z.array(
    z.object({
      key: z.enum(FUNNEL_STEPS.map((s) => s.key) as [FunnelStepKey, ...FunnelStepKey[]]),
      label: z.string(),
      count: z.number().int(),
      conversion: z
        .number()
        .nullable()
        .describe('This step’s count divided by the previous step’s; null for the first step or after 0'),
    }),
  ),
});
export type AdminFunnel = z.infer<typeof adminFunnelSchema>;
