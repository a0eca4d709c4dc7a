/**
 * Ground truth of the alert-day bench: when a rule's condition truly held on a queue, from the simulator state
 * sampled every second, and how a polling policy's cards compare with it.
 */

const DAY_MS = 86_400_000;

/** One stretch during which a condition held: `[start, end)` in whole seconds of the day. */
export interface Episode {
  start: number;
  end: number;
}

/**
 * The episodes of a per-second truth table (1: the condition held during that second). Stretches separated by
 * less than `mergeGapSeconds` false seconds are one episode: a card rightly stays open over such a gap (it
 * resolves only after the condition stayed false for `clear_after`), so it is one alert, not two.
 */
export function extractEpisodes(truth: Uint8Array, mergeGapSeconds: number): Episode[] {
  const out: Episode[] = [];
  let start = -1;
  for (let s = 0; s <= truth.length; s++) {
    const on = s < truth.length && truth[s] === 1;
    if (on && start < 0) start = s;
    if (!on && start >= 0) {
      const last = out.at(-1);
      if (last && start - last.end < mergeGapSeconds) last.end = s;
      else out.push({ start, end: s });
      start = -1;
    }
  }
  return out;
}

/** How a policy did on one episode. */
export interface EpisodeOutcome {
  /** When the condition began, ms of the day. */
  startMs: number;
  /** How long the condition held (merged stretches end to end), ms. */
  durationMs: number;
  /** No read saw the condition while it held (began and ended between reads). */
  missed: boolean;
  /** First read that saw the condition (a card is then open and shows it) minus the episode's start, ms. */
  firstCardMs: number | undefined;
  /**
   * The card resolved minus the condition's end, ms (`clear_after` included); a card still open when the next
   * episode begins (or the day ends) counts until then. Undefined when missed, or the episode lasts until the day (or the rule's
   * hours) end.
   */
  resolutionMs: number | undefined;
}

/**
 * Scores one (rule, queue) of a policy: `observed` are the instants (ms of the day, ascending) of reads that
 * found the condition holding, `resolved` the instants its card resolved. `horizon` is when the rule stops
 * speaking (end of day or of hours): an episode ending there has no resolution to measure.
 */
export function scoreEpisodes(
  episodes: readonly Episode[],
  observed: readonly number[],
  resolved: readonly number[],
  horizonSeconds: number,
): EpisodeOutcome[] {
  const out: EpisodeOutcome[] = [];
  let o = 0;
  let r = 0;
  for (let i = 0; i < episodes.length; i++) {
    const e = episodes[i]!;
    const startMs = e.start * 1000;
    const endMs = e.end * 1000;
    while (o < observed.length && observed[o]! < startMs) o++;
    const seen = o < observed.length && observed[o]! < endMs ? observed[o] : undefined;
    if (seen === undefined) {
      out.push({
        startMs,
        durationMs: endMs - startMs,
        missed: true,
        firstCardMs: undefined,
        resolutionMs: undefined,
      });
      continue;
    }
    let resolutionMs: number | undefined;
    if (e.end < horizonSeconds) {
      while (r < resolved.length && resolved[r]! < endMs) r++;
      const next = episodes[i + 1];
      const limit = next ? next.start * 1000 : Number.POSITIVE_INFINITY;
      const at = r < resolved.length ? resolved[r]! : Number.POSITIVE_INFINITY;
      resolutionMs = Math.min(at, limit, DAY_MS) - endMs;
    }
    out.push({
      startMs,
      durationMs: endMs - startMs,
      missed: false,
      firstCardMs: seen - startMs,
      resolutionMs,
    });
  }
  return out;
}
