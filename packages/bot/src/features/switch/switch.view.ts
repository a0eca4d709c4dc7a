import type { Switch } from '@centralino/schemas';
import type { Locale } from '../../core/config/bot-config.schema.js';
import { esc, fieldSections, header, type SlackMessage } from '../../slack/views/blocks.js';
import { mrkdwnCode } from '../../slack/views/mrkdwn-text.js';
import { switchTextsFor } from './switch-messages.js';

/**
 * `/switch <id>`: a manual switch, its star code and whether it is on.
 * @see pbx-api-reference.md "Switch"
 */
export function switchView(sw: Switch, locale: Locale): SlackMessage {
  const t = switchTextsFor(locale).switch;
  const state = sw.active ? t.active : t.inactive;
  const action = [sw.action.label, sw.action.target]
    .filter(Boolean)
    .map((x) => esc(String(x)))
    .join(' → ');
  return {
    text: `${t.title(esc(sw.description))}: ${state}`,
    blocks: [
      header(t.title(sw.description)),
      ...fieldSections([
        [t.status, state],
        [t.activation, sw.activation ? mrkdwnCode(sw.activation) : t.unassigned],
        [t.action, action || mrkdwnCode(sw.action.type)],
      ]),
    ],
  };
}
