import { WEBHOOK_PATH } from '@centralino/bot';
import { type CreateWebhookEndpointRequest, WebhookEndpointCreated } from '@centralino/schemas';
import type { z } from 'zod';
import type { DemoBot } from './demo-bot.js';
import { DEMO_ACCOUNT_ID } from './demo-bot-config.js';
import type { DemoPbx } from './demo-pbx.js';

/** The bot's address for the demo account's webhooks. */
export function demoWebhookUrl(bot: Pick<DemoBot, 'bot'>): string {
  return `http://127.0.0.1:${bot.bot.port}${WEBHOOK_PATH}/${DEMO_ACCOUNT_ID}`;
}

/**
 * Connects the exchange's booking webhooks to the bot, as an office does by hand (the panel's "new webhook", then
 * `/pbx webhook` in Slack): registers the bot's address on the demo account (`POST /_admin/accounts/{context}/
 * webhooks`) and gives the signing secret it shows once to the bot, as saved by `byUserId`. The secret is never
 * printed nor logged.
 */
export async function connectDemoWebhooks(pbx: DemoPbx, bot: DemoBot, byUserId: string): Promise<void> {
  const body: z.input<typeof CreateWebhookEndpointRequest> = {
    url: demoWebhookUrl(bot),
    events: ['booking.created', 'booking.cancelled'],
    description: 'centralino demo bot',
  };
  const res = await fetch(`${pbx.url}/_admin/accounts/${encodeURIComponent(pbx.context)}/webhooks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${pbx.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 201)
    throw new Error(
      `the exchange refused the bot's webhook address (HTTP ${res.status}): ${await res.text()}`,
    );
  const endpoint = WebhookEndpointCreated.parse(await res.json());
  await bot.bot.bookings.services.secrets.set(DEMO_ACCOUNT_ID, endpoint.secret, byUserId);
}
