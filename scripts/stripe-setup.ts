/**
 * `npm run stripe:setup`: creates, in the Stripe account of STRIPE_SECRET_KEY, the products and the three
 * prices the plans are sold at, and prints the settings to give the app. Run again, it reuses the prices
 * it made before (found by their lookup keys) instead of making more.
 */
import { plans, type PaidPlanId } from '@shared/plans';
import { stripeClient } from '../server/src/providers/payments/stripe';

const secretKey = process.env.STRIPE_SECRET_KEY?.trim();
if (!secretKey) {
  console.error('Set STRIPE_SECRET_KEY (a test key, sk_test_…, to try things out) and run this again.');
  process.exit(1);
}
const stripe = stripeClient({ secretKey, apiBase: process.env.STRIPE_API_BASE?.trim() || undefined });

const wanted: { planId: PaidPlanId; env: string; lookupKey: string; product: string }[] = [
  { planId: 'premium-monthly', env: 'STRIPE_PRICE_PREMIUM_MONTHLY', lookupKey: 'solace_premium_monthly', product: 'Solace Premium' },
  { planId: 'premium-annual', env: 'STRIPE_PRICE_PREMIUM_ANNUAL', lookupKey: 'solace_premium_annual', product: 'Solace Premium' },
  { planId: '24hour_pass', env: 'STRIPE_PRICE_DAY_PASS', lookupKey: 'solace_24hour_pass', product: 'Solace 24-Hour Pass' },
];

const existing = await stripe.prices.list({ lookup_keys: wanted.map((w) => w.lookupKey), limit: 10 });
const productIds = new Map<string, string>();
const productFor = async (name: string) => {
  const known = productIds.get(name);
  if (known) return known;
  const created = (await stripe.products.create({ name })).id;
  productIds.set(name, created);
  return created;
};

const lines: string[] = [];
for (const { planId, env, lookupKey, product } of wanted) {
  const plan = plans[planId];
  let price = existing.data.find((p) => p.lookup_key === lookupKey);
  if (price) console.error(`${plan.name}: using ${price.id}, made before`);
  else {
    const interval = plan.price.interval;
    price = await stripe.prices.create({
      product: await productFor(product),
      currency: 'usd',
      unit_amount: plan.price.cents,
      nickname: plan.name,
      lookup_key: lookupKey,
      ...((interval === 'month' || interval === 'year') && { recurring: { interval } }),
    });
    console.error(`${plan.name}: created ${price.id} ($${(plan.price.cents / 100).toFixed(2)}${interval === 'day' ? ' once' : ` a ${interval}`})`);
  }
  lines.push(`${env}=${price.id}`);
}

console.log(lines.join('\n'));
console.error(
  [
    '',
    'Set the lines above in the app’s environment, with STRIPE_SECRET_KEY.',
    'Then add a webhook endpoint at <PUBLIC_URL>/api/billing/webhook (Dashboard > Developers > Webhooks) for',
    'checkout.session.completed, checkout.session.async_payment_succeeded, customer.subscription.created,',
    'customer.subscription.updated, customer.subscription.deleted, invoice.paid and invoice.payment_failed,',
    'and set its signing secret as STRIPE_WEBHOOK_SECRET. Locally: stripe listen --forward-to localhost:3000/api/billing/webhook',
    'The customer portal must be turned on once in the Dashboard (Settings > Billing > Customer portal).',
  ].join('\n'),
);
