import type { types } from '@slack/bolt';
import type { Locale } from '../../core/config/bot-config.schema.js';
import {
  type Block,
  esc,
  fieldSections,
  header,
  plain,
  type SlackMessage,
  section,
} from '../../slack/views/blocks.js';
import { mrkdwnCode } from '../../slack/views/mrkdwn-text.js';
import { connectIds } from './connect-ids.js';
import { connectMessagesFor } from './connect-messages.js';

/** What the modal carries between its steps (`private_metadata`; never the key). */
export interface ConnectMetadata {
  locale: Locale;
  /** The checked connection waiting for confirmation (`PendingConnections`). */
  token?: string;
}

/** What the confirmation shows of the checked account. */
export interface CheckedAccount {
  exchange: string;
  keyName: string;
  baseUrl: string;
  limits: { requestsPerMinute: number; requestsPerDay: number };
  timeZone: string;
}

function modal(
  callbackId: string,
  metadata: ConnectMetadata,
  blocks: Block[],
  submit: string | undefined,
  close: string,
): types.ModalView {
  const t = connectMessagesFor(metadata.locale);
  return {
    type: 'modal',
    callback_id: callbackId,
    title: plain(t.modalTitle, 24),
    close: plain(close, 24),
    ...(submit ? { submit: plain(submit, 24) } : {}),
    private_metadata: JSON.stringify(metadata),
    blocks,
  };
}

/** The form: the API's base URL and the key (a plain text input: Slack has no password field). */
export function connectFormView(locale: Locale): types.ModalView {
  const t = connectMessagesFor(locale);
  const input = (blockId: string, label: string, hint: string, placeholder?: string): types.InputBlock => ({
    type: 'input',
    block_id: blockId,
    label: plain(label, 2000),
    hint: plain(hint, 2000),
    element: {
      type: 'plain_text_input',
      action_id: blockId,
      max_length: 500,
      ...(placeholder ? { placeholder: plain(placeholder, 150) } : {}),
    },
  });
  return modal(
    connectIds.formView,
    { locale },
    [
      section(t.intro),
      input(connectIds.urlBlock, t.urlLabel, t.urlHint, 'https://'),
      input(connectIds.keyBlock, t.keyLabel, t.keyHint),
    ],
    t.submit,
    t.close,
  );
}

/** What `GET /v1/account` said, before anything is saved: "Collega" saves it. */
export function connectConfirmView(locale: Locale, token: string, found: CheckedAccount): types.ModalView {
  const t = connectMessagesFor(locale);
  return modal(
    connectIds.confirmView,
    { locale, token },
    [
      section(t.found),
      ...fieldSections([
        [t.exchange, esc(found.exchange)],
        [t.keyName, esc(found.keyName)],
        [t.urlLabel, mrkdwnCode(found.baseUrl)],
        [t.limits, t.limitsValue(found.limits.requestsPerMinute, found.limits.requestsPerDay)],
        [t.timeZone, esc(found.timeZone)],
      ]),
    ],
    t.confirm,
    t.close,
  );
}

/** The modal's last step: a sentence, no submit. */
export function connectDoneView(locale: Locale, text: string): types.ModalView {
  return modal(
    connectIds.confirmView,
    { locale },
    [section(text)],
    undefined,
    connectMessagesFor(locale).done,
  );
}

/** `/pbx list`: the workspace's connected accounts, key names only. */
export function connectedListView(
  locale: Locale,
  accounts: readonly {
    id: string;
    exchange: string;
    keyName: string;
    isDefault: boolean;
    revoked: boolean;
    /** Channels using it (`/pbx use`). */
    channels?: readonly string[];
  }[],
): SlackMessage {
  const t = connectMessagesFor(locale);
  if (accounts.length === 0) return { text: t.listEmpty, blocks: [section(t.listEmpty)] };
  const lines = accounts.map((a) => {
    const line = t.listLine({ ...a, exchange: esc(a.exchange), keyName: esc(a.keyName) });
    const channels = (a.channels ?? []).map((c) => `<#${c}>`).join(' ');
    return channels ? `${line}\n${t.channelsLine(channels)}` : line;
  });
  return {
    text: `${t.listTitle}: ${accounts.length}`,
    blocks: [header(t.listTitle), section(lines.join('\n'))],
  };
}
