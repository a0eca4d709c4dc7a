import type { RouteContract } from '@centralino/schemas';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { App, AppEnv } from '../app/app-env.js';
import { parseInput, readJsonBody } from '../app/json-body.js';
import { toHonoPath } from '../app/route-module.js';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A public route contract, or a sandbox one (same shape, with the sandbox's own tags). */
export type ImplementableRoute = Omit<RouteContract, 'tag'> & { tag: string };

/** The validated input of a route, typed from its contract. */
export interface RouteInput<R extends ImplementableRoute> {
  params: Output<R['request']['params']>;
  query: Output<R['request']['query']>;
  headers: Output<R['request']['headers']>;
  body: Output<R['request']['body']>;
}

type SuccessStatus<R extends ImplementableRoute> = Extract<keyof R['responses'], 200 | 201>;
type BodyOf<R extends ImplementableRoute, S extends keyof R['responses']> = R['responses'][S] extends {
  schema: infer Schema extends z.ZodType;
}
  ? z.input<Schema>
  : never;

/** What a handler returns: one of the contract's success statuses and a body of that response's shape. */
export type RouteReply<R extends ImplementableRoute> = {
  [S in SuccessStatus<R>]: { status: S; body: BodyOf<R, S> };
}[SuccessStatus<R>];

export type RouteHandler<R extends ImplementableRoute> = (
  input: RouteInput<R>,
  c: Context<AppEnv>,
) => Promise<RouteReply<R>> | RouteReply<R>;

/** Query values as the contract expects them: keys ending in `[]` become arrays, others the first value. */
function readQuery(c: Context, schema: z.ZodObject): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) {
    if (key.endsWith('[]')) {
      const values = [...(c.req.queries(key) ?? []), ...(c.req.queries(key.slice(0, -2)) ?? [])];
      if (values.length > 0) out[key] = values;
    } else {
      const value = c.req.query(key);
      if (value !== undefined) out[key] = value;
    }
  }
  return out;
}

function readHeaders(c: Context, schema: z.ZodObject): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = c.req.header(key);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * Registers the handler of a route contract: path, method, and validation of params, query, headers and body
 * with the contract's own Zod schemas (client mistakes become 400/422 in the path's envelope). The handler's
 * reply is typed by the contract's success responses.
 */
export function implement<R extends ImplementableRoute>(app: App, route: R, handler: RouteHandler<R>): void {
  const { params, query, headers, body } = route.request;
  app.on(route.method.toUpperCase(), toHonoPath(route.path), async (c) => {
    const input = {
      params: params ? parseInput(c, params, c.req.param()) : undefined,
      query: query ? parseInput(c, query, readQuery(c, query)) : undefined,
      headers: headers ? parseInput(c, headers, readHeaders(c, headers)) : undefined,
      body: body ? parseInput(c, body, await readJsonBody(c)) : undefined,
    } as RouteInput<R>;
    const reply = await handler(input, c);
    return c.json(reply.body as object, reply.status as 200 | 201);
  });
}
