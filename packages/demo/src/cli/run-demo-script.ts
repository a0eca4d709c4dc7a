import type { ScriptReport, SlackConsole } from '@centralino/slack-sandbox';

/** How a script run went, with its duration. */
export interface ScriptOutcome {
  report: ScriptReport;
  durationMs: number;
  /** One line per failed step: the line and why. */
  failures: string[];
}

/** Runs script text (one console line per line) on the console and sums up the failed steps. */
export async function runDemoScript(console: SlackConsole, text: string): Promise<ScriptOutcome> {
  const started = performance.now();
  const report = await console.runScript(text.split(/\r?\n/));
  const failures = report.steps
    .filter((s) => s.errors.length > 0 || s.noReply)
    .map((s) => `${s.input}: ${s.noReply ? 'no reply' : s.errors.join(' | ').replace(/\s*\n\s*/g, ' ')}`);
  return { report, durationMs: Math.round(performance.now() - started), failures };
}

/** The closing lines of a script run. */
export function scriptSummary(outcome: ScriptOutcome): string {
  const steps = outcome.report.steps.length;
  const seconds = (outcome.durationMs / 1000).toFixed(1);
  if (outcome.failures.length === 0) return `script passed: ${steps} steps in ${seconds} s`;
  return [
    `script FAILED: ${outcome.failures.length} of ${steps} steps in ${seconds} s`,
    ...outcome.failures.map((f) => `  ✗ ${f}`),
  ].join('\n');
}
