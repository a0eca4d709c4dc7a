import type { InstallationsLocation } from '../../tenancy/installations/installations-db.js';
import type { OAuthSettings } from '../../tenancy/installations/oauth-installer.js';

/** How the bot talks to Slack: one workspace's bot token, or an app installed in many (OAuth). */
export interface SlackSettings {
  signingSecret: string;
  /** One workspace: its bot token. Unset: the app is installed through OAuth (`oauth`). */
  botToken?: string | undefined;
  /** An app installed in many workspaces: its OAuth credentials and where installations are kept. */
  oauth?: (OAuthSettings & { installations: InstallationsLocation }) | undefined;
  /** With an app-level token the bot uses Socket Mode instead of HTTP. */
  appToken?: string | undefined;
  /** Base URL of the Web API, e.g. a local stand-in (`http://127.0.0.1:PORT/api/`). */
  apiUrl?: string | undefined;
}
