import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

/** Where the console reads its next line from: a script or a stream. `undefined` means no more input. */
export interface LineSource {
  next(): Promise<string | undefined>;
  close(): void;
}

/** Lines of a script, one after the other. */
export function arrayLineSource(lines: readonly string[]): LineSource {
  let index = 0;
  return {
    next: async () => lines[index++],
    close: () => {
      index = lines.length;
    },
  };
}

/** Lines typed on a stream (a terminal, a pipe, a test stream). */
export function streamLineSource(input: Readable): LineSource {
  const rl = createInterface({ input, terminal: false, crlfDelay: Number.POSITIVE_INFINITY });
  const iterator = rl[Symbol.asyncIterator]();
  return {
    next: async () => {
      const result = await iterator.next();
      return result.done ? undefined : result.value;
    },
    close: () => rl.close(),
  };
}
