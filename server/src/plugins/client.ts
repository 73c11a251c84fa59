import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isAppRoute } from '@shared/app-routes';
import { requestLanguage, sayTo } from '../i18n/translator';

const NOT_SPA = /^\/(api|metrics|dev|vad|assets)(\/|$)/;

/**
 * Serves the built client and answers other GETs with index.html so client routes work on reload: with
 * 200 for the app's pages, with 404 for any other address (the app shows its not-found page). API paths
 * and static asset misses (`/vad/*`, `/assets/*`) get a JSON 404 instead.
 */
export async function clientPlugin(app: FastifyInstance, opts: { clientDist: string }): Promise<void> {
  const hasClient = existsSync(path.join(opts.clientDist, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: opts.clientDist,
      wildcard: false,
      // The build writes a .br and a .gz beside each text asset and the voice runtime: sent as they are.
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (filePath.includes(`${path.sep}vad${path.sep}`)) {
          // Voice-detection model and runtime (megabytes, names not hashed): cache a week, revalidate after.
          res.header('cache-control', 'public, max-age=604800');
        }
      },
    });
  }
  // The crisis page is drawn at build time in every language (client/build/prerender-crisis.ts): its lines
  // show before any script runs, in the language the browser asks for; the script then redraws it for the person.
  if (hasClient && existsSync(path.join(opts.clientDist, 'crisis-support', 'en.html'))) {
    app.get('/crisis-support', (request, reply) =>
      reply
        .type('text/html')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-language')
        .sendFile(`crisis-support/${requestLanguage(request.headers['accept-language'])}.html`, { cacheControl: false }),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (hasClient && request.method === 'GET' && !NOT_SPA.test(pathname)) {
      return reply
        .status(isAppRoute(pathname) ? 200 : 404)
        .type('text/html')
        .header('cache-control', 'no-cache')
        // Its own cache-control, not the static files' default: a new build's page is always fetched.
        .sendFile('index.html', { cacheControl: false });
    }
    return reply.status(404).send({ error: { code: 'not_found', message: sayTo(request, { key: 'errors.notFound' }) } });
  });
}
