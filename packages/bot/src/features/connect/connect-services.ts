import type { SlackUserFacts } from '../../slack/workspace-admins.js';
import type { ProbeResult } from '../../tenancy/accounts/account-probe.js';
import type { ConnectedAccountStore } from '../../tenancy/accounts/connected-account-store.js';
import type { PendingConnections } from './pending-connections.js';

/** What connecting a PBX account from Slack needs (the composition root provides it). */
export interface ConnectServices {
  /** Where connected accounts are kept; unset: this deployment has no database for them. */
  store: ConnectedAccountStore | undefined;
  /** Whether API keys can be encrypted (`PBX_KEY_ENCRYPTION_KEY` is set). */
  canEncrypt: boolean;
  /** Connections checked and waiting for the admin's confirmation. */
  pending: PendingConnections | undefined;
  /** `GET /v1/account` with this URL and key, within the time a modal waits. */
  probe(baseUrl: string, apiKey: string): Promise<ProbeResult>;
  /** Whether the user may connect and disconnect accounts in the workspace. */
  isAdmin(userId: string, teamId: string | undefined, enterpriseId?: string): Promise<boolean>;
  /** What Slack says of the user (their time zone). */
  userFacts(userId: string, teamId: string | undefined): Promise<SlackUserFacts | undefined>;
  /**
   * The id of an account the workspace connects: bound to the workspace and the exchange under the deployment's
   * secret, so nobody can choose or predict it, and the same workspace connecting the same exchange gets it again.
   */
  accountIdFor(teamId: string, account: { baseUrl: string; exchange: string; keyName: string }): string;
  /** Tells the account directory a workspace's accounts changed. */
  changed(input: { teamId: string; accountId?: string }): void;
}

declare module '../../work/listeners/listener-deps.js' {
  interface FeatureListenerDeps {
    /** Connecting PBX accounts from Slack (`/pbx connect`). */
    connect: ConnectServices;
  }
}
