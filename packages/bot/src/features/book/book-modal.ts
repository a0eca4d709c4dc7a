import { messagesFor } from '../../core/i18n/catalog.js';
import { errorView } from '../../slack/views/notice.view.js';
import { jobFor } from '../../work/listeners/command.listener.js';
import type { CommandPlan, StepInput } from '../../work/listeners/listener-deps.js';
import type { BookOperation } from './book.schema.js';
import { bookLoadingModal } from './book-form.view.js';

declare module '../../work/commands/parsed-command.js' {
  interface FeatureCommandSteps {
    /** `/book` without text: open the booking modal. */
    'book-modal': { kind: 'book-modal' };
  }
}

/**
 * `/book` without text, for permitted users: acked empty, then the booking modal opens at once with the
 * trigger (it lasts 3 s) while a job loads the appointment types into it.
 */
export async function openBookModal(_step: unknown, { deps, r, command }: StepInput): Promise<CommandPlan> {
  if (!(await deps.permissions.canWrite(r.userId, r.teamId)))
    return { ack: errorView(messagesFor(r.locale).common.notPermitted, r.locale) };
  const channelId = command.channel_id ?? '';
  return {
    ack: undefined,
    async after({ client, respond }) {
      const metadata = { accountId: r.account.id, channelId, locale: r.locale };
      try {
        const opened = await client.views.open({
          trigger_id: command.trigger_id ?? '',
          view: bookLoadingModal(r.locale, metadata),
        });
        const viewId = opened.view?.id;
        if (viewId) {
          const form: BookOperation = { type: 'book.form', viewId };
          await deps.queue.enqueue(jobFor(r, form, { kind: 'view', viewId, channelId: command.channel_id }));
        }
      } catch (err) {
        deps.logger.warn({ err: String(err) }, 'cannot open the booking modal');
        await respond({
          response_type: 'ephemeral',
          text: errorView(messagesFor(r.locale).common.unexpected, r.locale).text,
        }).catch(() => {});
      }
    },
  };
}
