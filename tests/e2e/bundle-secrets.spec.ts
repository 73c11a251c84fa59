import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const dist = path.resolve(process.env.E2E_CLIENT_DIST ?? 'client/dist');
const dataDir = process.env.E2E_DATA_DIR ?? '';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** What must never reach a browser: key and secret shapes, connection strings, and the names of the server's secret settings. */
const forbidden: [string, RegExp][] = [
  ['a Stripe secret key', /\b[rs]k_(live|test)_[A-Za-z0-9]{8,}/],
  ['a Stripe webhook secret', /\bwhsec_[A-Za-z0-9]{8,}/],
  ['an OpenAI key', /\bsk-(proj-)?[A-Za-z0-9_-]{20,}/],
  ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['a database or cache URL', /\b(postgres(ql)?|redis|rediss):\/\/[^\s'"`]+/],
  ['a server secret setting', /\b(AUTH_SECRET|ENCRYPTION_KEYS|OPENAI_API_KEY|STRIPE_SECRET_KEY|STRIPE_WEBHOOK_SECRET|DATABASE_URL|SMTP_URL|METRICS_TOKEN)\b/],
];

test('the built client holds no secret: none of the running server’s, and nothing shaped like one', async ({ request }) => {
  const texts = filesUnder(dist)
    .filter((file) => /\.(js|mjs|css|html|json|map|txt|svg|webmanifest)$/.test(file))
    .map((file) => ({ file: path.relative(dist, file), text: readFileSync(file, 'utf8') }));
  expect(texts.some((t) => t.file.endsWith('.js'))).toBe(true);
  // The server under test generated these into its data folder at start-up.
  const authSecret = readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').trim();
  const { keys } = JSON.parse(readFileSync(path.join(dataDir, 'encryption-keys.json'), 'utf8')) as { keys: Record<string, string> };
  const secrets = [authSecret, ...Object.values(keys)];
  expect(secrets.every((secret) => secret.length >= 32)).toBe(true);
  const found: string[] = [];
  for (const { file, text } of texts) {
    for (const secret of secrets) if (text.includes(secret)) found.push(`${file}: a secret of the running server`);
    for (const [what, pattern] of forbidden) if (pattern.test(text)) found.push(`${file}: ${what} (${pattern.exec(text)?.[0].slice(0, 40)})`);
  }
  expect(found).toEqual([]);

  // And the pages the server sends carry a strict Content-Security-Policy: scripts from the app only,
  // WebAssembly (the voice detector) allowed, no inline or eval'd script, no plugins, no framing elsewhere.
  const page = await request.get('/');
  const csp = Object.fromEntries(
    (page.headers()['content-security-policy'] ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]),
  ) as Record<string, string[]>;
  expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  expect(csp['frame-ancestors']).toEqual(["'self'"]);
});
