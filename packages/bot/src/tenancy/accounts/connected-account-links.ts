import { and, eq } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { pbxAccountChannels, pbxAccounts, pbxAccountWorkspaces } from './connected-accounts.schema.js';

/** A transaction of the bot's database. */
export type Tx = Parameters<Parameters<PgDatabase<PgQueryResultHKT>['transaction']>[0]>[0];

/** The workspace's link to the account. */
export async function linkOf(tx: Tx, teamId: string, accountId: string): Promise<{ isDefault: boolean }> {
  const [link] = await tx
    .select({ isDefault: pbxAccountWorkspaces.isDefault })
    .from(pbxAccountWorkspaces)
    .where(and(eq(pbxAccountWorkspaces.teamId, teamId), eq(pbxAccountWorkspaces.accountId, accountId)));
  return { isDefault: link?.isDefault ?? false };
}

/** The workspace leaves a shared row for its own: its link and channels point at the new row. */
export async function moveLink(tx: Tx, teamId: string, from: string, to: string) {
  const { isDefault } = await linkOf(tx, teamId, from);
  await tx
    .update(pbxAccountWorkspaces)
    .set({ accountId: to })
    .where(and(eq(pbxAccountWorkspaces.teamId, teamId), eq(pbxAccountWorkspaces.accountId, from)));
  await tx
    .update(pbxAccountChannels)
    .set({ accountId: to })
    .where(and(eq(pbxAccountChannels.teamId, teamId), eq(pbxAccountChannels.accountId, from)));
  return { id: to, isDefault, wasLinked: true };
}

/**
 * Links a new account to the workspace: the first account is the default; so is a new one replacing a
 * default whose key the API refused.
 */
export async function linkWorkspace(
  tx: Tx,
  workspace: { teamId: string; enterpriseId?: string | undefined },
  accountId: string,
  userId: string,
) {
  const links = await tx
    .select({
      accountId: pbxAccountWorkspaces.accountId,
      isDefault: pbxAccountWorkspaces.isDefault,
      revokedAt: pbxAccounts.revokedAt,
    })
    .from(pbxAccountWorkspaces)
    .innerJoin(pbxAccounts, eq(pbxAccounts.id, pbxAccountWorkspaces.accountId))
    .where(eq(pbxAccountWorkspaces.teamId, workspace.teamId));
  const current = links.find((l) => l.isDefault);
  const isDefault = !current || current.revokedAt !== null;
  if (current && isDefault) {
    await tx
      .update(pbxAccountWorkspaces)
      .set({ isDefault: false })
      .where(
        and(
          eq(pbxAccountWorkspaces.teamId, workspace.teamId),
          eq(pbxAccountWorkspaces.accountId, current.accountId),
        ),
      );
  }
  await tx.insert(pbxAccountWorkspaces).values({
    teamId: workspace.teamId,
    enterpriseId: workspace.enterpriseId ?? '',
    accountId,
    connectedBy: userId,
    isDefault,
  });
  return { isDefault };
}
