import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { JsonObject } from '../block-kit/types.js';
import { type Clock, systemClock } from '../clock/clock.js';
import type { SlackActivity } from './activity.js';
import { ActivityLog, type WaitForOptions } from './activity-log.js';
import { argString, parseApiRequest } from './api-request.js';
import { deliverResponse } from './deliver-response.js';
import { Directory } from './directory.js';
import { defaultBotToken, type FakeSlackOptions } from './fake-slack-options.js';
import { FileStore, receiveUpload, uploadedBytes, uploadPathId } from './file-store.js';
import { ForcedErrors } from './forced-errors.js';
import { readRawBody, sendJson, sendText } from './http-io.js';
import { MessageStore } from './message-store.js';
import type { ApiContext, ApiResult } from './methods/api-context.js';
import { apiMethods } from './methods/api-methods.js';
import { defaultRateLimits, RateLimiter, type RateLimitRule } from './rate-limiter.js';
import { type ResponseUrlEntry, ResponseUrlRegistry, responseUrlLimits } from './response-url-registry.js';
import type { ApiCall, MessageRef, ResponseReply } from './stored-types.js';
import { TriggerRegistry, triggerTtlMs } from './trigger-registry.js';
import { ViewStore } from './view-store.js';
import {
  defaultBot,
  defaultChannels,
  defaultTeam,
  defaultUsers,
  type SlackBotIdentity,
  type SlackTeam,
} from './workspace.js';

/**
 * A local stand-in for Slack: the Web API under `/api/<method>` (tokens, errors, rate limits as Slack),
 * `response_url`s under `/response/<id>`, modals with `trigger_id` rules, and a log of everything for tests.
 * @see https://docs.slack.dev/apis/web-api/
 */
export class FakeSlack {
  readonly team: SlackTeam;
  readonly bot: SlackBotIdentity;
  readonly botToken: string;
  readonly now: Clock;
  readonly directory: Directory;
  readonly messages: MessageStore;
  readonly views: ViewStore;
  /** Files uploaded with `files.getUploadURLExternal` + upload URL + `files.completeUploadExternal`. */
  readonly files: FileStore;
  readonly #log = new ActivityLog();
  readonly #calls: ApiCall[] = [];
  readonly #replies: ResponseReply[] = [];
  readonly #triggers: TriggerRegistry;
  readonly #responseUrls: ResponseUrlRegistry;
  readonly #rateLimiter: RateLimiter;
  readonly #forcedErrors = new ForcedErrors();
  readonly #server: Server;
  readonly #host: string;
  readonly #port: number;
  #url: string | undefined;

