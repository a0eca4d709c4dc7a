import type { types } from '@slack/bolt';
import type { Locale } from '../../core/config/bot-config.schema.js';
import { type Block, context, plain, section } from '../../slack/views/blocks.js';
import { bookingMessagesFor } from './booking-messages.js';
import { webhookIds } from './webhook-ids.js';
import type { SecretStatus } from './webhook-secrets.js';

/** What the modal carries to its submission (`private_metadata`; never the secret). */
export interface WebhookMetadata {
  locale: Locale;
  accountId: string;
  /** Where the command was typed: the account is resolved from it again when the form is sent. */
  channelId?: string | undefined;
}

/** The address the exchange delivers the account's webhooks to (the path alone without `PUBLIC_URL`). */
export function webhookUrl(publicUrl: string | undefined, path: string): string {
  return publicUrl ? `${publicUrl.replace(/\/+$/, '')}${path}` : path;
}

/** How the current secret is described: from the file, saved by whom and when, or none. */
function statusText(status: SecretStatus | undefined, timeZone: string, locale: Locale): string {
  const t = bookingMessagesFor(locale).webhook;
  if (status?.setAt !== undefined) {
    const when = new Intl.DateTimeFormat(locale === 'it' ? 'it-IT' : 'en-GB', {
      timeZone,
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(status.setAt);
    return t.current(status.setBy ? `<@${status.setBy}>` : '—', when);
  }
  return status?.fromConfig ? t.fromConfig : t.none;
}

/**
 * `/pbx webhook`: the address to paste into the exchange's dashboard, what secret verifies the deliveries now,
 * and (where secrets can be stored) a field for the new one. A plain text input: Slack has no password field.
 */
export function webhookModalView(input: {
  metadata: WebhookMetadata;
  url: string;
  hasPublicUrl: boolean;
  status: SecretStatus | undefined;
  canStore: boolean;
  timeZone: string;
}): types.ModalView {
  const { locale } = input.metadata;
  const t = bookingMessagesFor(locale).webhook;
  const blocks: Block[] = [
    section(t.intro(input.url)),
    ...(input.hasPublicUrl ? [] : [context(t.noPublicUrl)]),
    context(statusText(input.status, input.timeZone, locale)),
  ];
  const field: types.InputBlock = {
    type: 'input',
    block_id: webhookIds.secretBlock,
    label: plain(t.label, 2000),
    hint: plain(t.hint, 2000),
    element: {
      type: 'plain_text_input',
      action_id: webhookIds.secretBlock,
      placeholder: plain('whsec_…', 150),
      max_length: 200,
    },
  };
  return {
    type: 'modal',
    callback_id: webhookIds.view,
    title: plain(t.title, 24),
    close: plain(t.close, 24),
    ...(input.canStore ? { submit: plain(t.save, 24) } : {}),
    private_metadata: JSON.stringify(input.metadata),
    blocks: input.canStore ? [...blocks, field] : [...blocks, context(t.notEnabled)],
  };
}

/** The modal once the secret is saved. */
export function webhookSavedView(locale: Locale, url: string): types.ModalView {
  const t = bookingMessagesFor(locale).webhook;
  return {
    type: 'modal',
    callback_id: `${webhookIds.view}_done`,
    title: plain(t.title, 24),
    close: plain(t.close, 24),
    blocks: [section(t.saved(url))],
  };
}
