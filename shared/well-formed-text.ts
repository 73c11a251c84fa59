// Text that can be stored and echoed alike: Postgres text refuses NUL, and a lone UTF-16 surrogate
// (half an emoji) comes back from storage as U+FFFD. Every incoming string passes through here once,
// at the edge (REST bodies and queries, socket messages), so what is saved is what is shown.
const SURROGATE = /[\uD800-\uDFFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text without NUL characters, with each lone surrogate replaced by U+FFFD. */
export function wellFormedText(text: string): string {
  if (!text.includes('\u0000') && !SURROGATE.test(text)) return text;
  return text.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');
}

/** Deeper than any request or message of the product nests; a walk over anything deeper could exhaust the stack. */
export const MAX_JSON_DEPTH = 32;

/** Whether a parsed JSON value nests arrays and objects more than `max` deep; walked without recursion. */
export function nestsDeeperThan(value: unknown, max: number = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

/** Every string inside a parsed JSON value (or query object), cleaned in place; returns the value. Check the depth first. */
export function withWellFormedStrings<T>(value: T): T {
  if (typeof value === 'string') return wellFormedText(value) as T;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = withWellFormedStrings(value[i] as unknown);
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = withWellFormedStrings(record[key]);
  }
  return value;
}
