import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderFetch } from './provider-fetch';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A real HTTP server whose routes the tests set; it records what each request brought. */
let server: Server;
let base: string;
const seen: Seen[] = [];
const routes = new Map<string, (req: IncomingMessage, res: ServerResponse) => void>();
const agent = new Agent({ keepAliveTimeout: 1_000 });
const providerFetch = createProviderFetch(agent);

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const route = routes.get(req.url ?? '');
      if (route) route(req, res);
      else res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await agent.destroy(); // not close(): a failed test may leave a request open, which close() would wait for
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const lastSeen = () => seen[seen.length - 1];

describe('createProviderFetch', () => {
  it('sends the method, headers and body, and answers with the status, headers and body', async () => {
    routes.set('/v1/echo', (_req, res) => {
      res.writeHead(201, { 'content-type': 'application/json', 'x-request-id': 'req_1' });
      res.end(JSON.stringify({ ok: true }));
    });
    const response = await providerFetch(`${base}/v1/echo`, {
      method: 'POST',
      headers: new Headers({ authorization: 'Bearer key', 'content-type': 'application/json' }),
      body: JSON.stringify({ model: 'm' }),
    });
    expect(response.status).toBe(201);
    expect(response.ok).toBe(true);
    expect(response.headers.get('x-request-id')).toBe('req_1');
    expect(await response.json()).toEqual({ ok: true });
    expect(lastSeen()).toMatchObject({ method: 'POST', url: '/v1/echo', headers: { authorization: 'Bearer key' } });
    expect(lastSeen()?.body.toString()).toBe('{"model":"m"}');
  });

  it('hands over each piece of a streamed body as it arrives, before the answer ends', async () => {
    let finish: () => void = () => undefined;
    routes.set('/v1/stream', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: first\n\n');
      finish = () => res.end('data: [DONE]\n\n');
    });
    const response = await providerFetch(`${base}/v1/stream`, { method: 'POST', body: '{}' });
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('data: first\n\n');
    finish();
    const rest: string[] = [];
    for (let part = await reader.read(); !part.done; part = await reader.read()) rest.push(new TextDecoder().decode(part.value));
    expect(rest.join('')).toBe('data: [DONE]\n\n');
  });

  it('sends a form as multipart with its boundary, the file intact', async () => {
    routes.set('/v1/upload', (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    const form = new FormData();
    form.append('model', 'whisper-1');
    form.append('file', new File([new Uint8Array([0x4f, 0x67, 0x67, 0x53, 0, 255])], 'utterance.ogg', { type: 'audio/ogg' }));
    await (await providerFetch(`${base}/v1/upload`, { method: 'POST', body: form })).text();

    const upload = lastSeen()!;
    const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(upload.headers['content-type'] ?? '')?.[1];
    expect(boundary).toBeTruthy();
    const parsed = await new Response(upload.body, { headers: { 'content-type': upload.headers['content-type']! } }).formData();
    expect(parsed.get('model')).toBe('whisper-1');
    const file = parsed.get('file') as File;
    expect(file.name).toBe('utterance.ogg');
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([0x4f, 0x67, 0x67, 0x53, 0, 255]);
  });

  it('does not follow a redirect: the answer is the redirect itself', async () => {
    routes.set('/v1/moved', (_req, res) => res.writeHead(302, { location: '/v1/elsewhere' }).end());
    routes.set('/v1/elsewhere', (_req, res) => res.writeHead(200).end('followed'));
    const before = seen.length;
    const response = await providerFetch(`${base}/v1/moved`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(302);
    expect(response.ok).toBe(false);
    await response.text();
    expect(seen.slice(before).map((s) => s.url)).toEqual(['/v1/moved']);
  });

  it('answers a 204 with no body', async () => {
    routes.set('/v1/empty', (_req, res) => res.writeHead(204).end());
    const response = await providerFetch(`${base}/v1/empty`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });

  it('stops a streamed answer on abort: the reader fails as aborted and the server sees the request closed', async () => {
    let closed!: Promise<void>;
    routes.set('/v1/endless', (_req, res) => {
      closed = new Promise((resolve) => res.on('close', () => resolve()));
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: one\n\n');
    });
    const abort = new AbortController();
    const response = await providerFetch(`${base}/v1/endless`, { method: 'POST', body: '{}', signal: abort.signal });
    const reader = response.body!.getReader();
    await reader.read();
    abort.abort();
    await expect(reader.read()).rejects.toMatchObject({ name: 'AbortError' });
    await closed;
  });

  it('refuses a Request object: the SDK passes a URL', async () => {
    await expect(providerFetch(new Request(`${base}/v1/echo`))).rejects.toThrow(TypeError);
  });
});
