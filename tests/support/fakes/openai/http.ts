import type { IncomingMessage, ServerResponse } from 'node:http';

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** OpenAI's error shape. */
export function sendError(res: ServerResponse, status: number, message: string): void {
  sendJson(res, status, { error: { message, type: 'fake_error', param: null, code: null } });
}

/** Waits `ms`, or less when the client goes away; resolves whether the response is still open. */
export function pause(res: ServerResponse, ms: number): Promise<boolean> {
  if (res.destroyed) return Promise.resolve(false);
  if (ms <= 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const onClose = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      res.off('close', onClose);
      resolve(!res.destroyed);
    }, ms);
    res.once('close', onClose);
  });
}
