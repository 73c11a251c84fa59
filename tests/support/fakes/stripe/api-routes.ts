import { FakeStripeError, type FakeStripeState } from './billing-state';
import { record, text, type FormObject } from './form';
import { fakeId, seconds, type FakeCheckoutSession } from './objects';

export interface ApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: FormObject;
}

const list = <T extends { created: number }>(items: T[], url: string, limit: number) => ({
  object: 'list' as const,
  url,
  has_more: false,
  data: items.sort((a, b) => b.created - a.created).slice(0, limit),
});

const required = (value: string | undefined, name: string): string => {
  if (value === undefined || value === '') throw new FakeStripeError(400, `Missing required param: ${name}.`);
  return value;
};

/** The Stripe endpoints the app uses, answering from (and changing) the fake's state. */
export function routeApiRequest(state: FakeStripeState, { method, path, query, body }: ApiRequest): unknown {
  const parts = path.split('/').slice(2); // after '/v1'
  const nested = parts[0] === 'checkout' || parts[0] === 'billing_portal';
  const resource = nested ? `${parts[0]}/${parts[1]}` : parts[0];
  const id = parts[nested ? 2 : 1];
  const key = `${method} ${resource}${id ? '/:id' : ''}${parts.length > (nested ? 3 : 2) ? '/…' : ''}`;
  const limit = Number(query.get('limit') ?? 10);
  switch (key) {
    case 'POST customers':
      return state.addCustomer(text(body, 'email') ?? null, record(body, 'metadata'));
    case 'GET customers/:id':
      return state.need(state.customers, id!);
    case 'POST products':
      return state.addProduct(required(text(body, 'name'), 'name'));
    case 'POST prices': {
      const product = state.need(state.products, required(text(body, 'product'), 'product'));
      const interval = text(body, 'recurring', 'interval');
      return state.addPrice({
        product: product.id,
        unitAmount: Number(required(text(body, 'unit_amount'), 'unit_amount')),
        interval: interval === 'month' || interval === 'year' ? interval : null,
        lookupKey: text(body, 'lookup_key'),
        nickname: text(body, 'nickname'),
      });
    }
    case 'GET prices': {
      const keys = [...query.entries()].filter(([k]) => k.startsWith('lookup_keys')).map(([, v]) => v);
      const prices = [...state.prices.values()].filter((p) => keys.length === 0 || (p.lookup_key !== null && keys.includes(p.lookup_key)));
      return list(prices.map((p) => ({ ...p, created: 0 })), '/v1/prices', limit);
    }
    case 'GET prices/:id':
      return state.need(state.prices, id!);
    case 'POST checkout/sessions':
      return createCheckoutSession(state, body);
    case 'GET checkout/sessions/:id':
      return state.need(state.sessions, id!);
    case 'GET subscriptions/:id':
      return state.need(state.subscriptions, id!);
    case 'POST subscriptions/:id': {
      const subscription = state.need(state.subscriptions, id!);
      const cancel = text(body, 'cancel_at_period_end');
      if (cancel !== undefined) subscription.cancel_at_period_end = cancel === 'true';
      Object.assign(subscription.metadata, record(body, 'metadata'));
      const itemId = text(body, 'items', 0, 'id');
      const price = text(body, 'items', 0, 'price');
      if (itemId && price) return state.changePrice(subscription.id, itemId, price, text(body, 'proration_behavior') === 'always_invoice');
      return subscription;
    }
    case 'DELETE subscriptions/:id':
      return state.cancel(id!);
    case 'POST billing_portal/sessions':
      return createPortalSession(state, body);
    case 'GET invoices':
      return list([...state.invoices.values()].filter((i) => i.customer === query.get('customer')), '/v1/invoices', limit);
    case 'GET charges':
      return list([...state.charges.values()].filter((c) => c.customer === query.get('customer')), '/v1/charges', limit);
  }
  throw new FakeStripeError(404, `Unrecognized request URL (${method}: ${path}).`);
}

function createCheckoutSession(state: FakeStripeState, body: FormObject): FakeCheckoutSession {
  const mode = required(text(body, 'mode'), 'mode');
  if (mode !== 'payment' && mode !== 'subscription') throw new FakeStripeError(400, `Invalid mode: ${mode}`);
  const price = state.need(state.prices, required(text(body, 'line_items', 0, 'price'), 'line_items[0][price]'));
  if ((mode === 'subscription') !== (price.type === 'recurring')) throw new FakeStripeError(400, `Price ${price.id} does not fit mode ${mode}.`);
  const customer = text(body, 'customer');
  if (customer) state.need(state.customers, customer);
  const id = fakeId('cs_test');
  const session: FakeCheckoutSession = {
    id,
    object: 'checkout.session',
    mode,
    status: 'open',
    payment_status: 'unpaid',
    client_reference_id: text(body, 'client_reference_id') ?? null,
    metadata: record(body, 'metadata'),
    customer: customer ?? null,
    subscription: null,
    invoice: null,
    payment_intent: null,
    amount_total: price.unit_amount,
    currency: price.currency,
    url: `https://checkout.stripe.test/c/pay/${id}`,
    success_url: required(text(body, 'success_url'), 'success_url'),
    cancel_url: required(text(body, 'cancel_url'), 'cancel_url'),
    created: seconds(state.now()),
    line_items_price: price.id,
    subscription_metadata: record(body, 'subscription_data', 'metadata'),
    payment_intent_data: { description: text(body, 'payment_intent_data', 'description') ?? null, metadata: record(body, 'payment_intent_data', 'metadata') },
  };
  state.sessions.set(id, session);
  return session;
}

function createPortalSession(state: FakeStripeState, body: FormObject) {
  const customer = state.need(state.customers, required(text(body, 'customer'), 'customer')).id;
  const id = fakeId('bps');
  const session = { id, object: 'billing_portal.session' as const, customer, return_url: required(text(body, 'return_url'), 'return_url'), url: `https://billing.stripe.test/p/session/${id}` };
  state.portalSessions.set(id, session);
  return session;
}
