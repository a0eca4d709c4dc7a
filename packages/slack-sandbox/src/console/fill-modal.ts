import type { ViewSubmissionResult } from '../agent/agent-results.js';
import type { SlackUserAgent } from '../agent/slack-user-agent.js';
import { type InputField, inputFields, optionsOf } from '../block-kit/input-fields.js';
import type { FieldValue } from '../block-kit/view-state.js';
import type { StoredView } from '../fake/stored-types.js';
import type { LineSource } from './line-source.js';

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

/**
 * Asks for each input of a modal on the line source and submits it; re-asks while the app answers
 * `response_action: 'errors'` or required inputs are empty. `/cancel` (or the end of input) closes the modal.
 * `problems` lists what went wrong when the modal could not be submitted in the end.
 */
export async function fillModal(input: {
  agent: SlackUserAgent;
  view: StoredView;
  lines: LineSource;
  write: (text: string) => void;
  echo: boolean;
}): Promise<FillModalOutcome> {
  const problems: string[] = [];
  let errors: Readonly<Record<string, string>> = {};
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const values: Record<string, FieldValue> = {};
    for (const field of inputFields(input.view.view.blocks)) {
      input.write(promptFor(field, errors[field.blockId]));
      const answer = await input.lines.next();
      if (input.echo) input.write(`${answer ?? ''}\n`);
      if (answer === undefined || answer.trim() === '/cancel') {
        await input.agent.closeView({ view: input.view });
        return { cancelled: true, problems };
      }
      const trimmed = answer.trim();
      if (trimmed === '') continue;
      values[`${field.blockId}.${field.actionId}`] = multiTypes.test(field.elementType)
        ? trimmed.split(',').map((s) => s.trim())
        : trimmed;
    }
    const result = await input.agent.submitView({ view: input.view, values });
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
  await input.agent.closeView({ view: input.view });
  return { cancelled: true, problems: [...problems, `gave up after ${maxAttempts} attempts`] };
}
