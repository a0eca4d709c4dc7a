import { sandboxRoutes } from '@centralino/schemas';
import type { RouteModule } from '../../app/route-module.js';
import { implement } from '../../http/contract-route.js';
import type { SimOriginatedCall } from '../../telephony/sim-state.js';
import { SimulatedTelephony } from '../../telephony/simulated-telephony.js';
import { simAccount, simCommand } from './sim-errors.js';

/**
 * Simulator controls of the telephone server as a whole: reachability, members' device state and pause,
 * extensions' registration, the calls placed through click-to-call and how they end, and the check of the
 * simulator's invariants. Registered only when the app runs the
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
      const { now, calls } = await sim.originatedCalls(await simAccount(db, params.context));
      const data = calls.map((call) => ({
        call_id: call.callId,
        extension: call.extension,
        number: call.number,
        caller_id_label: call.callerIdLabel,
        channel: call.channel,
        placed_at: call.placedAt.toISOString(),
        key_name: call.keyName,
        state: originatedState(call, now.getTime()),
        disposition: call.ended ? call.disposition : null,
      }));
      return { status: 200, body: { data, count: data.length } };
    });
    implement(app, sandboxRoutes.setOriginateOutcome, async ({ params, body }) => {
      await sim.setOriginatePlan(await simAccount(db, params.context), {
        disposition: body.disposition,
        extensionRingSeconds: body.extension_ring_seconds,
        ringSeconds: body.ring_seconds,
        talkSeconds: body.talk_seconds,
      });
      return { status: 200, body };
    });
    implement(app, sandboxRoutes.checkSimulator, async ({ params }) => {
      const report = await sim.check(await simAccount(db, params.context));
      return {
        status: 200,
        body: {
          ok: report.violations.length === 0,
          now: report.now.toISOString(),
          violations: report.violations,
          waiting_callers: report.waitingCallers,
          calls_in_progress: report.callsInProgress,
          ended_calls: report.endedCalls,
        },
      };
    });
  },
};

/** Where a click-to-call call is at `nowMs`. */
function originatedState(call: SimOriginatedCall, nowMs: number) {
  if (call.ended) return 'ended' as const;
  if (nowMs < call.ringingUntil) return 'ringing' as const;
  return nowMs < call.callingUntil ? ('calling' as const) : ('talking' as const);
}
