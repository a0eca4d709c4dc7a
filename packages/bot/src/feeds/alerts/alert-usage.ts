import type { Locale } from '../../core/config/bot-config.schema.js';
import { NO_AGENTS_MIN_WAIT_SECONDS as GRACE } from './evaluate-rule.js';

/** The usage of `/queue alert …`, added to the help of `/queue`. */
export const alertUsage: Readonly<Record<Locale, string>> = {
  it:
    '`/queue alert add <coda|*> [waiting>=N] [wait>=Ns] [noagents] [critical: waiting>=N wait>=Ns] [@persona @here] [hours=08:00-18:00] [days=lun-ven]` — avviso in questo canale quando una condizione vale (basta una); `noagents`: nessun operatore libero o che squilla mentre un chiamante attende da almeno ' +
    String(GRACE) +
    ' s\n`/queue alert list` — avvisi attivi\n`/queue alert remove <id>` — elimina un avviso\n`/queue alert pause <minuti>` — silenzia gli avvisi di questo canale (0 li riattiva)',
  en:
    '`/queue alert add <queue|*> [waiting>=N] [wait>=Ns] [noagents] [critical: waiting>=N wait>=Ns] [@person @here] [hours=08:00-18:00] [days=mon-fri]` — alert in this channel when a condition holds (any one); `noagents`: nobody free or ringing while a caller has waited ' +
    String(GRACE) +
    " s or more\n`/queue alert list` — active alerts\n`/queue alert remove <id>` — delete an alert\n`/queue alert pause <minutes>` — silence this channel's alerts (0 resumes)",
};
