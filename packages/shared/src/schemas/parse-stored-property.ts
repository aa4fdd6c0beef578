import { z } from 'zod';
import { emptyProperty, type Property, propertySchema } from './property-schema.ts';
import { type PropertyFieldErrors, validateProperty } from './validate-property.ts';

// Reading a property back from storage or from untrusted input, and repairing what does not fit:
// one bad field never blanks a whole listing (docs/product/properties.md#the-property-object).

/**
 * A stored value may be an object or a JSON string; a string that does not parse yields the empty
 * structure (docs/product/properties.md#the-property-object). A partial or partly wrong object keeps every field that fits and
 * gets the default for the rest, so one bad field never blanks a whole listing.
 */
export function parseStoredProperty(value: unknown): Property {
  let raw = value;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return emptyProperty();
    }
  }
  if (isCanonicalProperty(raw)) return raw;
  return parseKeepingValidFields(raw).property;
}

type Check = (value: unknown) => boolean;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Parsing returned the very value it was given: the same primitive, or an array/record of the same items. */
function sameValue(parsed: unknown, value: unknown): boolean {
  if (Object.is(parsed, value)) return true;
  if (Array.isArray(parsed) && Array.isArray(value)) {
    return parsed.length === value.length && parsed.every((item, i) => Object.is(item, value[i]));
  }
  if (isPlainObject(parsed) && isPlainObject(value)) {
    const keys = Object.keys(parsed);
    return keys.length === Object.keys(value).length && keys.every((k) => Object.is(parsed[k], value[k]));
  }
  return false;
}

/**
 * Compiles from the schema a check that a value is exactly what parsing would produce (every key
 * present, nothing extra, every leaf unchanged by parsing), so stored properties in canonical form
 * are used without building a parsed copy. Objects are walked through their public shape; every
 * other schema is a leaf checked by parsing it, so the check follows the schema by construction.
 */
function compileCanonicalCheck(schema: z.ZodType): Check {
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault) {
    return compileCanonicalCheck(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodObject) {
    const fields = Object.entries(schema.shape as Record<string, z.ZodType>).map(
      ([key, s]) => [key, compileCanonicalCheck(s)] as const,
    );
    return (v) =>
      isPlainObject(v) &&
      Object.keys(v).length === fields.length &&
      fields.every(([key, check]) => check(v[key]));
  }
  return (v) => {
    if (v === undefined) return false;
    const parsed = schema.safeParse(v);
    return parsed.success && sameValue(parsed.data, v);
  };
}

let canonicalCheck: Check | undefined;

/** True when the value is a property exactly as parsing would return it, e.g. as this app stores it. */
export function isCanonicalProperty(value: unknown): value is Property {
  canonicalCheck ??= compileCanonicalCheck(propertySchema);
  return canonicalCheck(value);
}

/**
 * Parses untrusted input into a property and collects every problem at once: shape errors (a value
 * of the wrong type, too long) and the rules of `validateProperty`, one message per dotted path.
 */
export function checkProperty(value: unknown): { property: Property; errors: PropertyFieldErrors } {
  const { property, issues } = parseKeepingValidFields(value);
  const errors: PropertyFieldErrors = {};
  for (const issue of issues) errors[issue.path] ??= issue.message;
  for (const [path, message] of Object.entries(validateProperty(property))) errors[path] ??= message;
  return { property: normalizeProperty(property), errors };
}

function parseKeepingValidFields(value: unknown): {
  property: Property;
  issues: { path: string; message: string }[];
} {
  const issues: { path: string; message: string }[] = [];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { property: emptyProperty(), issues };
  }
  // The common case, a valid object, is parsed as is; only a failing one is copied and repaired.
  const first = propertySchema.safeParse(value);
  if (first.success) return { property: first.data, issues };
  let candidate: unknown = structuredClone(value);
  // Each pass drops the values zod rejected so their defaults apply; nesting is at most four levels
  // deep, so a few passes settle every case.
  for (let pass = 0; pass < 6; pass++) {
    const parsed = pass === 0 ? first : propertySchema.safeParse(candidate);
    if (parsed.success) return { property: parsed.data, issues };
    for (const issue of parsed.error.issues) {
      issues.push({ path: issue.path.map(String).join('.'), message: issue.message });
      candidate = dropPath(candidate, issue.path);
    }
  }
  return { property: emptyProperty(), issues };
}

function dropPath(root: unknown, path: PropertyKey[]): unknown {
  if (path.length === 0) return {};
  let parent = root as Record<PropertyKey, unknown>;
  for (const key of path.slice(0, -1)) {
    const next = parent?.[key];
    // An array with a bad element is dropped whole: a list with holes is not what was stored.
    if (Array.isArray(next)) {
      delete parent[key];
      return root;
    }
    if (typeof next !== 'object' || next === null) return root;
    parent = next as Record<PropertyKey, unknown>;
  }
  if (parent && typeof parent === 'object') delete parent[path[path.length - 1]];
  return root;
}

/**
 * The canonical form stored and returned: State upper-cased, keywords trimmed without empties or
 * duplicates (the keyword-chip rules of docs/product/properties.md#wizard).
 */
export function normalizeProperty(property: Property): Property {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const keyword of property.SEO.Keywords) {
    const k = keyword.trim();
    if (!k || seen.has(k.toLowerCase())) continue;
    seen.add(k.toLowerCase());
    keywords.push(k);
  }
  return {
    ...property,
    BasicInfo: {
      ...property.BasicInfo,
      Address: {
        ...property.BasicInfo.Address,
        State: property.BasicInfo.Address.State.trim().toUpperCase(),
      },
    },
    SEO: { ...property.SEO, Keywords: keywords },
  };
}
