import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureOptions } from '../../feature-context';
import { requestLanguage } from '../../i18n/translator';
import { confirmOffPage, invalidLinkPage, remindersOffPage } from './reminder-off-page';
import { moodTrackerLink, verifyReminderOffToken } from './reminder-off-token';
import type { RemindersService } from './reminders.service';

const OFF_PATH = '/api/mood/reminder/off';
const offQuery = z.object({ token: z.string().max(200).optional() });

/**
 * The link in reminder emails: GET shows one button, POST (the button, or a mail client's RFC 8058
 * one-click request) turns reminders off. The signed token is the authentication, so no sign-in.
 */
export async function reminderOffRoutes(
  app: FastifyInstance,
  { context, reminders }: FeatureOptions & { reminders: RemindersService },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const trackerUrl = moodTrackerLink(context.config.publicUrl);
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  // The page speaks the language of the email the link came in (the profile's), else the browser's.
  const languageFor = async (request: FastifyRequest, userId: string | null) =>
    (userId && (await reminders.languageOf(userId))) || requestLanguage(request.headers['accept-language']);

  // Only this plugin reads forms: the button's post, and the one-click body `List-Unsubscribe=One-Click`
  // (which RFC 8058 also allows as multipart). The token is in the URL, so the body's content is not needed.
  routes.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  routes.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

  routes.get(OFF_PATH, { schema: { querystring: offQuery, produces: ['text/html'] } }, async (request, reply) => {
    const userId = verifyReminderOffToken(request.query.token, context.config.authSecret);
    const language = await languageFor(request, userId);
    if (!userId) return html(reply, 400, invalidLinkPage(trackerUrl, language));
    return html(reply, 200, confirmOffPage(`${OFF_PATH}?token=${encodeURIComponent(request.query.token ?? '')}`, language));
  });

  routes.post(
    OFF_PATH,
    // Mail clients send no Origin; the token authenticates the request and can only turn reminders off.
    { config: { skipOriginCheck: true }, schema: { querystring: offQuery, produces: ['text/html'] } },
    async (request, reply) => {
      const userId = verifyReminderOffToken(request.query.token, context.config.authSecret);
      if (!userId) return html(reply, 400, invalidLinkPage(trackerUrl, await languageFor(request, null)));
      await reminders.turnOff(userId);
      request.log.info({ userId }, 'mood reminders turned off from the email link');
      return html(reply, 200, remindersOffPage(trackerUrl, await languageFor(request, userId)));
    },
  );
}
