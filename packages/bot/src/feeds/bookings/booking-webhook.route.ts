import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CustomRoute } from '@slack/bolt';
import type { Logger } from 'pino';
import type { WebhookIntake } from './webhook-intake.js';

/** Where the exchange delivers an account's webhooks: `/pbx/webhooks/<account id>` on the bot's web port. */
export const WEBHOOK_PATH = '/pbx/webhooks';

/** Largest body taken (an event is about 1 KB; the API's longest booking fits many times over). */
export const MAX_WEBHOOK_BYTES = 64 * 1024;

class TooLarge extends Error {}

/** The raw body as sent (the signature covers its exact bytes), refused past `max` bytes. */
function readBody(req: IncomingMessage, max: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > max) {
      reject(new TooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    // past the limit the rest is read and dropped (the answer still reaches the sender)
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) reject(new TooLarge());
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function answer(res: ServerResponse, status: number, outcome: string): void {
  if (res.headersSent) return;
  res.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    ...(status === 413 ? { connection: 'close' } : {}),
  });
  res.end(JSON.stringify({ outcome }));
}

/** `POST /pbx/webhooks/:account` as a Bolt custom route (the web role's port, beside `/slack/events`). */
export function bookingWebhookRoute(intake: WebhookIntake, logger: Logger): CustomRoute {
  return {
    path: `${WEBHOOK_PATH}/:account`,
    method: ['POST'],
    handler: (req, res) => {
      const account = String(
        (req as IncomingMessage & { params?: { account?: string } }).params?.account ?? '',
      );
      readBody(req, MAX_WEBHOOK_BYTES)
        .then((body) => intake.receive(account, body, req.headers))
        .then((result) => answer(res, result.status, result.outcome))
        .catch((error: unknown) => {
          if (error instanceof TooLarge) return answer(res, 413, 'too_large');
          logger.warn({ err: String(error) }, 'webhook delivery failed');
          answer(res, 503, 'unavailable');
        });
    },
  };
}
