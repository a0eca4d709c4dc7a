import type { ViewSubmissionResult } from '../agent/agent-results.js';
import type { SlackUserAgent } from '../agent/slack-user-agent.js';
import { type InputField, inputFields, optionsOf } from '../block-kit/input-fields.js';
import type { FieldValue } from '../block-kit/view-state.js';
import type { StoredView } from '../fake/stored-types.js';

const multiTypes = /^(multi_|checkboxes)/;
const maxAttempts = 5;

/** Outcome of {@link fillModal}. */
export interface FillModalOutcome {
  readonly submitted?: ViewSubmissionResult;
  readonly cancelled: boolean;
  readonly problems: readonly string[];
}

function promptFor(field: InputField, error?: string): string {
  const options = optionsOf(field.element).map((o, i) => `${i + 1}) ${o.label}`);
  const choices = options.length > 0 ? ` [${options.join(' | ')}]` : '';
  const optional = field.optional ? ' (optional)' : '';
  const multi = multiTypes.test(field.elementType) ? ' (comma-separated)' : '';
  return `${error ? `  ! ${error}\n` : ''}? ${field.label}${optional}${choices}${multi}: `;
}

/** Resolves once the app updates the view after `mark`, or with false after `timeoutMs`. */
async function updated(agent: SlackUserAgent, view: StoredView, mark: number, timeoutMs: number) {
  try {
    await agent.slack.waitFor((a) => a.type === 'view_updated' && a.view.id === view.id, {
      after: mark,
      timeoutMs,
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * Asks for each input of a modal and submits it; re-asks while the app answers `response_action: 'errors'` or
 * required inputs are empty. `/cancel` (or the end of input) closes the modal. An input whose block has
 * `dispatch_action` is reported to the app as soon as it is answered, and the questions go on with the modal as
 * the app updates it (e.g. the free times once a type and a date are picked). A modal without inputs (still
 * loading) is given `updateWaitMs` to get some; otherwise it is left as it is. `problems` lists what went wrong
 * when the modal could not be submitted in the end.
 */
export async function fillModal(input: {
  agent: SlackUserAgent;
  view: StoredView;
  /** Shows a prompt and reads the answer (undefined: no more input). */
  ask: (prompt: string) => Promise<string | undefined>;
  write: (text: string) => void;
  /** How long to wait for the app to update the modal (loading, `dispatch_action`). Default 3000 ms. */
  updateWaitMs?: number;
}): Promise<FillModalOutcome> {
  const { agent, view } = input;
  const waitMs = input.updateWaitMs ?? 3000;
  const problems: string[] = [];
  let errors: Readonly<Record<string, string>> = {};
  let waitedForInputs = false;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const values: Record<string, FieldValue> = {};
    const asked = new Set<string>();
    let changed = true;
    while (changed) {
      changed = false;
      const fields = inputFields(view.view.blocks);
      if (fields.length === 0) {
        if (!waitedForInputs) {
          waitedForInputs = true;
          changed = await updated(agent, view, agent.slack.mark(), waitMs);
          if (changed) continue;
        }
        return { cancelled: false, problems };
      }
      for (const field of fields) {
        const key = `${field.blockId}.${field.actionId}`;
        if (asked.has(key)) continue;
        asked.add(key);
        const answer = await input.ask(promptFor(field, errors[field.blockId]));
        if (answer === undefined || answer.trim() === '/cancel') {
          await agent.closeView({ view });
          return { cancelled: true, problems };
        }
        const trimmed = answer.trim();
        if (trimmed === '') continue;
        values[key] = multiTypes.test(field.elementType) ? trimmed.split(',').map((s) => s.trim()) : trimmed;
        if (!field.dispatch) continue;
        const mark = agent.slack.mark();
        await agent.changeInput({ view, blockId: field.blockId, actionId: field.actionId, values });
        if (await updated(agent, view, mark, waitMs)) {
          changed = true;
          break;
        }
      }
    }
    const result = await agent.submitView({ view, values });
    if (!result.sent) {
      problems.push(`required: ${result.missing.join(', ')}`);
      errors = {};
      input.write(`  ! Required: ${result.missing.join(', ')}\n`);
      continue;
    }
    if (result.status !== 200) {
      problems.push(`view_submission ack answered HTTP ${result.status}`);
      return { submitted: result, cancelled: false, problems };
    }
    if (result.responseAction !== 'errors') return { submitted: result, cancelled: false, problems: [] };
    errors = result.errors ?? {};
    problems.push(`the app refused the form: ${Object.values(errors).join('; ')}`);
  }
  await agent.closeView({ view });
  return { cancelled: true, problems: [...problems, `gave up after ${maxAttempts} attempts`] };
}
