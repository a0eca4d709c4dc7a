import { sandboxRoutes, sandboxTags } from '../admin/sandbox.route.js';
import { sandboxExamples } from '../examples/sandbox.examples.js';
import { successExamples } from '../examples/success-examples.js';
import type { RouteContract } from '../routes/contract.js';
import { tags } from '../routes/contract.js';
import { publicRoutes } from '../routes/index.js';
import { webhookContracts } from '../webhooks/webhook-contracts.js';
import { buildDocument, type Document } from './build-document.js';

const servers = [
  { url: 'http://localhost:8080', description: 'Local sandbox (`pnpm run server serve --demo`)' },
];

const webhookTag = {
  name: 'Webhooks',
  description: 'Signed booking updates sent by the server to the endpoints registered for an account.',
};

/** The public API: every operation of the reference, plus the ones it only refers to (marked `x-inferred`). */
export function publicDocument(): Document {
  return buildDocument(
    Object.values(publicRoutes) as RouteContract[],
    {
      title: 'centralino PBX API',
      version: '2.0.0',
      description:
        'REST/JSON interface to a cloud telephone exchange: extensions, queues (static and live), call history, ' +
        'click-to-call, VoIP registration, blacklists, switches, contacts, account usage and the appointment ' +
        'calendar. Success bodies are `{success: true, data}` (lists add `count`); errors are `{success: false, ' +
        'error: "<Italian message>"}`, or `{success: false, error: {code, message}}` on calendar endpoints. Rate ' +
        'limits are per account (default 20/minute, 1000/day) and reported in `X-RateLimit-*` headers. Anything ' +
        'the vendor reference does not show is marked `x-inferred: true` with the reason. Every response carries ' +
        '`X-Request-Id`. Browser apps: the sandbox server answers CORS preflights before authentication and ' +
        'grants the origins listed in its `CORS_ORIGINS` setting (`*` for any), exposing `X-Request-Id`, ' +
        '`X-RateLimit-*` and `Retry-After`. Booking updates are pushed to registered endpoints as signed ' +
        'webhooks (Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature`), see `webhooks`.',
      tags: [...tags, webhookTag],
      servers,
    },
    successExamples,
    webhookContracts,
  );
}

/** The sandbox admin and telephone-simulator surface of the local server. */
export function sandboxDocument(): Document {
  return buildDocument(
    Object.values(sandboxRoutes) as unknown as RouteContract[],
    {
      title: 'centralino sandbox admin API',
      version: '1.0.0',
      description:
        'Present only when the server runs with `ADMIN_TOKEN`: create accounts from fixtures, issue keys, set the ' +
        'clock, and drive the simulated telephone server. Authenticate with `Authorization: Bearer <ADMIN_TOKEN>`.',
      tags: sandboxTags,
      servers,
    },
    sandboxExamples,
  );
}
