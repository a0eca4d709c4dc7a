import { RememberedHash } from '../core/redis/remembered-hash.js';

/** What a Slack request says of where it comes from (any of the payload shapes Bolt hands on). */
interface RequestBody {
  team_id?: unknown;
  channel_id?: unknown;
  team?: { id?: unknown } | null;
  channel?: { id?: unknown } | null;
  event?: { channel?: unknown } | null;
}

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/** The channel and workspace a request (slash command, action, event) came from, when it says. */
export function channelTeamOf(body: unknown): { channelId: string; teamId: string } | undefined {
  const b = (body ?? {}) as RequestBody;
  const teamId = str(b.team_id) ?? str(b.team?.id);
  const channelId = str(b.channel_id) ?? str(b.channel?.id) ?? str(b.event?.channel);
  return teamId && channelId ? { channelId, teamId } : undefined;
}

/**
 * Which workspace each channel belongs to, as the bot last heard from it (every Slack request carries both).
 * What the bot posts on its own in a channel (alert cards, notices, reports) goes with that workspace's token,
 * also when a PBX account is shared by several workspaces. One Redis hash for the deployment.
 */
export class ChannelTeams extends RememberedHash {
  /** The workspace of `channelId`, if a request from it was seen. */
  teamOf(channelId: string): Promise<string | undefined> {
    return this.get(channelId);
  }
}
