const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The same origin under every loopback name: a browser on http://127.0.0.1:3000 is the app at
 * http://localhost:3000. Other hosts get no aliases.
 */
export function loopbackAliases(origin: string): string[] {
  const url = new URL(origin);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [origin];
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
}