  constructor(options: FakeSlackOptions = {}) {
    this.team = options.team ?? defaultTeam;
    this.bot = options.bot ?? defaultBot;
    this.botToken = options.botToken ?? defaultBotToken;
    this.now = options.clock ?? systemClock;
    this.#host = options.host ?? '127.0.0.1';
    this.#port = options.port ?? 0;
    const emit = (activity: SlackActivity) => this.#log.push(activity);
    this.directory = new Directory(
      options.channels ?? defaultChannels,
      options.users ?? defaultUsers,
      this.bot,
      options.autoCreate ?? true,
    );
    this.messages = new MessageStore(this.now, emit);
    this.views = new ViewStore(this.now, emit, {
      teamId: this.team.id,
      appId: this.bot.appId,
      botId: this.bot.botId,
    });
    this.files = new FileStore(this.now);
    this.#triggers = new TriggerRegistry(this.now, options.triggerTtlMs ?? triggerTtlMs);
    this.#responseUrls = new ResponseUrlRegistry(
      this.now,
      () => this.url,
      options.responseUrlLimits ?? responseUrlLimits,
    );
    const rules = options.rateLimits === false ? {} : { ...defaultRateLimits, ...options.rateLimits };
    this.#rateLimiter = new RateLimiter(this.now, rules);
    this.#server = createServer((req, res) => {
      this.#handle(req, res).catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { ok: false, error: 'fatal_error', detail: String(error) });
        else res.end();
      });
    });
  }

  /** Creates a fake and starts listening. */
  static async start(options: FakeSlackOptions = {}): Promise<FakeSlack> {
    return new FakeSlack(options).listen();
  }

  /** Starts listening (on a free port unless `port` was given). */
  async listen(): Promise<this> {
    await new Promise<void>((resolve, reject) => {
      this.#server.once('error', reject);
      this.#server.listen(this.#port, this.#host, () => {
        this.#server.off('error', reject);
        resolve();
      });
    });
    const { port } = this.#server.address() as AddressInfo;
    this.#url = `http://${this.#host}:${port}`;
    return this;
  }

  /** Stops the server, dropping keep-alive connections. */
  async close(): Promise<void> {
    if (!this.#server.listening) return;
    const closed = new Promise<void>((resolve) => this.#server.close(() => resolve()));
    this.#server.closeAllConnections();
    await closed;
  }

  /** Base URL, e.g. `http://127.0.0.1:54321`. */
  get url(): string {
    if (this.#url === undefined) throw new Error('FakeSlack is not listening: call listen() first');
    return this.#url;
  }

  /** What to pass as Bolt's `clientOptions.slackApiUrl`: `${url}/api/`. */
  get apiUrl(): string {
    return `${this.url}/api/`;
  }

  /** Every Web API call, oldest first. */
  get calls(): readonly ApiCall[] {
    return this.#calls;
  }

  /** Every activity, oldest first. */
  get activities(): readonly SlackActivity[] {
    return this.#log.entries;
  }

  /** Replies sent to `response_url`s (and slash-command ack bodies), optionally for one URL id. */
  responseReplies(responseUrlId?: string): ResponseReply[] {
    return this.#replies.filter((r) => responseUrlId === undefined || r.responseUrlId === responseUrlId);
  }

  /** Calls of one Web API method. */
  callsOf(method: string): ApiCall[] {
    return this.#calls.filter((c) => c.method === method);
  }

  /** A `trigger_id` for an interaction by `userId` (valid 3 s, once). */
  issueTrigger(userId: string): string {
    return this.#triggers.issue(userId);
  }

  /** A `response_url` for an interaction in `channel` by `user`, optionally tied to the message it came from. */
  issueResponseUrl(input: { channel: string; user: string; original?: MessageRef }): ResponseUrlEntry {
    return this.#responseUrls.issue(input);
  }

  /**
   * Shows the body of a slash command's ack like Slack does (a message only the invoker sees, unless
   * `response_type: 'in_channel'`). Plain text bodies are treated as `{ text }`. Does not count as a use.
   */
  deliverAckBody(responseUrlId: string, body: unknown): ResponseReply | undefined {
    const entry = this.#responseUrls.get(responseUrlId);
    if (!entry) throw new Error(`Unknown response_url id ${responseUrlId}`);
    const payload = typeof body === 'string' ? { text: body } : body;
    const result = deliverResponse(entry, payload, 'ack', {
      messages: this.messages,
      bot: this.bot,
      now: this.now,
      files: this.files,
    });
    if (result.reply) this.#recordReply(result.reply);
    return result.reply;
  }

  /** Makes the next `times` calls of `method` answer HTTP 429 with `Retry-After: retryAfterSeconds`. */
  forceRateLimit(method: string, times = 1, retryAfterSeconds = 1): void {
    this.#rateLimiter.force(method, times, retryAfterSeconds);
  }

  /** Makes the next `times` calls of `method` answer `{ ok: false, error }` (after the token and rate checks). */
  forceError(method: string, error: string, times = 1): void {
    this.#forcedErrors.set(method, error, times);
  }

  /** Sets or disables (`false`) the rate limit of a method. */
  setRateLimit(method: string, rule: RateLimitRule | false): void {
    this.#rateLimiter.setRule(method, rule);
  }

  /** Subscribes to activities as they happen; returns the unsubscribe function. */
  onActivity(listener: (activity: SlackActivity) => void): () => void {
    return this.#log.subscribe(listener);
  }

  /** The index of the next activity, to `waitFor` only what happens after now. */
  mark(): number {
    return this.#log.mark();
  }

  /**
   * Resolves with the first matching activity (since `after`, default the beginning); rejects on timeout.
   * `options` may be just the timeout in ms.
   */
  waitFor<T extends SlackActivity>(
    predicate: (a: SlackActivity) => a is T,
    options?: WaitForOptions | number,
  ): Promise<T>;
  waitFor(
    predicate: (a: SlackActivity) => boolean,
    options?: WaitForOptions | number,
  ): Promise<SlackActivity>;
  waitFor(
    predicate: (a: SlackActivity) => boolean,
    options?: WaitForOptions | number,
  ): Promise<SlackActivity> {
    return this.#log.waitFor(predicate, options);
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake.slack');
    const raw = await readRawBody(req);
    const upload = uploadPathId(url.pathname);
    if (upload && req.method === 'POST') {
      receiveUpload(this.files, upload, await uploadedBytes(raw, req.headers['content-type']), res);
      return;
    }
    const rawBody = raw.toString('utf8');
    const api = /^\/api\/([\w.]+)$/.exec(url.pathname);
    const response = /^\/response\/(\w+)$/.exec(url.pathname);
    if (api?.[1]) this.#handleApi(api[1], req, rawBody, url.searchParams, res);
    else if (response?.[1] && req.method === 'POST') this.#handleResponseUrl(response[1], rawBody, res);
    else sendText(res, 404, 'not_found');
  }

  #handleApi(
    method: string,
    req: IncomingMessage,
    rawBody: string,
    query: URLSearchParams,
    res: ServerResponse,
  ): void {
    const parsed = parseApiRequest({
      rawBody,
      query,
      ...(req.headers['content-type'] ? { contentType: req.headers['content-type'] } : {}),
      ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
    });
    const args = 'args' in parsed ? parsed.args : {};
    const { status, body, headers } = this.#dispatch(method, parsed, args);
    const call: ApiCall = { method, args, at: this.now(), status, response: body };
    this.#calls.push(call);
    this.#log.push({ type: 'api_call', call });
    sendJson(res, status, body, headers);
  }

  /** Slack's order of checks: method, body, token, rate limit, then the method itself. */
  #dispatch(
    method: string,
    parsed: ReturnType<typeof parseApiRequest>,
    args: JsonObject,
  ): { status: number; body: ApiResult; headers?: Record<string, string> } {
    const handler = apiMethods[method];
    if (!handler) return { status: 200, body: { ok: false, error: 'unknown_method', req_method: method } };
    if ('error' in parsed) return { status: 200, body: { ok: false, error: parsed.error } };
    if (parsed.token === undefined) return { status: 200, body: { ok: false, error: 'not_authed' } };
    if (parsed.token !== this.botToken) return { status: 200, body: { ok: false, error: 'invalid_auth' } };
    const channelRef = argString(args, 'channel');
    const channel = channelRef ? (this.directory.resolveChannel(channelRef)?.id ?? channelRef) : undefined;
    const decision = this.#rateLimiter.take(method, channel);
    if (decision.limited) {
      return {
        status: 429,
        body: { ok: false, error: 'ratelimited' },
        headers: { 'retry-after': String(decision.retryAfterSeconds) },
      };
    }
    const forced = this.#forcedErrors.take(method);
    if (forced) return { status: 200, body: { ok: false, error: forced } };
    return { status: 200, body: handler(args, this.#context()) };
  }

  #handleResponseUrl(id: string, rawBody: string, res: ServerResponse): void {
    const entry = this.#responseUrls.check(id);
    if (typeof entry === 'string') {
      sendText(res, 404, entry);
      return;
    }
    let payload: unknown;
    try {
      payload = JSON.parse(rawBody);
    } catch {
      sendText(res, 400, 'invalid_payload');
      return;
    }
    const result = deliverResponse(entry, payload, 'response_url', {
      messages: this.messages,
      bot: this.bot,
      now: this.now,
      files: this.files,
    });
    if (result.reply) {
      entry.uses += 1;
      this.#recordReply(result.reply);
    }
    sendText(res, result.status, result.body);
  }

  #recordReply(reply: ResponseReply): void {
    this.#replies.push(reply);
    this.#log.push({ type: 'response_url_used', reply });
  }

  #context(): ApiContext {
    return {
      team: this.team,
      bot: this.bot,
      now: this.now,
      directory: this.directory,
      messages: this.messages,
      views: this.views,
      triggers: this.#triggers,
      files: this.files,
      baseUrl: () => this.url,
    };
  }
}
