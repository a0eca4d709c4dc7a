import { sandboxRoutes } from '@centralino/schemas';
import type { RouteModule } from '../../app/route-module.js';
import { implement } from '../../http/contract-route.js';
import { SimulatedTelephony } from '../../telephony/simulated-telephony.js';
import { simAccount, simCommand } from './sim-errors.js';

/**
 * Simulator controls of the telephone server as a whole: reachability, members' device state and pause,
 * extensions' registration, and the calls placed through click-to-call. Registered only when the app runs the
 * {@link SimulatedTelephony} (and, like all of `/_sim`, only with an admin token).
 */
export const simTelephonyRoute: RouteModule = {
  register(app, { db, telephony }) {
    if (!(telephony instanceof SimulatedTelephony)) return;
    const sim = telephony;

    implement(app, sandboxRoutes.setTelephony, async ({ params, body }) => {
      await sim.setReachable(await simAccount(db, params.context), body.reachable);
      return { status: 200, body: { reachable: body.reachable } };
    });

    implement(app, sandboxRoutes.setMember, async ({ params, body }) => {
      const account = await simAccount(db, params.context);
      await simCommand(() => sim.setMember(account, params.internal_number, body));
      return { status: 200, body };
    });

    implement(app, sandboxRoutes.setExtensionStatus, async ({ params, body }) => {
      const account = await simAccount(db, params.context);
      await simCommand(() => sim.setExtensionStatus(account, params.internal_number, body.status));
      return { status: 200, body };
    });

    implement(app, sandboxRoutes.listOriginated, async ({ params }) => {
      const calls = await sim.originatedCalls(await simAccount(db, params.context));
      const data = calls.map((call) => ({
        call_id: call.callId,
        extension: call.extension,
        number: call.number,
        caller_id_label: call.callerIdLabel,
        channel: call.channel,
        placed_at: call.placedAt.toISOString(),
        key_name: call.keyName,
      }));
      return { status: 200, body: { data, count: data.length } };
    });
  },
};
