const PROBE_ORIGIN = 'http://solace.invalid';

/**
 * Where to go after logging in: a path on this site taken from the `redirect` query parameter, or
 * `fallback`. Anything that could leave the site (`//host`, `/\host`, `https://…`) gives the fallback.
 */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target?.startsWith('/')) return fallback;
  try {
    // The URL parser drops tabs and newlines and reads backslashes as slashes, exactly as the browser will.
    const url = new URL(target, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
