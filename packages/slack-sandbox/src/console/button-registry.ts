import type { ButtonTarget } from '../agent/slack-user-agent.js';
import type { RenderedButton } from '../render/render-blocks.js';

/** A button a console user can click by number. */
export interface NumberedButton {
  readonly number: number;
  readonly target: ButtonTarget;
  readonly actionId: string;
  readonly blockId: string;
  readonly label: string;
}

/** Numbers buttons across the whole console session, so `#3` keeps meaning the same button. */
export class ButtonRegistry {
  readonly #buttons = new Map<number, NumberedButton>();
  #next = 1;

  /** The number the next rendered button will get. */
  get nextNumber(): number {
    return this.#next;
  }

  /** Records the buttons of a rendering (numbered from {@link nextNumber}). */
  register(target: ButtonTarget, buttons: readonly RenderedButton[]): void {
    for (const b of buttons) {
      this.#buttons.set(b.number, {
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
