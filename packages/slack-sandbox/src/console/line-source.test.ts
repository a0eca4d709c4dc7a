import { PassThrough } from 'node:stream';
import { stripVTControlCharacters as visible } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { type ConsoleInput, terminalInput } from './line-source.js';

let input: ConsoleInput | undefined;
afterEach(() => input?.close());

function terminal() {
  const keys = new PassThrough();
  const screen = new PassThrough();
  let out = '';
  screen.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  input = terminalInput(keys, Object.assign(screen, { isTTY: true, columns: 80 }), () => {});
  return { keys, out: () => out };
}

const tick = () => new Promise((r) => setTimeout(r, 20));

describe('terminalInput', () => {
  it('a post printed while the user types ahead (no prompt) keeps the typed text on its own line below', async () => {
    const { keys, out } = terminal();
    keys.write('/queue li');
    await tick();
    input!.print('[#code-live] centralino:\n  # Coda vendite\n');
    await tick();
    const shown = visible(out());
    const after = shown.slice(shown.lastIndexOf('# Coda vendite\n') + '# Coda vendite\n'.length);
    expect(after).toBe('/queue li');
    // the typed text was cleared from the screen before the post was printed over it
    const raw = out();
    expect(raw.slice(raw.indexOf('[#code-live]') - 4, raw.indexOf('[#code-live]'))).toBe('\u001b[0J');
  });

  it('a post printed while a prompt is answered redraws the prompt and the text typed so far', async () => {
    const { keys, out } = terminal();
    const answer = input!.ask('? Name: ');
    keys.write('Giu');
    await tick();
    input!.print('[#code-live] centralino:\n  # Coda vendite\n');
    await tick();
    const shown = visible(out());
    expect(shown.slice(shown.lastIndexOf('# Coda vendite\n') + '# Coda vendite\n'.length)).toBe(
      '? Name: Giu',
    );
    keys.write('lia\n');
    expect(await answer).toBe('Giulia');
  });

  it('a line typed ahead does not answer a modal prompt: it waits for the console, after the modal', async () => {
    const { keys } = terminal();
    keys.write('/queue live\n');
    await tick();
    const field = input!.askNow!('? Reason: ');
    keys.write('lunch\n');
    expect(await field).toBe('lunch');
    expect(await input!.ask('> ')).toBe('/queue live');
  });
});
