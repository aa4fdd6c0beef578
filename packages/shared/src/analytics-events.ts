// The analytics events of docs/product/commercial.md#analytics-events and the parameters they may
// carry. Plain constants without zod, so the browser's analytics module stays small on first load.

/**
 * Every event with the value it carries. `null`: the event has no fixed value (a page view, an event
 * the product does not score, or one whose value is a count the caller gives).
 */
export const ANALYTICS_EVENT_VALUES = {
  page_view: null,
  cta_click: 1,
  sign_up_start: 1,
  trial_start: 1,
  trial_pdf_upload: 1,
  trial_property_created: 1,
  trial_ai_generation: 1,
  trial_conversion: 1,
  sign_up_complete: 5,
  login_attempt: 1,
  login_success: 2,
  demo_interaction: 1,
  pricing_cta_click: 3,
  enhanced_follow_up_view: null,
  property_specific_follow_up: null,
  unsubscribe_attempt: null,
  unsubscribe_success: null,
  unsubscribe_error: 0,
} as const satisfies Record<string, number | null>;
export type AnalyticsEventName = keyof typeof ANALYTICS_EVENT_VALUES;

/** The only parameters an event may carry: none of them names or reaches a person. */
export const ANALYTICS_PARAM_NAMES = [
  'response_id',
  'follow_up_count',
  'has_creative_intelligence',
  'is_property_specific',
  'plan_name',
  'cta_type',
  'demo_type',
  'generation_type',
  'has_feedback',
  'error_type',
  'method',
  'source',
] as const;
export type AnalyticsParams = Partial<
  Record<(typeof ANALYTICS_PARAM_NAMES)[number], string | number | boolean>
>;

/** Events in one request, and the request's size: a page sends a few at a time. */
export const ANALYTICS_BATCH_MAX = 50;
export const ANALYTICS_BODY_MAX_BYTES = 32 * 1024;
