import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock/clock.js';
import type { MessageRef } from './stored-types.js';

/** Slack's limits on a `response_url`: 5 uses within 30 minutes. */
export const responseUrlLimits = { maxUses: 5, ttlMs: 30 * 60 * 1000 } as const;

/** A `response_url` the fake handed out with a command or an interaction. */
export interface ResponseUrlEntry {
  readonly id: string;
  readonly url: string;
  readonly channel: string;
  readonly user: string;
  readonly issuedAt: number;
  uses: number;
  /** The message the interaction came from (block_actions); replaced/deleted by `replace_original`/`delete_original`. */
  readonly original?: MessageRef;
  /** The last message posted through this URL; the "original" for slash-command responses. */
  lastPosted?: MessageRef;
}

/** Why a `response_url` POST was refused (HTTP 404 with this body, like Slack). */
export type ResponseUrlRefusal = 'no_service' | 'used_url' | 'expired_url';

/** Issues `response_url`s and enforces their use limits. */
export class ResponseUrlRegistry {
  readonly #entries = new Map<string, ResponseUrlEntry>();

  constructor(
    private readonly now: Clock,
    private readonly baseUrl: () => string,
    private readonly limits: { maxUses: number; ttlMs: number } = responseUrlLimits,
  ) {}

  /** A new `response_url` bound to a channel and user. */
  issue(input: { channel: string; user: string; original?: MessageRef }): ResponseUrlEntry {
    const id = randomBytes(12).toString('hex');
    const entry: ResponseUrlEntry = {
      id,
      url: `${this.baseUrl()}/response/${id}`,
      channel: input.channel,
      user: input.user,
      issuedAt: this.now(),
      uses: 0,
      ...(input.original ? { original: input.original } : {}),
    };
    this.#entries.set(id, entry);
    return entry;
  }

  /** An entry by id, with no checks. */
  get(id: string): ResponseUrlEntry | undefined {
    return this.#entries.get(id);
  }

  /** The entry if it may be used now, else why not. Does not count a use. */
  check(id: string): ResponseUrlEntry | ResponseUrlRefusal {
    const entry = this.#entries.get(id);
    if (!entry) return 'no_service';
    if (this.now() - entry.issuedAt > this.limits.ttlMs) return 'expired_url';
    if (entry.uses >= this.limits.maxUses) return 'used_url';
    return entry;
  }
}
