import { describe, expect, it } from 'vitest';
import { expectValid, textOf } from '../../slack/views/views.test-helpers.js';
import { registry } from './registry.js';

const { helpView, commandHelpView, parseErrorView } = registry;

describe('help and errors', () => {
  it('help lists every command', () => {
    const view = helpView('it');
    expectValid(view);
    for (const c of [
      '/queue',
      '/blacklist',
      '/book',
      '/calls',
      '/ext',
      '/voip',
      '/switch',
      '/contact',
      '/call',
      '/pbx',
    ]) {
      expect(textOf(view)).toContain(c);
    }
    expect(textOf(commandHelpView('blacklist', 'en'))).toContain('a leading `^`');
  });

  it('a refused command says why (in the user language) and shows the usage', () => {
    const it_ = parseErrorView(
      'blacklist',
      {
        code: 'invalid_argument',
        argument: 'number',
        message: 'Numero non valido: usa solo cifre (ammessi anche +, * e #), con prefisso ^ opzionale',
      },
      'it',
    );
    expectValid(it_);
    expect(it_.text).toBe(
      ':warning: `numero`: Numero non valido: usa solo cifre (ammessi anche +, * e #), con prefisso ^ opzionale',
    );
    expect(textOf(it_)).toContain('/blacklist add <nome> <numero>');
    const en = parseErrorView(
      'blacklist',
      { code: 'invalid_argument', argument: 'number', message: 'Il campo `number` supera i 25 caratteri' },
      'en',
    );
    expect(en.text).toBe(':warning: The field `number` exceeds 25 characters');
  });
});
