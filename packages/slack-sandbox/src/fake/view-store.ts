import { randomBytes } from 'node:crypto';
import { withGeneratedIds } from '../block-kit/generated-ids.js';
import type { ViewPayload } from '../block-kit/types.js';
import type { Clock } from '../clock/clock.js';
import type { SlackActivity } from './activity.js';
import type { SlackViewObject, StoredView } from './stored-types.js';

/** Slack lets an app stack at most three modals. */
export const maxViewStack = 3;

/** Identity fields Slack copies into every view object. */
export interface ViewOwner {
  readonly teamId: string;
  readonly appId: string;
  readonly botId: string;
}

/** Modals per user: a stack of up to three views, each with an id and a hash that changes on every update. */
export class ViewStore {
  readonly #views = new Map<string, StoredView>();
  readonly #stacks = new Map<string, string[]>();
  /** The Home tab of each user (one view each, replaced by every `views.publish`). */
  readonly #homes = new Map<string, string>();
  #counter = 0;

  constructor(
    private readonly now: Clock,
    private readonly emit: (activity: SlackActivity) => void,
    private readonly owner: ViewOwner,
  ) {}

  /** Every view ever opened, oldest first. */
  all(): StoredView[] {
    return [...this.#views.values()];
  }

  /** A view by id. */
  find(id: string): StoredView | undefined {
    return this.#views.get(id);
  }

  /** An open view by `external_id`. */
  findByExternalId(externalId: string): StoredView | undefined {
    return this.all().find((v) => !v.closed && v.view.external_id === externalId);
  }

  /** The open views of a user, bottom first. */
  stack(userId: string): StoredView[] {
    return (this.#stacks.get(userId) ?? []).flatMap((id) => this.#views.get(id) ?? []);
  }

  /** The top open view of a user. */
  current(userId: string): StoredView | undefined {
    return this.stack(userId).at(-1);
  }

  /**
   * Opens a modal as the root of a new stack (closing any open one); `teamId`: the workspace of the token that
   * opened it (an app installed in many), default the fake's team.
   */
  open(userId: string, payload: ViewPayload, teamId?: string): StoredView {
    for (const v of this.stack(userId)) v.closed = true;
    const stored = this.#create(userId, payload, null, teamId);
    this.#stacks.set(userId, [stored.id]);
    this.emit({ type: 'view_opened', view: stored });
    return stored;
  }

  /** Pushes a modal on top of the user's stack, or returns the Slack error. */
  push(userId: string, payload: ViewPayload): StoredView | 'push_limit_reached' {
    const stack = this.#stacks.get(userId) ?? [];
    if (stack.length >= maxViewStack) return 'push_limit_reached';
    const stored = this.#create(userId, payload, stack.at(-1) ?? null);
    this.#stacks.set(userId, [...stack, stored.id]);
    this.emit({ type: 'view_pushed', view: stored });
    return stored;
  }

  /** Replaces the content of a view; keeps id, root and previous ids; issues a new hash. */
  update(stored: StoredView, payload: ViewPayload): void {
    const previous = stored.view;
    stored.history.push(previous);
    stored.view = this.#object(
      payload,
      previous.id,
      previous.root_view_id as string,
      previous.previous_view_id as string | null,
      previous.team_id as string,
    );
    this.emit({ type: 'view_updated', view: stored, previous });
  }

  /** The Home tab the app published for a user, if any. */
  home(userId: string): StoredView | undefined {
    const id = this.#homes.get(userId);
    return id === undefined ? undefined : this.#views.get(id);
  }

  /**
   * Publishes a user's Home tab: the first one creates it, later ones replace its content (new hash). A `hash`
   * that is not the current one's answers `hash_conflict`, as Slack does.
   */
  publishHome(
    userId: string,
    payload: ViewPayload,
    hash?: string,
    teamId?: string,
  ): StoredView | 'hash_conflict' {
    const current = this.home(userId);
    if (current && hash !== undefined && hash !== '' && hash !== current.view.hash) return 'hash_conflict';
    if (!current) {
      const stored = this.#create(userId, payload, null, teamId);
      this.#homes.set(userId, stored.id);
      this.emit({ type: 'home_published', view: stored });
      return stored;
    }
    current.history.push(current.view);
    current.view = this.#object(
      payload,
      current.id,
      current.id,
      null,
      teamId ?? (current.view.team_id as string),
    );
    this.emit({ type: 'home_published', view: current });
    return current;
  }

  /** Closes the top view of a user (what an empty `view_submission` ack does). */
  closeTop(userId: string): void {
    const stack = this.#stacks.get(userId) ?? [];
    const id = stack.pop();
    const view = id === undefined ? undefined : this.#views.get(id);
    if (!view) return;
    view.closed = true;
    this.emit({ type: 'view_closed', view });
  }

  /** Closes every open view of a user (`response_action: 'clear'`). */
  closeAll(userId: string): void {
    while ((this.#stacks.get(userId) ?? []).length > 0) this.closeTop(userId);
  }

  #create(userId: string, payload: ViewPayload, previousId: string | null, teamId?: string): StoredView {
    this.#counter += 1;
    const id = `V${String(this.#counter).padStart(9, '0')}`;
    const rootId = previousId === null ? id : (this.#views.get(previousId)?.view.root_view_id as string);
    const stored: StoredView = {
      kind: 'view',
      id,
      userId,
      view: this.#object(
        payload,
        id,
        rootId,
        previousId,
        teamId ?? (previousId === null ? undefined : (this.#views.get(previousId)?.view.team_id as string)),
      ),
      openedAt: this.now(),
      closed: false,
      history: [],
    };
    this.#views.set(id, stored);
    return stored;
  }

  #object(
    payload: ViewPayload,
    id: string,
    rootId: string,
    previousId: string | null,
    teamId: string | undefined,
  ): SlackViewObject {
    return {
      id,
      team_id: teamId ?? this.owner.teamId,
      type: payload.type,
      blocks: withGeneratedIds(payload.blocks),
      private_metadata: payload.private_metadata ?? '',
      callback_id: payload.callback_id ?? '',
      state: { values: {} },
      hash: `${Math.floor(this.now() / 1000)}.${randomBytes(4).toString('hex')}`,
      title: payload.title,
      clear_on_close: payload.clear_on_close ?? false,
      notify_on_close: payload.notify_on_close ?? false,
      close: payload.close ?? null,
      submit: payload.submit ?? null,
      previous_view_id: previousId,
      root_view_id: rootId,
      app_id: this.owner.appId,
      external_id: payload.external_id ?? '',
      app_installed_team_id: teamId ?? this.owner.teamId,
      bot_id: this.owner.botId,
    };
  }
}
