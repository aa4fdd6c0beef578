import { z } from 'zod';

// Text a person typed or a file carried is stored, shown to other screens and sent to the AI writer.
// Three kinds of character have no business in it: NUL, which PostgreSQL cannot store in text; the
// other control characters but tab, line feed and carriage return, which no keyboard types and which
// JSON writes as six bytes each (a field 'within its length' could weigh six times its limit); and
// the bidirectional overrides and isolates (U+202A-U+202E, U+2066-U+2069), which make a name or
// address display differently from what it is (right-to-left override spoofing). Every schema of user
// text rejects them, with a message the person can act on.

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this finds.
const UNSAFE_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this finds.
const UNSAFE_TEXT_GLOBAL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g;

export const UNSAFE_TEXT_MESSAGE = 'Must not contain invisible control or text-direction characters';

/** True when the text holds a NUL or another control character (but tab and line breaks), or a bidirectional override/isolate. */
export function hasUnsafeText(value: string): boolean {
  return UNSAFE_TEXT.test(value);
}

/** The text without control (but tab and line breaks) and bidirectional override/isolate characters, for text that is repaired, not refused. */
export function stripUnsafeText(value: string): string {
  return value.replace(UNSAFE_TEXT_GLOBAL, '');
}

/**
 * A string schema for user text: at most `max` characters and none of the unsafe characters. A
 * refinement, not a transform, so the same schema also describes (and serialises) responses.
 */
export function safeText(max: number, tooLong = `Must be at most ${max.toLocaleString('en-US')} characters`) {
  return z
    .string()
    .max(max, tooLong)
    .refine((v) => !hasUnsafeText(v), UNSAFE_TEXT_MESSAGE);
}

/** The largest amount any number field of the app accepts; beyond it a value is a mistake or an attack. */
export const NUMBER_MAX = 1_000_000_000_000;

const DECIMAL = /^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/;

/**
 * A number field that also accepts a plain decimal string ("425000", " 3 "), as forms and files send
 * them, and nothing looser: no hex ("0x1F"), exponents, booleans, empty strings, infinities, and
 * nothing beyond ±NUMBER_MAX. `message` is the field's own message for a value that is not a number.
 */
export function strictNumber(message: string) {
  // A codec rather than a preprocess: responses are encoded with the same schema, and a number
  // encodes to itself.
  return z.codec(
    z.union([z.number(), z.string().regex(DECIMAL, message)], { error: message }),
    z
      .number({ error: message })
      .min(-NUMBER_MAX, message)
      .max(NUMBER_MAX, `Must be at most ${NUMBER_MAX.toLocaleString('en-US')}`),
    {
      decode: (value) => (typeof value === 'string' ? Number(value) : value),
      encode: (value) => value,
    },
  );
}
