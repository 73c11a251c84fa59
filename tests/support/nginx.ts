import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

/** Debian's nginx (CI installs nginx-light); tests that need it are skipped without it. */
export const NGINX = '/usr/sbin/nginx';
export const hasNginx = existsSync(NGINX);

const shipped = readFileSync(new URL('../../deploy/nginx.conf', import.meta.url), 'utf8');

/** deploy/nginx.conf as shipped, its upstream entries pointing at `appPorts` on this machine, listening on `port`. */
function nginxConf(appPorts: [number, number], port: number, dir: string): string {
  let entry = 0;
  const site = shipped
    .replace(/server app-\d:3000/g, () => `server 127.0.0.1:${appPorts[entry++ % 2]}`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${dir}/${name};`).join('\n');
  return `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\naccess_log off;\n${temp}\n${site}\n}\n`;
}

export interface RunningNginx {
  /** http://127.0.0.1:<port> */
  url: string;
  stop(): void;
}

/** Starts nginx with the shipped configuration in front of two local app ports (the same port twice for one app). */
export async function startNginx(appPorts: [number, number]): Promise<RunningNginx> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'solace-nginx-'));
  mkdirSync(path.join(dir, 'logs'));
  writeFileSync(path.join(dir, 'nginx.conf'), nginxConf(appPorts, port, dir));
  const nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => void nginx.kill('SIGQUIT');
  for (let i = 0; i < 100; i++) {
    // Any answer (a 502 while no app listens yet) means nginx is up.
    if (await fetch(`${url}/api/health`).then(() => true, () => false)) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  stop();
  throw new Error(`nginx did not start: ${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
}
