import type { AllMiddlewareArgs, App, SlackViewMiddlewareArgs } from '@slack/bolt';
import { z } from 'zod';
import { Locale } from '../../core/config/bot-config.schema.js';
import type { ListenerDeps } from '../../work/listeners/listener-deps.js';
import { ownedAccount } from '../../work/listeners/owned-account.js';
import { bookingMessagesFor } from './booking-messages.js';
import { webhookSavedView } from './webhook.view.js';
import { webhookIds } from './webhook-ids.js';
import { ownsWebhookOf } from './webhook-owner.js';
import { isSigningSecret } from './webhook-secrets.js';
import { accountWebhookUrl } from './webhook-step.js';

const Metadata = z.object({ locale: Locale, accountId: z.string().min(1), channelId: z.string().optional() });

type ViewArgs = SlackViewMiddlewareArgs & AllMiddlewareArgs;

/** The `/pbx webhook` modal's "Salva". */
export function registerWebhookListeners(app: App, deps: ListenerDeps): void {
  app.view(webhookIds.view, (args) => saveSecret(deps, args));
}

function metadataOf(raw: string | undefined): z.infer<typeof Metadata> | undefined {
  try {
    const parsed = Metadata.safeParse(JSON.parse(raw ?? ''));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Saves the secret an admin pasted, encrypted, for the account of the channel the modal was opened from. The
 * modal's metadata is a claim: the submitter must still be an admin of the workspace, and the account the one
 * the channel resolves to for that workspace now. The secret is never logged nor shown again.
 */
async function saveSecret(deps: ListenerDeps, { ack, body, view }: ViewArgs): Promise<void> {
  const meta = metadataOf(view.private_metadata);
  const locale = meta?.locale ?? deps.config.locale;
  const t = bookingMessagesFor(locale).webhook;
  const refuse = (text: string) =>
    ack({ response_action: 'errors', errors: { [webhookIds.secretBlock]: text } });
  const bookings = deps.bookings;
  const teamId = body.team?.id;
  const userId = body.user.id;
  if (!meta || !bookings || !teamId) return refuse(t.noWorkspace);
  if (!bookings.services.secrets.canStore) return refuse(t.notEnabled);
  if (!(await deps.connect.isAdmin(userId, teamId, body.enterprise?.id ?? undefined)))
    return refuse(t.notAdmin);
  // the metadata is a claim: the account must be one this workspace may act on, and own
  const who = { userId, teamId, channelId: meta.channelId, channelClaimed: true };
  const account = await ownedAccount(deps, who, meta.accountId);
  const owner = { teamId, accountId: meta.accountId, singleWorkspace: bookings.singleWorkspace };
  if (!account || !(await ownsWebhookOf(deps, owner))) return refuse(t.notOwner);
  const secret = view.state.values[webhookIds.secretBlock]?.[webhookIds.secretBlock]?.value?.trim() ?? '';
  if (!isSigningSecret(secret)) return refuse(t.badSecret);
  await bookings.services.secrets.set(meta.accountId, secret, userId);
  deps.logger.info(
    { audit: 'bookings.webhook-secret', account: meta.accountId, teamId, userId },
    'webhook secret saved',
  );
  await ack({
    response_action: 'update',
    view: webhookSavedView(locale, accountWebhookUrl(bookings, meta.accountId)),
  });
}
