import type { types } from '@slack/bolt';
import { errorView } from '../../slack/views/notice.view.js';
import type { CommandPlan, StepInput } from '../../work/listeners/listener-deps.js';
import { bookingMessagesFor } from './booking-messages.js';
import type { BookingServices } from './booking-services.js';
import { WEBHOOK_PATH } from './booking-webhook.route.js';
import { type WebhookMetadata, webhookModalView, webhookUrl } from './webhook.view.js';
import { ownsWebhookOf } from './webhook-owner.js';

declare module '../../work/commands/parsed-command.js' {
  interface FeatureCommandSteps {
    /** `/pbx webhook`: the modal with the address to paste and the signing secret. */
    'bookings-webhook': { kind: 'bookings-webhook' };
  }
}

/** What the web roles' listeners need of the booking notices. */
export interface BookingListenerDeps {
  services: BookingServices;
  /** `PUBLIC_URL`: where the internet reaches the bot (the webhook address shown to admins). */
  publicUrl: string | undefined;
  /** The app serves one workspace (`SLACK_BOT_TOKEN`), not many (OAuth installs): see `ownsWebhookOf`. */
  singleWorkspace: boolean;
}

declare module '../../work/listeners/listener-deps.js' {
  interface FeatureListenerDeps {
    /** `/pbx webhook` and its modal. */
    bookings?: BookingListenerDeps;
  }
}

/** The account's webhook address. */
export function accountWebhookUrl(deps: BookingListenerDeps, accountId: string): string {
  return webhookUrl(deps.publicUrl, `${WEBHOOK_PATH}/${accountId}`);
}

/** The modal of an account as it is now (its secret's status). */
export async function webhookModalFor(
  deps: BookingListenerDeps,
  metadata: WebhookMetadata,
  timeZone: string,
): Promise<types.ModalView> {
  const { secrets } = deps.services;
  return webhookModalView({
    metadata,
    url: accountWebhookUrl(deps, metadata.accountId),
    hasPublicUrl: deps.publicUrl !== undefined,
    status: await secrets.status(metadata.accountId),
    canStore: secrets.canStore,
    timeZone,
  });
}

/**
 * `/pbx webhook`, for the workspace's admins: acked empty, then the modal opens with the trigger (it lasts 3 s)
 * for the account of the channel the command was typed in.
 */
export async function openWebhookModal(_step: unknown, input: StepInput): Promise<CommandPlan> {
  const { deps, r, command } = input;
  const t = bookingMessagesFor(r.locale);
  const bookings = deps.bookings;
  if (!bookings) return { ack: errorView(t.rules.notRunning, r.locale) };
  if (!r.teamId) return { ack: errorView(t.webhook.noWorkspace, r.locale) };
  if (!(await deps.connect.isAdmin(r.userId, r.teamId, command.enterprise_id)))
    return { ack: errorView(t.webhook.notAdmin, r.locale) };
  const owner = { teamId: r.teamId, accountId: r.account.id, singleWorkspace: bookings.singleWorkspace };
  if (!(await ownsWebhookOf(deps, owner))) return { ack: errorView(t.webhook.notOwner, r.locale) };
  const metadata = { locale: r.locale, accountId: r.account.id, channelId: r.channelId };
  const view = await webhookModalFor(bookings, metadata, r.account.time_zone);
  return {
    ack: undefined,
    async after({ client, respond }) {
      try {
        await client.views.open({ trigger_id: command.trigger_id ?? '', view });
      } catch (err) {
        deps.logger.warn({ err: String(err) }, 'cannot open the webhook modal');
        await respond({ response_type: 'ephemeral', text: accountWebhookUrl(bookings, r.account.id) }).catch(
          () => {},
        );
      }
    },
  };
}
