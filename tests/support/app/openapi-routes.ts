import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface DocumentedRoute {
  method: Method;
  /** As documented, with `{name}` parameters. */
  path: string;
  /** The path's parameter names, in order. */
  params: string[];
  /** Fields of the JSON body that name a row (`…Id`, not a fixed choice), as the document's request schema lists them. */
  bodyIds: string[];
}

interface Operation {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** Every route the app's OpenAPI document lists: a route added later joins the sweeps without anyone remembering. */
export async function documentedRoutes(app: FastifyInstance): Promise<DocumentedRoute[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as Method,
      path,
      params: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string),
      // A field with a fixed set of values (a plan) is a choice, not a row.
      bodyIds: Object.entries(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {})
        .filter(([name, schema]) => /Id$/.test(name) && !(schema as { enum?: unknown }).enum)
        .map(([name]) => name),
    })),
  );
}

/** The route's URL with each parameter filled in (a fresh UUID when none is given). */
export function routeUrl(route: DocumentedRoute, values: Record<string, string> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? randomUUID()));
}

export const routeName = (route: DocumentedRoute) => `${route.method} ${route.path}`;
