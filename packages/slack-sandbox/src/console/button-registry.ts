import type { ButtonTarget } from '../agent/slack-user-agent.js';
import type { ButtonRef } from '../block-kit/buttons.js';
import type { RenderedButton } from '../render/render-blocks.js';
import { type ConfirmDialog, confirmOf } from './confirm-dialog.js';

/** A button a console user can click by number. */
export interface NumberedButton {
  readonly number: number;
  readonly target: ButtonTarget;
  readonly actionId: string;
  readonly blockId: string;
  readonly label: string;
  /** The dialog Slack shows before delivering the click, if the button has one. */
  readonly confirm?: ConfirmDialog;
}

/** Which message (or ephemeral, or modal) a button belongs to, across its versions. */
export function targetKey(target: ButtonTarget): string {
  if (target.kind === 'view') return `v:${target.id}`;
  if (target.kind === 'message') return `m:${target.channel}:${target.ts}`;
  return `e:${target.channel}:${target.messageTs}`;
}

/**
 * Numbers buttons across the whole console session, so `#3` keeps meaning the same button: a button of a message
 * that is edited (same action, value and label) keeps its number for the life of the message.
 */
export class ButtonRegistry {
  readonly #buttons = new Map<number, NumberedButton>();
  /** `targetKey` + the button's identity (its n-th occurrence in the message) → its number. */
  readonly #byIdentity = new Map<string, number>();
  #next = 1;

  /**
   * Numbers the buttons of one rendering of `target`: a button shown before in the same message gets its number
   * again, a new one the next number.
   */
  numberer(target: ButtonTarget): (button: ButtonRef) => number {
    const key = targetKey(target);
    const seen = new Map<string, number>();
    return (button) => {
      const identity = `${key}\u0000${button.actionId}\u0000${button.value ?? ''}\u0000${button.label}`;
      const occurrence = seen.get(identity) ?? 0;
      seen.set(identity, occurrence + 1);
      const full = `${identity}\u0000${occurrence}`;
      const known = this.#byIdentity.get(full);
      if (known !== undefined) return known;
      const n = this.#next++;
      this.#byIdentity.set(full, n);
      return n;
    };
  }

  /** The number the next rendered button will get. */
  get nextNumber(): number {
    return this.#next;
  }

  /** Records the buttons of a rendering (numbered from {@link nextNumber}). */
  register(target: ButtonTarget, buttons: readonly RenderedButton[]): void {
    for (const b of buttons) {
      const confirm = confirmOf(b.element);
      this.#buttons.set(b.number, {
        ...(confirm ? { confirm } : {}),
        number: b.number,
        target,
        actionId: b.actionId,
        blockId: b.blockId,
        label: b.label,
      });
      this.#next = Math.max(this.#next, b.number + 1);
    }
  }

  /** A button by number. */
  get(number: number): NumberedButton | undefined {
    return this.#buttons.get(number);
  }

  /**
   * The most recently shown button with this label (case-insensitive): an exact match, else the latest label
   * that starts with it.
   */
  findByLabel(label: string): NumberedButton | undefined {
    const wanted = label.trim().toLowerCase();
    const latestFirst = [...this.#buttons.values()].sort((a, b) => b.number - a.number);
    return (
      latestFirst.find((b) => b.label.toLowerCase() === wanted) ??
      latestFirst.find((b) => b.label.toLowerCase().startsWith(wanted))
    );
  }
}
