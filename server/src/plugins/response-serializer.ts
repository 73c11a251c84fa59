import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Response bodies written by a serializer compiled from the route's zod schema (as JSON Schema):
 * fastify-type-provider-zod's own parses every response with zod first, which cost more than the rest
 * of a profile read. Only the schema's properties are written, so a row's other columns never leak;
 * the handlers' return types are checked against the same schemas at compile time. Request bodies
 * are still validated by zod.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType | { properties: z.ZodType }> = ({ schema }) => {
  const zodSchema = schema instanceof z.ZodType ? schema : schema.properties;
  return fastJson(z.toJSONSchema(zodSchema, { io: 'output', target: 'draft-7' }) as Parameters<typeof fastJson>[0]);
};
