// The public site's pages with their title, description and sharing tags, in one place. The server
// writes them into index.html for each public path (so crawlers and link previews that run no
// JavaScript see the page's own tags) and lists the indexed ones in sitemap.xml; the web app writes
// the same tags into the document on every navigation.

import { PRODUCT_NAME, REGISTRATION_CREDITS } from './constants.ts';

export type PublicPage = {
  /** The canonical path; aliases and trailing slashes resolve to it. */
  path: string;
  /** The whole document title, also the sharing title. */
  title: string;
  /** One or two sentences for search results and link previews, under about 160 characters. */
  description: string;
  /** Listed in sitemap.xml and open to search engines; step and e-mail link pages are not. */
  indexed: boolean;
};

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    title: `${PRODUCT_NAME}: listing descriptions and marketing for real estate agents`,
    description: `Turn your property details into MLS-ready listing descriptions, SEO keywords, social posts and buyer profiles in minutes. Start free with ${REGISTRATION_CREDITS} credits.`,
    indexed: true,
  },
  {
    path: '/features',
    title: `Features: listing copy, social posts and PDF import · ${PRODUCT_NAME}`,
    description:
      'Add a listing once, by form, CSV or listing PDF, and create the MLS description, social posts, email campaigns, pricing strategy and buyer personas from the same facts.',
    indexed: true,
  },
  {
    path: '/pricing',
    title: `Pricing: monthly plans and credit packs · ${PRODUCT_NAME}`,
    description: `Start free with ${REGISTRATION_CREDITS} credits, then choose a plan by how many listings you market each month. Every plan has every feature, and credits never expire.`,
    indexed: true,
  },
  {
    path: '/about',
    title: `About ${PRODUCT_NAME}: the writing desk for busy agents`,
    description:
      'Good listings deserve good marketing, and agents rarely have the evenings to write it. Why we built AI Realty, and how it keeps every draft true to your facts.',
    indexed: true,
  },
  {
    path: '/contact',
    title: `Contact ${PRODUCT_NAME}: support, technical help and legal`,
    description:
      'Questions about your account, credits or a draft? Write to support, technical support or legal at AI Realty and reach the right person first.',
    indexed: true,
  },
  {
    path: '/privacy-policy',
    title: `Privacy Policy · ${PRODUCT_NAME}`,
    description:
      'What AI Realty collects from agents, how property data and listing PDFs are used to write your drafts, who else sees them, how long they are kept, and your rights.',
    indexed: true,
  },
  {
    path: '/terms-of-service',
    title: `Terms of Service · ${PRODUCT_NAME}`,
    description:
      'The agreement between you and AI Realty: your account, credits and payments, who owns what you create, acceptable use, and reviewing AI drafts before publishing.',
    indexed: true,
  },
  {
    path: '/try-free',
    title: `Try ${PRODUCT_NAME} free, no account needed`,
    description:
      'Describe one property in five short steps or upload its listing PDF, and see the marketing AI Realty writes for it. No account and no card needed.',
    indexed: true,
  },
  {
    path: '/register',
    title: `Create your free account · ${PRODUCT_NAME}`,
    description: `Sign up in a minute and get ${REGISTRATION_CREDITS} free credits when you verify your email. No card needed. Your first listing description is a few clicks away.`,
    indexed: true,
  },
  {
    path: '/login',
    title: `Sign In · ${PRODUCT_NAME}`,
    description:
      'Sign in to AI Realty to reach your properties, your generated listing copy and your credits.',
    indexed: true,
  },
  {
    path: '/try-free/wizard',
    title: `Try Free: Property Wizard · ${PRODUCT_NAME}`,
    description:
      'Address, details, key features, amenities and keywords: describe one property in five short steps and see what AI Realty can write for it.',
    indexed: false,
  },
  {
    path: '/try-free/pdf',
    title: `Try Free: PDF Upload · ${PRODUCT_NAME}`,
    description:
      'Upload a listing sheet or flyer as a PDF and AI Realty reads the property details from it, ready for your free trial.',
    indexed: false,
  },
  {
    path: '/try-free/ai',
    title: `Try Free: AI Options · ${PRODUCT_NAME}`,
    description:
      'Your trial property is ready: pick the first piece of marketing content AI Realty should write for it.',
    indexed: false,
  },
  {
    path: '/reset-password',
    title: `Reset Password · ${PRODUCT_NAME}`,
    description: 'Choose a new password for your AI Realty account, or ask for a reset link by email.',
    indexed: false,
  },
  {
    path: '/verify-email',
    title: `Email Verification · ${PRODUCT_NAME}`,
    description: `Confirm your email address to activate your AI Realty account and receive your ${REGISTRATION_CREDITS} free credits.`,
    indexed: false,
  },
  {
    path: '/confirm-email-change',
    title: `Confirm Email Change · ${PRODUCT_NAME}`,
    description: 'Confirm the new email address of your AI Realty account.',
    indexed: false,
  },
  {
    path: '/undo-email-change',
    title: `Cancel Email Change · ${PRODUCT_NAME}`,
    description: 'Keep your current email address on your AI Realty account and cancel a requested change.',
    indexed: false,
  },
  {
    path: '/unsubscribe',
    title: `Unsubscribe · ${PRODUCT_NAME}`,
    description:
      'Stop marketing email from AI Realty. Messages your account needs, such as email verification and password resets, still reach you.',
    indexed: false,
  },
];

/** Other paths of the same pages (short forms, older names). Their canonical URL is the page's. */
const ALIASES: Record<string, string> = {
  '/privacy': '/privacy-policy',
  '/terms': '/terms-of-service',
  '/password-reset': '/reset-password',
  '/email-verification': '/verify-email',
};

const byPath = new Map(PUBLIC_PAGES.map((p) => [p.path, p]));

/** The public page at a path (no query string), or undefined for the signed-in app and unknown paths. */
export function publicPageFor(pathname: string): PublicPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(ALIASES[path] ?? path);
}

/** The image link previews show: public/og-image.png of the web app. */
export const SHARE_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: `${PRODUCT_NAME}: listing copy and marketing plans, written from your property data`,
} as const;

export type HeadTag =
  | { kind: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { kind: 'canonical'; href: string };

/**
 * The tags of a page besides its title. `origin` is the site's public address (APP_URL), since
 * sharing tags and the canonical link need absolute URLs.
 */
export function pageHeadTags(page: PublicPage, origin: string): HeadTag[] {
  const url = `${origin}${page.path}`;
  const name = (key: string, content: string): HeadTag => ({ kind: 'meta', attribute: 'name', key, content });
  const property = (key: string, content: string): HeadTag => ({
    kind: 'meta',
    attribute: 'property',
    key,
    content,
  });
  return [
    name('description', page.description),
    name('robots', page.indexed ? 'index, follow' : 'noindex, follow'),
    { kind: 'canonical', href: url },
    property('og:site_name', PRODUCT_NAME),
    property('og:type', 'website'),
    property('og:title', page.title),
    property('og:description', page.description),
    property('og:url', url),
    property('og:image', `${origin}${SHARE_IMAGE.path}`),
    property('og:image:width', String(SHARE_IMAGE.width)),
    property('og:image:height', String(SHARE_IMAGE.height)),
    property('og:image:alt', SHARE_IMAGE.alt),
    name('twitter:card', 'summary_large_image'),
  ];
}
