import { actionIds } from './action-ids.js';
import { type ButtonElement, button } from './blocks.js';

/** Slack's limit of a button's value. */
const BUTTON_VALUE_MAX = 2000;
/** Buttons of one actions block. */
const BUTTONS_MAX = 25;

/**
 * Buttons that each run an operation (`pbx_open:<i>`, an operation as data `{ type, … }`), for the choices that
 * show the way on: the queues of the account, its appointment types, the calendars of a booking.
 */
export function openButtons(
  choices: readonly { label: string; operation: { type: string } }[],
): ButtonElement[] {
  return choices
    .map(({ label, operation }) => ({ label, value: JSON.stringify(operation) }))
    .filter((c) => c.value.length <= BUTTON_VALUE_MAX)
    .slice(0, BUTTONS_MAX)
    .map((c, index) => button({ text: c.label, actionId: `${actionIds.open}:${index}`, value: c.value }));
}
