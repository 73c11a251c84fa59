import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { routeApiRequest } from './api-routes';
import { FakeStripeError, FakeStripeState } from './billing-state';
import { parseForm, type FormObject } from './form';
import { fakeId, seconds, type FakePrice } from './objects';

export interface FakeStripeOptions {
  port?: number;
  /** The fake's clock (periods, `created`); tests pass the app's. */
  now?: () => Date;
  webhookSecret?: string;
}

export interface RecordedStripeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: FormObject;
}

export interface SignedEvent {
  id: string;
  /** The JSON body as Stripe sends it, and its `Stripe-Signature` header. */
  payload: string;
  signature: string;
}

export interface FakeStripe {
  /** For STRIPE_API_BASE. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** The three plan prices, created at start. */
  prices: { monthly: FakePrice; annual: FakePrice; pass: FakePrice };
  /** The app's environment for Stripe mode against this fake. */
  env: Record<string, string>;
  state: FakeStripeState;
  requests: RecordedStripeRequest[];
  /** An event of `type` about `object` as it is now (a snapshot, as Stripe sends), signed with the webhook secret. */
  event(type: string, object: unknown, options?: { secret?: string }): SignedEvent;
  close(): Promise<void>;
}

/** A local server speaking the Stripe API endpoints the app uses, for the real `stripe` SDK. */
export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const state = new FakeStripeState(options.now ?? (() => new Date()));
  const secretKey = 'sk_test_fake_stripe_key';
  const webhookSecret = options.webhookSecret ?? 'whsec_fake_stripe_secret';
  const requests: RecordedStripeRequest[] = [];
  const prices = {
    monthly: state.addPrice({ productName: 'Premium Monthly', unitAmount: 799, interval: 'month' }),
    annual: state.addPrice({ productName: 'Premium Annual', unitAmount: 4999, interval: 'year' }),
    pass: state.addPrice({ productName: '24-Hour Pass', unitAmount: 100, interval: null }),
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const request = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, body: parseForm(Buffer.concat(chunks).toString('utf8')) };
    requests.push(request);
    if (req.headers.authorization !== `Bearer ${secretKey}`) throw new FakeStripeError(401, 'Invalid API Key provided.');
    send(res, 200, routeApiRequest(state, request));
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const status = error instanceof FakeStripeError ? error.status : 500;
      const message = error instanceof Error ? error.message : String(error);
      send(res, status, { error: { type: status === 401 ? 'authentication_error' : 'invalid_request_error', message, ...(status === 404 && { code: 'resource_missing' }) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    secretKey,
    webhookSecret,
    prices,
    env: {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PRICE_PREMIUM_MONTHLY: prices.monthly.id,
      STRIPE_PRICE_PREMIUM_ANNUAL: prices.annual.id,
      STRIPE_PRICE_DAY_PASS: prices.pass.id,
      STRIPE_API_BASE: url,
    },
    state,
    requests,
    event(type, object, eventOptions = {}) {
      const id = fakeId('evt');
      const payload = JSON.stringify({
        id,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: seconds(state.now()),
        data: { object: structuredClone(object) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: eventOptions.secret ?? webhookSecret });
      return { id, payload, signature };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': fakeId('req') });
  res.end(JSON.stringify(body));
}
