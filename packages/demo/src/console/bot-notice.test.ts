import { messagesFor } from '@centralino/bot';
import { describe, expect, it } from 'vitest';
import { isBotNotice } from './bot-notice.js';

describe('isBotNotice', () => {
  const it_ = messagesFor('it').common;
  const en = messagesFor('en').common;
  it.each([
    ['queued (it)', it_.queued, true],
    ['running (it)', it_.running, true],
    ['place in line (it)', it_.position(3, it_.seconds(40)), true],
    ['queued (en)', en.queued, true],
    ['place in line (en)', en.position(12, en.minutes(2)), true],
    ['an answer to follow (pbx account)', ':hourglass_flowing_sand: Account demo: 20 richieste libere', true],
    ['an answer with the same emoji', ':arrow_forward: Avvisi di nuovo attivi in questo canale.', false],
    ['an error', ':warning: Coda non trovata', false],
    ['an answer', 'Code in tempo reale', false],
  ])('%s', (_name, text, want) => {
    expect(isBotNotice(text)).toBe(want);
  });
});
