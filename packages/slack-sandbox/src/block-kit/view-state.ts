import { isRecord, stringOf } from './guards.js';
import { findOption, type InputField, inputFields, optionsOf } from './input-fields.js';
import type { Block, JsonObject } from './types.js';

/** What a user typed or picked: text, or several values for multi-selects and checkboxes; `null` clears. */
export type FieldValue = string | readonly string[] | null;

/** `view.state.values`: block_id → action_id → element state. */
export type ViewStateValues = Record<string, Record<string, JsonObject>>;

const single = new Set(['static_select', 'external_select', 'radio_buttons']);
const multi = new Set(['multi_static_select', 'multi_external_select', 'checkboxes']);
const picked: Record<string, string> = {
  users_select: 'selected_user',
  conversations_select: 'selected_conversation',
  channels_select: 'selected_channel',
  datepicker: 'selected_date',
  timepicker: 'selected_time',
};
const pickedMany: Record<string, string> = {
  multi_users_select: 'selected_users',
  multi_conversations_select: 'selected_conversations',
  multi_channels_select: 'selected_channels',
};
const initialKey: Record<string, string> = {
  users_select: 'initial_user',
  conversations_select: 'initial_conversation',
  channels_select: 'initial_channel',
  datepicker: 'initial_date',
  timepicker: 'initial_time',
};

const toList = (value: FieldValue): string[] =>
  value === null ? [] : typeof value === 'string' ? [value] : [...value];
const optionState = (o: JsonObject) => ({ text: o.text, value: o.value });

/** The state Slack reports for one element, given what the user entered (or the element's initial value). */
function elementState(field: InputField, given: FieldValue | undefined): JsonObject {
  const { element, elementType: type } = field;
  if (single.has(type)) {
    const answer = given === undefined ? undefined : toList(given)[0];
    const chosen = answer === undefined ? undefined : findOption(optionsOf(element), answer)?.raw;
    const initial = isRecord(element.initial_option) ? element.initial_option : undefined;
    const option = given === undefined ? initial : chosen;
    return { type, selected_option: option ? optionState(option) : null };
  }
  if (multi.has(type)) {
    const options = optionsOf(element);
    const chosen =
      given === undefined
        ? undefined
        : toList(given).flatMap((answer): JsonObject[] => {
            const found = findOption(options, answer);
            return found ? [found.raw] : [];
          });
    const initial: JsonObject[] = Array.isArray(element.initial_options)
      ? element.initial_options.filter(isRecord)
      : [];
    return { type, selected_options: (chosen ?? initial).map(optionState) };
  }
  const one = picked[type];
  if (one) {
    const initial = stringOf(element[initialKey[type] ?? '']) ?? null;
    return { type, [one]: given === undefined ? initial : (toList(given)[0] ?? null) };
  }
  const many = pickedMany[type];
  if (many) return { type, [many]: given === undefined ? [] : toList(given) };
  const initial = stringOf(element.initial_value) ?? null;
  return { type, value: given === undefined ? initial : (toList(given)[0] ?? null) };
}

function lookup(values: Readonly<Record<string, FieldValue>>, field: InputField): FieldValue | undefined {
  return values[`${field.blockId}.${field.actionId}`] ?? values[field.actionId] ?? values[field.blockId];
}

/**
 * Builds `view.state.values` for a `view_submission` from the view's input blocks and the user's answers,
 * keyed by `action_id`, `block_id` or `block_id.action_id`.
 * @see https://docs.slack.dev/reference/interaction-payloads/view-interactions-payload#view_submission
 */
export function buildViewState(
  blocks: readonly Block[],
  values: Readonly<Record<string, FieldValue>> = {},
): ViewStateValues {
  const state: ViewStateValues = {};
  for (const field of inputFields(blocks)) {
    state[field.blockId] = { [field.actionId]: elementState(field, lookup(values, field)) };
  }
  return state;
}

/** Labels of required inputs left empty: the Slack client refuses to submit those. */
export function missingRequiredInputs(blocks: readonly Block[], state: ViewStateValues): string[] {
  return inputFields(blocks).flatMap((field) => {
    if (field.optional) return [];
    const s = state[field.blockId]?.[field.actionId] ?? {};
    const filled = Object.entries(s).some(
      ([key, v]) => key !== 'type' && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
    );
    return filled ? [] : [field.label];
  });
}
