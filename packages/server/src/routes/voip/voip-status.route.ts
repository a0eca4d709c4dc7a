import { alwaysRegisteredProviders, providerLabels, publicRoutes } from '@centralino/schemas';
import { asc, eq } from 'drizzle-orm';
import type { RouteModule } from '../../app/route-module.js';
import { voipNumbers } from '../../db/schema/index.js';
import { implement } from '../../http/contract-route.js';

const alwaysRegistered: ReadonlySet<string> = new Set(alwaysRegisteredProviders);

/**
 * `GET /v1/voip/status`: every VoIP number with its registration as the telephone server reports it
 * (`VIRTUAL` and `SBC` always registered), the provider's display label and a summary. 503 when unreachable.
 * @see ../../../../shared/pbx-api-reference.md#voip-number-status
 */
export const voipStatusRoute: RouteModule = {
  register(app, { db, telephony }) {
    implement(app, publicRoutes.listVoipStatus, async (_input, c) => {
      const { account } = c.get('auth');
      const rows = await db
        .select()
        .from(voipNumbers)
        .where(eq(voipNumbers.accountId, account.id))
        .orderBy(asc(voipNumbers.id));
      const reported = new Map(
        (await telephony.voipRegistrations(account)).map((r) => [r.number, r.registered] as const),
      );
      const data = rows.map((row) => ({
        number: row.number,
        registered: alwaysRegistered.has(row.provider) || (reported.get(row.number) ?? false),
        provider: row.provider,
        provider_label: row.providerLabel ?? providerLabels[row.provider] ?? row.provider,
        username: row.username,
        sip_server: row.sipServer,
        description: row.description,
        note: row.note,
      }));
      const registered = data.filter((n) => n.registered).length;
      return {
        status: 200,
        body: {
          success: true as const,
          data,
          count: data.length,
          summary: { total: data.length, registered, unregistered: data.length - registered },
        },
      };
    });
  },
};
