/** A parsed form value: text, or nested objects and lists (`items[0][price]=…`, as the SDK sends them). */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/** Parses Stripe's form encoding: bracketed keys nest, numeric keys make lists. */
export function parseForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: FormObject = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as FormObject;
    });
  }
  return listsFromNumericKeys(root) as FormObject;
}

function listsFromNumericKeys(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, listsFromNumericKeys(value[key] as FormValue)] as const);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

/** The text at a path (`text(body, 'line_items', 0, 'price')`), or undefined. */
export function text(value: FormValue | undefined, ...path: (string | number)[]): string | undefined {
  let node: FormValue | undefined = value;
  for (const part of path) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = Array.isArray(node) ? node[Number(part)] : node[String(part)];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The string-valued object at a path (metadata), or {}. */
export function record(value: FormValue | undefined, ...path: string[]): Record<string, string> {
  let node: FormValue | undefined = value;
  for (const part of path) node = node && typeof node === 'object' && !Array.isArray(node) ? node[part] : undefined;
  if (!node || typeof node !== 'object' || Array.isArray(node)) return {};
  return Object.fromEntries(Object.entries(node).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
