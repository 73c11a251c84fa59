import { startFakeStripe } from './fake-stripe';

/**
 * The fake Stripe API as its own process, to try `npm run stripe:setup` or the app in Stripe mode without
 * an account: `npx tsx tests/support/fakes/stripe/main.ts`. Prints the environment lines for the app.
 */
const fake = await startFakeStripe({ port: Number(process.env.PORT ?? 12111) });
for (const [key, value] of Object.entries(fake.env)) console.log(`${key}=${value}`);

const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
