import { AnswerCallerRequest, sandboxRoutes } from '@centralino/schemas';
import { assertJsonContentType, malformedJsonError, parseInput } from '../../app/json-body.js';
import { type RouteModule, toHonoPath } from '../../app/route-module.js';
import { implement } from '../../http/contract-route.js';
import { type CallOutcome, SimulatedTelephony } from '../../telephony/simulated-telephony.js';
import { simAccount, simCommand } from './sim-errors.js';

function outcomeBody(outcome: CallOutcome) {
  return {
    queue_name: outcome.queueName,
    caller_number: outcome.callerNumber,
    outcome: outcome.outcome,
    wait_seconds: outcome.waitSeconds,
    member: outcome.member,
  };
}

/**
 * Callers of the simulated queues: one arrives on a VoIP number and joins (201) or is blocked by a blacklist
 * (200), a member answers the one at a position, or the caller hangs up. Every call lands in the inbound history
 * when it ends (an answered one when its talk is over).
 */
export const simQueueCallersRoute: RouteModule = {
  register(app, { db, telephony }) {
    if (!(telephony instanceof SimulatedTelephony)) return;
    const sim = telephony;

    implement(app, sandboxRoutes.addCaller, async ({ params, body }) => {
      const account = await simAccount(db, params.context);
      const caller = await simCommand(() =>
        sim.addCaller(account, params.name, {
          callerNumber: body.caller_number,
          callerName: body.caller_name,
          voipNumber: body.voip_number,
          patienceSeconds: body.patience_seconds,
        }),
      );
      const arrived = {
        queue_name: caller.queueName,
        linkedid: caller.linkedid,
        channel: caller.channel,
        caller_number: caller.callerNumber,
        caller_name: caller.callerName,
        voip_number: caller.voipNumber,
        joined_at: caller.joinedAt.toISOString(),
      };
      if (caller.outcome === 'blocked')
        return {
          status: 200,
          body: { ...arrived, outcome: 'blocked' as const, blacklist: caller.blacklist },
        };
      return { status: 201, body: { ...arrived, outcome: 'waiting' as const, position: caller.position } };
    });

    // Every field of the body is optional, so an empty body (with any or no Content-Type) is accepted too (not
    // through `implement`).
    const answer = sandboxRoutes.answerCaller;
    app.post(toHonoPath(answer.path), async (c) => {
      const params = parseInput(c, answer.request.params, c.req.param());
      const text = await c.req.text();
      let json: unknown = {};
      if (text.trim()) {
        assertJsonContentType(c);
        try {
          json = JSON.parse(text);
        } catch {
          throw malformedJsonError();
        }
      }
      const body = parseInput(c, AnswerCallerRequest, json);
      const account = await simAccount(db, params.context);
      const outcome = await simCommand(() =>
        sim.answerCaller(account, params.name, params.position, {
          member: body.member,
          talkSeconds: body.talk_seconds,
        }),
      );
      return c.json(outcomeBody(outcome));
    });

    implement(app, sandboxRoutes.abandonCaller, async ({ params }) => {
      const account = await simAccount(db, params.context);
      const outcome = await simCommand(() => sim.abandonCaller(account, params.name, params.position));
      return { status: 200, body: outcomeBody(outcome) };
    });
  },
};
