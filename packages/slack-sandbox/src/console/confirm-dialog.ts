import { isRecord, textOf } from '../block-kit/guards.js';

/** A button's Block Kit `confirm` object, as the console shows it. */
export interface ConfirmDialog {
  readonly title: string;
  readonly text: string;
  readonly confirm: string;
  readonly deny: string;
}

/** The `confirm` dialog of a button element, if it has one (Slack's own labels fill in missing ones). */
export function confirmOf(element: unknown): ConfirmDialog | undefined {
  if (!isRecord(element) || !isRecord(element.confirm)) return undefined;
  const c = element.confirm;
  return {
    title: textOf(c.title) ?? '',
    text: textOf(c.text) ?? '',
    confirm: textOf(c.confirm) ?? 'Yes',
    deny: textOf(c.deny) ?? 'Cancel',
  };
}

const yes = /^(s|si|sì|y|yes)$/i;
const no = /^(n|no)$/i;

/**
 * Reads an answer to a confirm dialog: `s`/`y` (also `sì`, `yes`) confirms, `n`/`no` denies, optionally written
 * as a script's `#confirm yes|no`. Undefined when the line is neither.
 */
export function parseConfirmAnswer(line: string): boolean | undefined {
  const answer = line.trim().replace(/^#confirm\s+/i, '');
  if (yes.test(answer)) return true;
  if (no.test(answer)) return false;
  return undefined;
}

/**
 * Shows a confirm dialog as Slack would before delivering a click, and asks for the answer until it is one
 * (three tries); no more input, or no valid answer, is a "no".
 */
export async function askConfirm(
  dialog: ConfirmDialog,
  ask: (prompt: string) => Promise<string | undefined>,
  write: (text: string) => void,
): Promise<boolean> {
  write(`[Confirm] ${dialog.title}\n  ${dialog.text.split('\n').join('\n  ')}\n`);
  const prompt = `? s = ${dialog.confirm} · n = ${dialog.deny} [s/n]: `;
  for (let attempt = 0; attempt < 3; attempt++) {
    const line = await ask(prompt);
    if (line === undefined) return false;
    const answer = parseConfirmAnswer(line);
    if (answer !== undefined) return answer;
    write('  ! Answer s (yes) or n (no)\n');
  }
  return false;
}
