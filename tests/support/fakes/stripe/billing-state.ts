import {
  fakeId,
  plusMonths,
  seconds,
  type FakeCharge,
  type FakeCheckoutSession,
  type FakeCustomer,
  type FakeInvoice,
  type FakePortalSession,
  type FakePrice,
  type FakeSubscription,
} from './objects';

/** The fake's account: what Stripe would hold, and the lifecycle steps tests drive (pay, renew, fail). */
export class FakeStripeState {
  readonly customers = new Map<string, FakeCustomer>();
  readonly products = new Map<string, { id: string; object: 'product'; name: string }>();
  readonly prices = new Map<string, FakePrice>();
  readonly sessions = new Map<string, FakeCheckoutSession>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly invoices = new Map<string, FakeInvoice>();
  readonly charges = new Map<string, FakeCharge>();
  readonly portalSessions = new Map<string, FakePortalSession>();

  constructor(readonly now: () => Date) {}

  addProduct(name: string) {
    const product = { id: fakeId('prod'), object: 'product' as const, name };
    this.products.set(product.id, product);
    return product;
  }

  /** A price of an existing product, or of a new one named `productName`. */
  addPrice(input: {
    id?: string;
    product?: string;
    productName?: string;
    unitAmount: number;
    interval: 'month' | 'year' | null;
    lookupKey?: string;
    nickname?: string;
  }): FakePrice {
    const product = input.product ?? this.addProduct(input.productName ?? 'Product').id;
    const price: FakePrice = {
      id: input.id ?? fakeId('price'),
      object: 'price',
      product,
      unit_amount: input.unitAmount,
      currency: 'usd',
      type: input.interval ? 'recurring' : 'one_time',
      recurring: input.interval ? { interval: input.interval } : null,
      active: true,
      lookup_key: input.lookupKey ?? null,
      nickname: input.nickname ?? null,
    };
    this.prices.set(price.id, price);
    return price;
  }

  productName(price: FakePrice): string {
    return this.products.get(price.product)?.name ?? price.id;
  }

  /** Pays an open checkout, as a customer finishing Stripe Checkout: a subscription and its first invoice, or the pass's charge. */
  completeCheckout(sessionId: string): FakeCheckoutSession {
    const session = this.need(this.sessions, sessionId);
    const price = this.need(this.prices, session.line_items_price);
    const customer = session.customer ?? this.addCustomer(null, {}).id;
    Object.assign(session, { status: 'complete', payment_status: 'paid', customer, url: null });
    if (session.mode === 'subscription') {
      const subscription = this.startSubscription(customer, price, session.subscription_metadata);
      session.subscription = subscription.id;
      session.invoice = subscription.latest_invoice;
    } else {
      session.payment_intent = fakeId('pi');
      const { description, metadata } = session.payment_intent_data;
      this.addCharge({ customer, amount: price.unit_amount, description, metadata, payment_intent: session.payment_intent });
    }
    return session;
  }

  addCustomer(email: string | null, metadata: Record<string, string>): FakeCustomer {
    const customer: FakeCustomer = { id: fakeId('cus'), object: 'customer', email, metadata, created: seconds(this.now()) };
    this.customers.set(customer.id, customer);
    return customer;
  }

  /** The next period begins: a paid invoice for it, the period moved on. */
  renew(subscriptionId: string): FakeInvoice {
    const subscription = this.need(this.subscriptions, subscriptionId);
    const item = subscription.items.data[0]!;
    item.current_period_start = item.current_period_end;
    item.current_period_end = seconds(this.periodEnd(new Date(item.current_period_start * 1000), item.price));
    subscription.status = 'active';
    return this.invoiceFor(subscription, item.price.unit_amount, 'paid');
  }

  /** The renewal's charge fails: the subscription goes past due with an open invoice. */
  failRenewal(subscriptionId: string): FakeInvoice {
    const subscription = this.need(this.subscriptions, subscriptionId);
    subscription.status = 'past_due';
    return this.invoiceFor(subscription, subscription.items.data[0]!.price.unit_amount, 'open');
  }

  cancel(subscriptionId: string): FakeSubscription {
    const subscription = this.need(this.subscriptions, subscriptionId);
    const at = seconds(this.now());
    Object.assign(subscription, { status: 'canceled', canceled_at: at, ended_at: at, cancel_at_period_end: false });
    return subscription;
  }

  /** A new price on the subscription's item; with `invoiceNow`, the difference charged at once (no real proration maths). */
  changePrice(subscriptionId: string, itemId: string, priceId: string, invoiceNow: boolean): FakeSubscription {
    const subscription = this.need(this.subscriptions, subscriptionId);
    const item = subscription.items.data.find((i) => i.id === itemId);
    if (!item) throw new FakeStripeError(404, `No such subscription item: '${itemId}'`);
    const price = this.need(this.prices, priceId);
    const old = item.price;
    item.price = price;
    if (old.recurring?.interval !== price.recurring?.interval) {
      // A new interval starts a new billing cycle now, as Stripe does.
      item.current_period_start = seconds(this.now());
      item.current_period_end = seconds(this.periodEnd(this.now(), price));
      subscription.billing_cycle_anchor = item.current_period_start;
    }
    if (invoiceNow) this.invoiceFor(subscription, Math.max(0, price.unit_amount - old.unit_amount), 'paid');
    return subscription;
  }

  need<T>(map: Map<string, T>, id: string): T {
    const found = map.get(id);
    if (!found) throw new FakeStripeError(404, `No such object: '${id}'`);
    return found;
  }

  private periodEnd(from: Date, price: FakePrice): Date {
    return plusMonths(from, price.recurring?.interval === 'year' ? 12 : 1);
  }

  private startSubscription(customer: string, price: FakePrice, metadata: Record<string, string>): FakeSubscription {
    const start = seconds(this.now());
    const subscription: FakeSubscription = {
      id: fakeId('sub'),
      object: 'subscription',
      status: 'active',
      customer,
      metadata,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      billing_cycle_anchor: start,
      created: start,
      items: {
        object: 'list',
        data: [{ id: fakeId('si'), object: 'subscription_item', price, quantity: 1, current_period_start: start, current_period_end: seconds(this.periodEnd(this.now(), price)) }],
      },
      latest_invoice: null,
    };
    this.subscriptions.set(subscription.id, subscription);
    this.invoiceFor(subscription, price.unit_amount, 'paid');
    return subscription;
  }

  private invoiceFor(subscription: FakeSubscription, amount: number, status: 'paid' | 'open'): FakeInvoice {
    const price = subscription.items.data[0]!.price;
    const invoice: FakeInvoice = {
      id: fakeId('in'),
      object: 'invoice',
      status,
      customer: subscription.customer,
      amount_due: amount,
      amount_paid: status === 'paid' ? amount : 0,
      attempt_count: 1,
      currency: 'usd',
      created: seconds(this.now()),
      description: null,
      lines: { object: 'list', data: [{ description: `1 × ${this.productName(price)}`, amount }] },
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
    };
    this.invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    if (status === 'paid') this.addCharge({ customer: subscription.customer, amount, description: 'Subscription creation', metadata: {}, payment_intent: fakeId('pi') });
    return invoice;
  }

  private addCharge(input: Pick<FakeCharge, 'customer' | 'amount' | 'description' | 'metadata' | 'payment_intent'>): FakeCharge {
    const charge: FakeCharge = { ...input, id: fakeId('ch'), object: 'charge', currency: 'usd', created: seconds(this.now()), refunded: false, status: 'succeeded' };
    this.charges.set(charge.id, charge);
    return charge;
  }
}

export class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
