import type { AllMiddlewareArgs, App, SlackActionMiddlewareArgs, SlackViewMiddlewareArgs } from '@slack/bolt';
import { z } from 'zod';
import { Locale } from '../../core/config/bot-config.schema.js';
import { actionIds } from '../../slack/views/action-ids.js';
import type { ProbeProblem } from '../../tenancy/accounts/account-probe.js';
import type { ListenerDeps } from '../../work/listeners/listener-deps.js';
import { connectConfirmView, connectDoneView, connectFormView } from './connect.view.js';
import { connectIds } from './connect-ids.js';
import { connectMessagesFor } from './connect-messages.js';

const Metadata = z.object({ locale: Locale, token: z.string().optional() });

/** The modal's metadata (locale, pending token); the fallback locale when it cannot be read. */
function metadataOf(raw: string | undefined, fallback: Locale): z.infer<typeof Metadata> {
  try {
    const parsed = Metadata.safeParse(JSON.parse(raw ?? ''));
    return parsed.success ? parsed.data : { locale: fallback };
  } catch {
    return { locale: fallback };
  }
}

/** Under which field a problem of the check is shown. */
const fieldOf: Record<ProbeProblem, string> = {
  invalid_url: connectIds.urlBlock,
  unreachable: connectIds.urlBlock,
  not_pbx: connectIds.urlBlock,
  unauthorized: connectIds.keyBlock,
  rate_limited: connectIds.keyBlock,
};

/** Whether `value` is a time zone the runtime knows. */
function isTimeZone(value: string | undefined): value is string {
  if (!value) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** What a button listener receives. */
type ActionArgs = SlackActionMiddlewareArgs & AllMiddlewareArgs;
/** What a modal submission listener receives. */
type ViewArgs = SlackViewMiddlewareArgs & AllMiddlewareArgs;

/**
 * The connect modal: "Verifica" checks the URL and key with `GET /v1/account` while Slack waits (errors under the
 * fields, nothing saved) and shows what the API said; "Collega" saves it. The App Home's button opens it.
 * The check is the one PBX call a listener makes: the modal's answer must come in the submission's ack.
 */
export function registerConnectListeners(app: App, deps: ListenerDeps): void {
  app.action(actionIds.connectOpen, (args) => openConnectModal(deps, args));
  app.view(connectIds.formView, (args) => checkConnection(deps, args));
  app.view(connectIds.confirmView, (args) => confirmConnection(deps, args));
}

/** The App Home's button: opens the form for an admin, else a modal saying why it cannot. */
async function openConnectModal(deps: ListenerDeps, { ack, body, client }: ActionArgs): Promise<void> {
  await ack();
  const locale = deps.config.user_locales[body.user.id] ?? deps.config.locale;
  const t = connectMessagesFor(locale);
  const teamId = body.team?.id ?? undefined;
  const triggerId = 'trigger_id' in body ? body.trigger_id : '';
  const allowed =
    deps.connect.store && deps.connect.canEncrypt
      ? await deps.connect.isAdmin(body.user.id, teamId, body.enterprise?.id ?? undefined)
      : false;
  const view = allowed
    ? connectFormView(locale)
    : connectDoneView(locale, !deps.connect.store || !deps.connect.canEncrypt ? t.notEnabled : t.notAdmin);
  await client.views
    .open({ trigger_id: triggerId, view })
    .catch((err: unknown) => deps.logger.warn({ err: String(err) }, 'cannot open the connect modal'));
}

/** Why the form's submitter cannot connect an account here (no workspace, not enabled, not an admin), if so. */
async function connectRefusal(
  deps: ListenerDeps,
  t: ReturnType<typeof connectMessagesFor>,
  userId: string,
  teamId: string | undefined,
  enterpriseId: string | undefined,
): Promise<string | undefined> {
  const { store, pending } = deps.connect;
  return !teamId
    ? t.noWorkspace
    : !store || !pending
      ? t.notEnabled
      : !deps.connect.canEncrypt
        ? t.notEnabled
        : !(await deps.connect.isAdmin(userId, teamId, enterpriseId))
          ? t.notAdmin
          : undefined;
}

/** "Verifica": checks URL and key with the exchange, then shows what it said and keeps it pending confirmation. */
async function checkConnection(deps: ListenerDeps, { ack, body, view }: ViewArgs): Promise<void> {
  const meta = metadataOf(view.private_metadata, deps.config.locale);
  const t = connectMessagesFor(meta.locale);
  const teamId = body.team?.id;
  const userId = body.user.id;
  const values = view.state.values;
  const url = values[connectIds.urlBlock]?.[connectIds.urlBlock]?.value?.trim() ?? '';
  const apiKey = values[connectIds.keyBlock]?.[connectIds.keyBlock]?.value?.trim() ?? '';
  const { pending } = deps.connect;
  const refused = await connectRefusal(deps, t, userId, teamId, body.enterprise?.id);
  if (refused || !teamId || !pending) {
    await ack({ response_action: 'errors', errors: { [connectIds.keyBlock]: refused ?? t.notAdmin } });
    return;
  }
  const result = await deps.connect.probe(url, apiKey);
  if (!result.ok) {
    deps.logger.info({ problem: result.problem, teamId }, 'PBX account check refused');
    await ack({
      response_action: 'errors',
      errors: { [fieldOf[result.problem]]: t.problems[result.problem] },
    });
    return;
  }
  const { account } = result;
  const facts = await deps.connect.userFacts(userId, teamId);
  const timeZone = isTimeZone(facts?.timeZone) ? facts.timeZone : 'Europe/Rome';
  // no one can choose or predict it; the workspace connecting the same exchange again gets its id (and rules) back
  const id = deps.connect.accountIdFor(teamId, account);
  const token = await pending.put({ id, ...account, apiKey, timeZone }, { teamId, userId });
  await ack({
    response_action: 'update',
    view: connectConfirmView(meta.locale, token, { ...account, timeZone }),
  });
}

/** "Collega": saves the pending account for the workspace (admins only, before the pending check expires). */
async function confirmConnection(deps: ListenerDeps, { ack, body, view }: ViewArgs): Promise<void> {
  const meta = metadataOf(view.private_metadata, deps.config.locale);
  const t = connectMessagesFor(meta.locale);
  const teamId = body.team?.id;
  const userId = body.user.id;
  const { store, pending } = deps.connect;
  if (!meta.token || !teamId || !store || !pending) {
    await ack();
    return;
  }
  if (!(await deps.connect.isAdmin(userId, teamId, body.enterprise?.id))) {
    await ack({ response_action: 'update', view: connectDoneView(meta.locale, t.notAdmin) });
    return;
  }
  const account = await pending.take(meta.token, { teamId, userId });
  if (!account) {
    await ack({ response_action: 'update', view: connectDoneView(meta.locale, t.expired) });
    return;
  }
  const enterpriseId = body.enterprise?.id ?? undefined;
  const linked = await store.connect(account, { teamId, enterpriseId }, userId);
  deps.connect.changed({ teamId, accountId: linked.id });
  deps.logger.info(
    { audit: 'pbx.connect', account: linked.id, keyName: account.keyName, teamId, userId },
    'PBX account connected from Slack',
  );
  await ack({
    response_action: 'update',
    view: connectDoneView(meta.locale, t.connected(account.exchange, linked.isDefault)),
  });
}
