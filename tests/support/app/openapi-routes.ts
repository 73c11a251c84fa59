import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface DocumentedRoute {
  method: Method;
  /** As documented, with `{name}` parameters. */
  path: string;
  /** The path's parameter names, in order. */
  params: string[];
}

/** Every route the app's OpenAPI document lists: a route added later joins the sweeps without anyone remembering. */
export async function documentedRoutes(app: FastifyInstance): Promise<DocumentedRoute[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({
      method: method.toUpperCase() as Method,
      path,
      params: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string),
    })),
  );
}

/** The route's URL with each parameter filled in (a fresh UUID when none is given). */
export function routeUrl(route: DocumentedRoute, values: Record<string, string> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? randomUUID()));
}

export const routeName = (route: DocumentedRoute) => `${route.method} ${route.path}`;
