import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../server/src/config/env';

const root = path.resolve(import.meta.dirname, '../..');

interface Service {
  image?: string;
  command?: string;
  environment?: Record<string, string | number>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  ports?: string[];
}

// No Docker engine on these machines: the file is read as Compose reads it (YAML with merge keys and
// ${VAR:-default} values), and each instance's environment is given to the app's own config loader.
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };
const nginx = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
const services = compose.services;
const apps = Object.entries(services).filter(([name]) => /^app-\d+$/.test(name));
/** `${VAR:-default}` as Compose gives it when VAR is unset. */
const withDefaults = (environment: Service['environment'] = {}) =>
  Object.fromEntries(Object.entries(environment).map(([key, value]) => [key, String(value).replace(/^\$\{\w+:-(.*)\}$/, '$1')]));

describe('docker-compose.yml: two instances behind nginx', () => {
  it('runs two app instances alike, each with its own name', () => {
    expect(apps.map(([name]) => name)).toEqual(['app-1', 'app-2']);
    const [first, second] = apps.map(([, service]) => service) as [Service, Service];
    expect(second.command).toBe(first.command);
    expect(second.image).toBe(first.image);
    const { INSTANCE_ID: firstId, ...firstRest } = withDefaults(first.environment);
    const { INSTANCE_ID: secondId, ...secondRest } = withDefaults(second.environment);
    expect(firstId).not.toBe(secondId);
    // One database, one Redis, one signing secret and one set of keys: either instance serves anyone.
    expect(secondRest).toEqual(firstRest);
  });

  it("gives each instance an environment the app's config accepts, for production on Postgres with shared limits", () => {
    for (const [name, service] of apps) {
      const config = loadConfig({ ...withDefaults(service.environment), DATA_DIR: path.join(tmpdir(), `compose-${name}`) }, { encryptionKeyFile: 'existing' });
      expect(config.env, name).toBe('production');
      expect(config.databaseUrl, name).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      expect(config.redis.url, name).toBe('redis://redis:6379');
      // One hop: the address nginx saw, never what the client wrote before it.
      expect(config.trustProxy, name).toBe(1);
      expect(config.authSecret.length, name).toBeGreaterThanOrEqual(32);
    }
  });

  it('starts the instances only once the database, Redis and the install are ready, and checks their health', () => {
    for (const [name, service] of apps) {
      expect(service.depends_on, name).toMatchObject({
        install: { condition: 'service_completed_successfully' },
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
      expect(service.healthcheck?.test.join(' '), name).toContain('/api/health');
      expect(service.ports, `${name} is reached through nginx only`).toBeUndefined();
    }
    for (const dependency of ['postgres', 'redis']) expect(services[dependency]?.healthcheck, dependency).toBeDefined();
    expect(services.nginx?.depends_on).toEqual({ 'app-1': { condition: 'service_healthy' }, 'app-2': { condition: 'service_healthy' } });
  });

  it('balances over both instances in nginx, upgrading the session socket', () => {
    expect(services.nginx?.volumes).toContain('./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro');
    for (const [name] of apps) expect(nginx).toMatch(new RegExp(`server ${name}:3000`));
    const realtime = nginx.slice(nginx.indexOf('location /api/realtime'));
    expect(realtime).toMatch(/proxy_http_version 1\.1;/);
    expect(realtime).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(realtime).toMatch(/proxy_set_header Connection \$connection_upgrade;/);
    // The address nginx saw, never appended to what the client wrote.
    expect(nginx.match(/proxy_set_header X-Forwarded-For \$remote_addr;/g)).toHaveLength(2);
    expect(nginx).not.toMatch(/proxy_add_x_forwarded_for/);
  });

  it('never marks an instance down, and passes what meets a stopping one to the other (a rolling restart)', () => {
    for (const [name] of apps) expect(nginx).toMatch(new RegExp(`server ${name}:3000 max_fails=0;`));
    // An upgrade refused by a stopping instance (503) opens on the other.
    expect(nginx).toMatch(/location \/api\/realtime \{[^}]*proxy_next_upstream error timeout http_502 http_503;/);
    // A POST sent on a kept-alive connection the stopping instance closed was never read: passed on too,
    // but not after a timeout or a 503, when it may have been carried out.
    expect(nginx).toMatch(/location \/ \{[^}]*proxy_next_upstream error http_502 non_idempotent;/);
    // The whole run is tests/deploy/rolling-restart.test.ts.
  });
});
