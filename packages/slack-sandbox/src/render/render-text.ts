import { isRecord } from '../block-kit/guards.js';
import { type MrkdwnNames, mrkdwnToText } from './mrkdwn.js';

/** Renders a text object: mrkdwn converted, plain_text as is. */
export function renderText(value: unknown, names?: MrkdwnNames): string {
  if (typeof value === 'string') return mrkdwnToText(value, names);
  if (!isRecord(value) || typeof value.text !== 'string') return '';
  return value.type === 'mrkdwn' ? mrkdwnToText(value.text, names) : value.text;
}
