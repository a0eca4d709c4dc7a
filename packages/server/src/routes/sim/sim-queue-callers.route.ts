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
 * Callers of the simulated queues: one joins (201), a member answers the one at a position, or the caller
 * hangs up. Answered and abandoned calls land in the inbound history with the queue and the wait.
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
        }),
      );
      return {
        status: 201,
        body: {
          queue_name: caller.queueName,
          position: caller.position,
          channel: caller.channel,
          caller_number: caller.callerNumber,
          caller_name: caller.callerName,
          joined_at: caller.joinedAt.toISOString(),
        },
      };
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
