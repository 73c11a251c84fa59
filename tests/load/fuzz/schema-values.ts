/** Values for fuzzing, drawn from JSON Schema (the OpenAPI document's, or a zod schema's): valid-looking, then broken. */

export type Rng = () => number;

/** A small seeded generator (mulberry32): a run can be repeated from its seed. */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
export const chance = (rng: Rng, p: number) => rng() < p;

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

/** Strings that break careless code: SQL and HTML injection, NUL, text direction, surrogates, paths, template syntax. */
export const nastyStrings: readonly string[] = [
  "' OR '1'='1' --",
  "'); DROP TABLE users; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'a\u0000b',
  '\u202egnp.exe',
  '\ud800',
  '👩‍👩‍👧‍👦'.repeat(50),
  '../../../../etc/passwd',
  '%00%ff',
  '{{7*7}}${7*7}',
  '${jndi:ldap://127.0.0.1/a}',
  ' '.repeat(300),
  '',
  'x'.repeat(70_000),
  '-1',
  'NaN',
  'null',
  '0x7fffffff',
  '2026-02-30T25:61:61Z',
];

const randomUuid = (rng: Rng) =>
  'xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx'.replace(/x/g, () => Math.floor(rng() * 16).toString(16));

const byFormat: Record<string, (rng: Rng) => string> = {
  uuid: randomUuid,
  email: (rng) => `fuzz${Math.floor(rng() * 1e6)}@fuzz.solace.local`,
  'date-time': (rng) => new Date(Date.UTC(2026, 10, 1 + Math.floor(rng() * 28))).toISOString(),
  date: (rng) => `2026-11-${String(1 + Math.floor(rng() * 28)).padStart(2, '0')}`,
  uri: () => 'https://example.com/a',
};

function sampleString(schema: JsonSchema, rng: Rng): string {
  const formatted = schema.format === undefined ? undefined : byFormat[schema.format];
  if (formatted) return formatted(rng);
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, min + 40);
  const length = min + Math.floor(rng() * (max - min + 1));
  return Array.from({ length }, () => String.fromCharCode(97 + Math.floor(rng() * 26))).join('');
}

/** A value the schema accepts, as far as its keywords go (patterns and refinements are not followed). */
export function sampleValue(schema: JsonSchema, rng: Rng, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return pick(rng, schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return sampleValue(pick(rng, options), rng, depth + 1);
  if (schema.allOf?.length) return sampleValue(Object.assign({}, ...schema.allOf) as JsonSchema, rng, depth + 1);
  const type = Array.isArray(schema.type) ? pick(rng, schema.type) : schema.type ?? (schema.properties ? 'object' : 'string');
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(name) || chance(rng, 0.5)) out[name] = depth > 6 ? null : sampleValue(property, rng, depth + 1);
      }
      return out;
    }
    case 'array':
      return depth > 6 || !schema.items ? [] : Array.from({ length: Math.floor(rng() * 3) }, () => sampleValue(schema.items as JsonSchema, rng, depth + 1));
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = schema.maximum ?? min + 100;
      const value = min + rng() * (max - min);
      return type === 'integer' ? Math.round(value) : value;
    }
    case 'boolean':
      return chance(rng, 0.5);
    case 'null':
      return null;
    default:
      return sampleString(schema, rng);
  }
}

const wrongValues: readonly unknown[] = [null, true, -1, 1e308, -0, [], {}, [[[[[]]]]], '', 'x'.repeat(5000)];

/** `value` broken one way: a field dropped, given the wrong type or a nasty string, an extra field, or the whole replaced. */
export function mutateValue(value: unknown, rng: Rng): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return chance(rng, 0.5) ? pick(rng, nastyStrings) : pick(rng, wrongValues);
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const keys = Object.keys(out);
  const key = keys.length > 0 ? pick(rng, keys) : 'field';
  switch (Math.floor(rng() * 6)) {
    case 0:
      delete out[key];
      return out;
    case 1:
      out[key] = pick(rng, wrongValues);
      return out;
    case 2:
      out[key] = pick(rng, nastyStrings);
      return out;
    case 3:
      out[`extra${Math.floor(rng() * 100)}`] = pick(rng, nastyStrings);
      return out;
    case 4:
      out[key] = mutateValue(out[key], rng);
      return out;
    default:
      return pick(rng, [[value], 'not an object', 42, null]);
  }
}
