import { defineFeature } from '../../features/kit/feature.js';
import { parseReportCommand } from './report.parser.js';
import { reportTextsFor, reportUsage } from './report-messages.js';
import { runReportOperation } from './report-operations.js';
import { reportOperations } from './report-rule.schema.js';
import type { ReportServices } from './report-system.js';

declare module '../../work/operations/operation-context.js' {
  interface FeatureServices {
    /** Morning reports (their store and schedules); absent where they do not run. */
    reports?: ReportServices;
  }
}

declare module '../../work/commands/parsed-command.js' {
  interface FeatureParseErrors {
    /** `/queue report add` with days that are none. */
    invalid_report: { code: 'invalid_report'; given: string };
  }
}

/**
 * Morning reports: `/queue report add <HH:MM> [days=…]` in a channel posts there, every chosen morning,
 * yesterday's figures with last week's, the chart and the worst moments (the report system is started by
 * `startBot`, see `report-system.ts`).
 */
export const reportFeature = defineFeature({
  name: 'report',
  subcommands: [
    {
      command: 'queue',
      words: ['report', 'rapporto'],
      usage: reportUsage,
      parse: (tokens) => ({ kind: 'operation', operation: parseReportCommand(tokens.slice(1)) }),
    },
  ],
  operations: reportOperations,
  run: {
    'report.add': runReportOperation,
    'report.list': runReportOperation,
    'report.remove': runReportOperation,
  },
  writes: ['report.add', 'report.remove'],
  parseErrors: { invalid_report: (error, locale) => reportTextsFor(locale).badDays(error.given) },
});
