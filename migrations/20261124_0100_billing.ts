import { sql, type Kysely } from 'kysely';

// Frozen: migrations never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  // The payment provider's customer for a user (Stripe: created once, on the first checkout).
  await db.schema
    .createTable('billing_customers')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('stripe', 'test')`))
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('billing_customers_pkey', ['user_id', 'provider'])
    .addUniqueConstraint('billing_customers_customer_key', ['provider', 'customer_id'])
    .execute();

  // Every checkout the server started, whoever the provider: who asked for which plan, and whether it was
  // fulfilled (`fulfilled_at` is claimed once, so a webhook, a verify and a test payment apply it once).
  await db.schema
    .createTable('checkout_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('stripe', 'test')`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'text', (c) => c.notNull().check(sql`plan_id in ('premium-monthly', 'premium-annual', '24hour_pass')`))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('usd'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'paid', 'expired')`))
    // Test mode: the subscription the payment created.
    .addColumn('provider_subscription_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('paid_at', 'timestamptz')
    .addColumn('fulfilled_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('checkout_sessions_user_idx').on('checkout_sessions').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('stripe', 'test')`))
    .addColumn('provider_subscription_id', 'text', (c) => c.notNull())
    .addColumn('provider_customer_id', 'text')
    .addColumn('plan_id', 'text', (c) => c.notNull().check(sql`plan_id in ('premium-monthly', 'premium-annual')`))
    .addColumn('status', 'text', (c) => c.notNull())
    // Periods end at the anchor plus whole intervals (test mode renews from it, as Stripe does).
    .addColumn('billing_anchor', 'timestamptz', (c) => c.notNull())
    .addColumn('current_period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('subscriptions_provider_key', ['provider', 'provider_subscription_id'])
    .execute();
  await db.schema.createIndex('subscriptions_user_idx').on('subscriptions').columns(['user_id', 'created_at']).execute();
  // The test-mode renewal job's question: which subscriptions in force have a period that has ended.
  await db.schema
    .createIndex('subscriptions_test_due_idx')
    .on('subscriptions')
    .column('current_period_end')
    .where(sql<boolean>`provider = 'test' and status in ('active', 'trialing', 'past_due')`)
    .execute();

  // Provider events already applied: the primary key makes a duplicate delivery a no-op.
  await db.schema
    .createTable('billing_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('stripe', 'test')`))
    .addColumn('provider_payment_id', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('Paid', 'Active', 'Refunded', 'Failed', 'Open')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('payments_provider_key', ['provider', 'provider_payment_id'])
    .execute();
  await db.schema.createIndex('payments_user_idx').on('payments').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['payments', 'billing_events', 'subscriptions', 'checkout_sessions', 'billing_customers']) {
    await db.schema.dropTable(table).execute();
  }
}
