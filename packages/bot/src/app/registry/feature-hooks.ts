import type { Locale } from '../../core/config/bot-config.schema.js';
import type { Feature } from '../../features/kit/feature.js';
import type { FeatureHooks } from '../../work/operations/operation-context.js';

/** The features' hooks combined into one: each feature adds its part, the first to show a queue wins. */
export function combinedHooks(
  features: readonly Feature[],
  usage: (command: string, locale: Locale) => string,
): FeatureHooks {
  return {
    async liveQueues(ctx, queues, at) {
      for (const feature of features) await feature.hooks?.liveQueues?.(ctx, queues, at);
    },
    async accountRows(ctx) {
      const rows = await Promise.all(features.map((f) => f.hooks?.accountRows?.(ctx) ?? []));
      return rows.flat();
    },
    usage,
    queueSnapshot(queue, locale) {
      for (const feature of features) {
        const shown = feature.hooks?.queueSnapshot?.(queue, locale);
        if (shown) return shown;
      }
      return undefined;
    },
  };
}
