import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../support/fakes/stripe/fake-stripe';
import { hashPassword } from '../../server/src/features/auth/passwords';
import { rowsMentioningUser } from '../support/user-rows-by-schema';
import { billingClient } from '../support/app/billing-client';
import { createSignedInUser } from '../support/app/signed-in-user';
import { useTestApp } from '../support/app/test-app';

const PASSWORD = 'correct horse battery';

describe('privacy: deleting an account with a Stripe subscription', () => {
  let fake: FakeStripe;
  let stripeClosed = false;
  beforeAll(async () => {
    fake = await startFakeStripe({ now: () => new Date() });
  });
  afterAll(async () => {
    if (!stripeClosed) await fake.close();
  });
  const t = useTestApp(() => ({ env: fake.env }));

  /** A user with a paid monthly subscription at Stripe, fulfilled by its webhook. */
  async function subscriber() {
    const user = await createSignedInUser(t);
    await t.db.updateTable('users').set({ password_hash: await hashPassword(PASSWORD) }).where('id', '=', user.id).execute();
    const { url } = await billingClient(t, user).checkout('premium-monthly');
    const session = fake.state.completeCheckout(url.split('/').at(-1) ?? '');
    const event = fake.event('checkout.session.completed', session);
    const delivered = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.payload,
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    return { user, subscriptionId: session.subscription! };
  }

  it('cancels the subscription at Stripe at once, then deletes every row', async () => {
    const { user, subscriptionId } = await subscriber();
    expect(fake.state.subscriptions.get(subscriptionId)?.status).toBe('active');
    const res = await user.client.request('DELETE', '/api/account', { password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.state.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    // With the embedded mailer (the dev mailbox) the only trace left is the confirmation, sent after deletion.
    expect(await rowsMentioningUser(t.db, user)).toEqual([{ table: 'dev_mailbox', column: 'to_address', rows: 1 }]);
    const mails = await t.db.selectFrom('dev_mailbox').select('subject').where('to_address', '=', user.email).execute();
    expect(mails).toEqual([{ subject: 'Your Solace account has been deleted' }]);
  });

  it('goes on when Stripe no longer has the subscription: it charges nobody', async () => {
    const { user, subscriptionId } = await subscriber();
    fake.state.subscriptions.delete(subscriptionId);
    const res = await user.client.request('DELETE', '/api/account', { password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsMentioningUser(t.db, user)).toEqual([{ table: 'dev_mailbox', column: 'to_address', rows: 1 }]);
  });

  // Last: Stripe goes away for good.
  it('keeps the account when Stripe cannot be reached, so the person can try again', async () => {
    const { user } = await subscriber();
    const before = await rowsMentioningUser(t.db, user);
    await fake.close();
    stripeClosed = true;
    const res = await user.client.request('DELETE', '/api/account', { password: PASSWORD });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({
      code: 'provider_failed',
      message: 'We could not cancel your subscription, so your account was not deleted. Please try again.',
    });
    expect(await rowsMentioningUser(t.db, user)).toEqual(before);
  });
});
