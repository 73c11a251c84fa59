import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@shared/api/error';
import type { FeatureOptions } from '../../feature-context';
import { isLocalRequest, isLoopbackHost } from '../../lib/loopback';
import { notFound } from '../../plugins/error-handler';
import { listMail } from './dev-mailbox.repository';
import { renderMailboxPage } from './dev-mailbox-page';
import { mailboxMessagesQuery, mailboxMessagesResponse, mailboxPageQuery } from './dev-mailbox.schemas';

/**
 * The dev mailbox, readable in a browser on this machine only: its mail holds sign-in and reset links.
 * Registered only outside production and only while mail goes to the dev mailbox, so a real deployment
 * answers 404 here; another machine's request gets the same 404.
 */
export async function devMailboxRoutes(app: FastifyInstance, { context }: FeatureOptions): Promise<void> {
  if (context.config.env === 'production' || context.mailer.mode !== 'dev-mailbox') return;
  const exposed = unreachableMailboxWarning(context.config.host);
  if (exposed) app.log.warn(exposed);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', async (request) => {
    if (!isLocalRequest(request)) throw notFound();
  });

  routes.get('/dev/mailbox', { schema: { querystring: mailboxPageQuery, produces: ['text/html'] } }, async (request, reply) => {
    const to = request.query.to || undefined;
    const mails = await listMail(context.db, to);
    const html = renderMailboxPage(mails, { to, auto: request.query.auto === '1' });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });

  routes.get(
    '/dev/mailbox/messages',
    { schema: { querystring: mailboxMessagesQuery, response: { 200: mailboxMessagesResponse, 400: errorResponse } } },
    async (request, reply) => {
      const messages = await listMail(context.db, request.query.to);
      return reply.header('cache-control', 'no-store').send({ messages });
    },
  );
}

/** What to tell the operator when people on other machines can reach the app but not its mail. */
export function unreachableMailboxWarning(host: string): string | undefined {
  if (isLoopbackHost(host)) return undefined;
  return (
    `HOST ${host} is reachable from other machines but no SMTP_URL is set: account emails stay in the dev mailbox, ` +
    'which only this machine can read, so people elsewhere cannot confirm their email or reset a password. Set SMTP_URL.'
  );
}
