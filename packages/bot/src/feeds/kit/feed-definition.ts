import type { OperationContext, OperationResult } from '../../work/operations/operation-context.js';
import { parseFeedCommand, type Refuse } from './feed-command.parser.js';
import type { FeedOperation } from './feed-operation.schema.js';
import { type FeedCommand, type FeedCommandServices, runFeedOperation } from './feed-operations.js';
import type { FeedRule } from './feed-rule.schema.js';

/**
 * What a feed fills in to have its command: its name (`alert` → operations `alert.add|list|remove|pause`), the
 * words of a rule's spec (its own grammar after `add`) and how they are refused, and its parts of each
 * operation (`FeedCommand`: its services and texts, what refuses a spec, the answers to `add` and `list`, what
 * follows a removal or a pause).
 */
export interface FeedDefinition<P extends string, S, R extends FeedRule, Svc extends FeedCommandServices<R>>
  extends FeedCommand<S, R, Svc> {
  prefix: P;
  parseSpec(tokens: readonly string[]): S;
  refuse: Refuse;
}

type Runner<Op> = (ctx: OperationContext, op: Op) => Promise<OperationResult>;

/** A feed's command, ready for its feature: the parser of its words, a runner per operation, its writes. */
export interface FeedCommandKit<P extends string, S> {
  /** The words after the subcommand (`/queue alert <these>`) → an operation. */
  parse(tokens: readonly string[]): FeedOperation<P, S>;
  /** Runs any of its operations (`runFeedOperation`). */
  runOperation: Runner<FeedOperation<P, S>>;
  run: Record<FeedOperation<P, S>['type'], Runner<FeedOperation<P, S>>>;
  /** Adding, removing and pausing change something: permitted users only, audited. */
  writes: readonly [`${P}.add`, `${P}.remove`, `${P}.pause`];
}

/** Builds a feed's command from its definition. */
export function defineFeedCommand<
  const P extends string,
  S,
  R extends FeedRule,
  Svc extends FeedCommandServices<R>,
>(feed: FeedDefinition<P, S, R, Svc>): FeedCommandKit<P, S> {
  const { prefix } = feed;
  const runOperation: Runner<FeedOperation<P, S>> = (ctx, op) => runFeedOperation(ctx, op, feed);
  return {
    parse: (tokens) => parseFeedCommand(tokens, feed),
    runOperation,
    run: {
      [`${prefix}.add`]: runOperation,
      [`${prefix}.list`]: runOperation,
      [`${prefix}.remove`]: runOperation,
      [`${prefix}.pause`]: runOperation,
    } as Record<FeedOperation<P, S>['type'], Runner<FeedOperation<P, S>>>,
    writes: [`${prefix}.add`, `${prefix}.remove`, `${prefix}.pause`],
  };
}
