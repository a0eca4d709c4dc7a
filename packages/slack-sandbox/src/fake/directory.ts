import type { SlackBotIdentity, SlackChannel, SlackUser, SlackUserGroup } from './workspace.js';

const channelIdShape = /^[CGD][A-Z0-9]{2,}$/;
const userIdShape = /^[UW][A-Z0-9]{2,}$/;

/** Channels and users of the fake workspace; unknown ids of the right shape are created on first use when `autoCreate`. */
export class Directory {
  readonly #channels = new Map<string, SlackChannel>();
  readonly #users = new Map<string, SlackUser>();
  readonly #groups = new Map<string, SlackUserGroup>();

  constructor(
    channels: readonly SlackChannel[],
    users: readonly SlackUser[],
    bot: SlackBotIdentity,
    private readonly autoCreate: boolean,
  ) {
    for (const c of channels) this.#channels.set(c.id, c);
    for (const u of users) this.#users.set(u.id, u);
    this.#users.set(bot.userId, { id: bot.userId, name: bot.name, realName: bot.name, isBot: true });
  }

  /** Adds or replaces a channel. */
  addChannel(channel: SlackChannel): void {
    this.#channels.set(channel.id, channel);
  }

  /** Adds or replaces a user. */
  addUser(user: SlackUser): void {
    this.#users.set(user.id, user);
  }

  /** Adds or replaces a user group. */
  addUserGroup(group: SlackUserGroup): void {
    this.#groups.set(group.id, group);
  }

  /** A user group by id. */
  userGroup(id: string): SlackUserGroup | undefined {
    return this.#groups.get(id);
  }

  /**
   * Resolves a `channel` argument like Slack: a channel id, a `#name` or `name`, or a user id (opens the DM).
   */
  resolveChannel(ref: string): SlackChannel | undefined {
    const byId = this.#channels.get(ref);
    if (byId) return byId;
    const name = ref.startsWith('#') ? ref.slice(1) : ref;
    for (const c of this.#channels.values()) if (c.name === name && !c.isIm) return c;
    if (userIdShape.test(ref) && this.user(ref)) return this.#dm(ref);
    if (this.autoCreate && channelIdShape.test(ref)) {
      const created: SlackChannel = { id: ref, name: ref.toLowerCase(), isIm: ref.startsWith('D') };
      this.#channels.set(ref, created);
      return created;
    }
    return undefined;
  }

  /** Every channel (direct messages included), in the order they were added. */
  channels(): SlackChannel[] {
    return [...this.#channels.values()];
  }

  /** A user by id (created on first use when `autoCreate`). */
  user(id: string): SlackUser | undefined {
    const known = this.#users.get(id);
    if (known || !this.autoCreate || !userIdShape.test(id)) return known;
    const created: SlackUser = { id, name: id.toLowerCase() };
    this.#users.set(id, created);
    return created;
  }

  /** A known user by handle (`alice`, case-insensitive), as Slack's autocomplete offers them; never created. */
  userNamed(name: string): SlackUser | undefined {
    const wanted = name.toLowerCase();
    for (const u of this.#users.values()) if (u.name.toLowerCase() === wanted) return u;
    return undefined;
  }

  #dm(userId: string): SlackChannel {
    const id = `D${userId.slice(1)}`;
    const existing = this.#channels.get(id);
    if (existing) return existing;
    const dm: SlackChannel = { id, name: id, isIm: true, user: userId };
    this.#channels.set(id, dm);
    return dm;
  }
}
