import { clearScreenDown, createInterface, cursorTo, moveCursor } from 'node:readline';
import type { Readable, Writable } from 'node:stream';

/**
 * Where the console reads lines from: a script, a stream or a terminal. `ask` shows a prompt and resolves with
 * the next line, or `undefined` when there is no more input (end of script or stream, Ctrl-D, Ctrl-C).
 */
export interface ConsoleInput {
  ask(prompt: string): Promise<string | undefined>;
  /**
   * Like `ask`, but only a line typed after the prompt is shown answers it: lines typed ahead (while the app was
   * answering) stay queued for the console's next `ask`, instead of landing in a modal's or a dialog's fields.
   * Inputs that cannot tell (a script, a pipe) leave it out and `ask` is used.
   */
  askNow?(prompt: string): Promise<string | undefined>;
  /** Writes output without breaking a prompt being answered (the prompt and the typed text are redrawn). */
  print(text: string): void;
  close(): void;
}

/** A script: lines one after the other, echoed after their prompt as if typed. */
export interface ScriptInput extends ConsoleInput {
  /** The next line without prompting or echoing (the script's own steps). */
  next(): string | undefined;
}

/** Lines of a script. */
export function scriptInput(lines: readonly string[], write: (text: string) => void): ScriptInput {
  let index = 0;
  const next = () => lines[index++];
  return {
    next,
    ask: async (prompt) => {
      write(prompt);
      const line = next();
      write(`${line ?? ''}\n`);
      return line;
    },
    print: write,
    close: () => {
      index = lines.length;
    },
  };
}

/** Lines from a stream that is not a terminal (a pipe, a test stream): no echo, no line editing. */
export function streamInput(input: Readable, write: (text: string) => void): ConsoleInput {
  const rl = createInterface({ input, terminal: false, crlfDelay: Number.POSITIVE_INFINITY });
  const iterator = rl[Symbol.asyncIterator]();
  return {
    ask: async (prompt) => {
      write(prompt);
      const result = await iterator.next();
      return result.done ? undefined : result.value;
    },
    print: write,
    close: () => rl.close(),
  };
}

/**
 * A terminal: line editing and history (readline), output arriving while the user types is printed above the
 * prompt, Ctrl-C calls `onInterrupt` and ends the input. Lines typed while nothing is asked are kept in order.
 */
export function terminalInput(input: Readable, output: Writable, onInterrupt: () => void): ConsoleInput {
  const rl = createInterface({ input, output, terminal: true, historySize: 500, crlfDelay: Infinity });
  const typed: string[] = [];
  let pending: ((line: string | undefined) => void) | undefined;
  let closed = false;
  const settle = (line: string | undefined) => {
    const resolve = pending;
    pending = undefined;
    resolve?.(line);
  };
  rl.on('line', (line) => {
    if (pending) settle(line);
    else typed.push(line);
  });
  rl.on('close', () => {
    closed = true;
    settle(undefined);
  });
  rl.on('SIGINT', () => {
    output.write('\n');
    onInterrupt();
    rl.close();
  });
  const prompted = (prompt: string): Promise<string | undefined> => {
    if (closed) return Promise.resolve(undefined);
    const cut = prompt.lastIndexOf('\n') + 1;
    if (cut > 0) output.write(prompt.slice(0, cut));
    return new Promise((resolve) => {
      pending = resolve;
      rl.setPrompt(prompt.slice(cut));
      rl.prompt();
    });
  };
  return {
    ask(prompt) {
      const queued = typed.shift();
      return queued !== undefined ? Promise.resolve(queued) : prompted(prompt);
    },
    askNow: prompted,
    print(text) {
      if (!pending && rl.line === '') {
        output.write(text);
        return;
      }
      // clear the prompt and what was typed (it may wrap over several rows), print, then redraw them below;
      // text typed ahead while no prompt is shown is redrawn too, on a line of its own
      moveCursor(output, 0, -rl.getCursorPos().rows);
      cursorTo(output, 0);
      clearScreenDown(output);
      output.write(text);
      if (!pending) rl.setPrompt('');
      rl.prompt(true);
    },
    close: () => rl.close(),
  };
}
