// Business constants, as stated across docs/product/ (the commercial ones in commercial.md#constants).
// Every number the product shows or enforces comes from here.

export const PRODUCT_NAME = 'AI Realty';

export const ACCESS_EARLY_EXPIRY_SECONDS = 60;
export const SESSION_CHECK_INTERVAL_MS = 60_000;
export const REFRESH_WARNING_SECONDS = 3600;
export const RESEND_COOLDOWN_SECONDS = 60;
export const STATUS_MESSAGE_MS = 5_000;
export const POST_REGISTRATION_REDIRECT_MS = 2_000;
export const RESET_REDIRECT_MS = 2_000;
export const COPIED_INDICATOR_MS = 2_000;

export const POLL_INTERVAL_MS = 3_000;
export const FOLLOW_UP_POLL_MAX_ATTEMPTS = 20;

export const ONBOARDING_STORAGE_KEY = 'ai-realty-onboarding';
export const ONBOARDING_RESHOW_MS = 24 * 60 * 60 * 1000;
export const ONBOARDING_OPEN_DELAY_MS = 2_000;
export const ONBOARDING_FOLLOW_UP_DELAY_MS = 1_000;

export const REGISTRATION_CREDITS = 10;
export const PDF_ANALYSIS_CREDITS = 2;
export const PDF_MAX_BYTES = 52_428_800;
/** Room for 5,000 ordinary rows; a bigger file is not a property list, and parsing it would stall others. */
export const CSV_MAX_BYTES = 5 * 1024 * 1024;
export const RECENT_JOBS_SHOWN = 3;
export const RECENT_RESPONSES_SHOWN = 5;
export const RESPONSE_PREVIEW_CHARS = 150;

export const PASSWORD_MIN = 6;
export const NAME_MIN = 2;
export const YEAR_BUILT_MIN = 1800;
/** How a lot size is measured: land and suburban lots in acres, city lots in square feet. */
export const LOT_SIZE_UNITS = ['acres', 'sq ft'] as const;
export type LotSizeUnit = (typeof LOT_SIZE_UNITS)[number];
export const WIZARD_STEPS = 5;

export const LOW_CREDITS_ACCOUNT = 10;
export const LOW_CREDITS_WARNING = 20;

export const CSV_MAX_ROWS = 5_000;

export const SUPPORT_EMAIL = 'support@airealty.app';
export const TECH_SUPPORT_EMAIL = 'tech@airealty.app';
export const LEGAL_EMAIL = 'legal@airealty.app';

export const PROPERTY_TYPES = [
  'Single Family Home',
  'Condo',
  'Townhouse',
  'Multi-Family',
  'Land',
  'Commercial',
] as const;
export const LISTING_TYPES = ['For Sale', 'For Rent', 'Sold', 'Off Market', 'Coming Soon'] as const;
export const LISTING_STATUSES = ['active', 'pending', 'sold'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
