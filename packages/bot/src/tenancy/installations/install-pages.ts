import type { ServerResponse } from 'node:http';
import { type CodedError, ErrorCode } from '@slack/oauth';

/** The language of the install pages (the deployment's default locale). */
export type PageLocale = 'it' | 'en';

const text = {
  it: {
    doneTitle: 'Centralino è installato',
    done: (where: string) =>
      `L'app è ora disponibile in ${where}. Puoi chiudere questa pagina e tornare a Slack.`,
    failTitle: 'Installazione non riuscita',
    badState:
      'Il link di installazione non è valido, è scaduto o è già stato usato. Ricomincia da «Aggiungi a Slack».',
    denied: "L'installazione è stata annullata su Slack.",
    other: (code: string) => `Slack non ha confermato l'installazione (${code}). Riprova tra poco.`,
    again: 'Aggiungi a Slack',
  },
  en: {
    doneTitle: 'Centralino is installed',
    done: (where: string) =>
      `The app is now available in ${where}. You can close this page and go back to Slack.`,
    failTitle: 'Installation failed',
    badState:
      'The install link is not valid, has expired or was already used. Start again from “Add to Slack”.',
    denied: 'The installation was cancelled in Slack.',
    other: (code: string) => `Slack did not confirm the installation (${code}). Please try again shortly.`,
    again: 'Add to Slack',
  },
} as const;

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(
  res: ServerResponse,
  status: number,
  locale: PageLocale,
  title: string,
  body: string,
  link?: string,
) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
      `<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>` +
      (link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(text[locale].again)}</a></p>` : '') +
      '</body></html>',
  );
}

/** After a successful install: which workspace or org now has the app. */
export function installedPage(res: ServerResponse, locale: PageLocale, where: string): void {
  page(res, 200, locale, text[locale].doneTitle, text[locale].done(where));
}

/**
 * A failed install, said plainly: a forged, expired or replayed state (400, with a link to start again),
 * a cancelled consent, or Slack refusing the exchange.
 */
export function failedInstallPage(
  res: ServerResponse,
  locale: PageLocale,
  error: CodedError,
  installPath: string,
): void {
  const t = text[locale];
  if (error.code === ErrorCode.InvalidStateError || error.code === ErrorCode.MissingStateError) {
    page(res, 400, locale, t.failTitle, t.badState, installPath);
  } else if (error.code === ErrorCode.AuthorizationError && /cancelled/i.test(error.message)) {
    page(res, 200, locale, t.failTitle, t.denied, installPath);
  } else if (error.code === ErrorCode.MissingCodeError) {
    page(res, 400, locale, t.failTitle, t.badState, installPath);
  } else {
    const code = (error as { data?: { error?: string } }).data?.error ?? error.code;
    page(res, 502, locale, t.failTitle, t.other(code), installPath);
  }
}
