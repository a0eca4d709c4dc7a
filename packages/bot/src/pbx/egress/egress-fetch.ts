import { isIP } from 'node:net';
import { CalendarErrorBody, ErrorBody } from '@centralino/schemas';
import { Agent } from 'undici';
import { type EgressAllowance, NO_ALLOWANCE } from './egress-allowance.js';
import { PbxEgressError } from './egress-error.js';
import { guardedLookup, type ResolveAll } from './egress-lookup.js';
import { egressAllowed } from './egress-policy.js';

/** How the bot sends one request to a PBX. */
export type PbxFetch = (request: Request) => Promise<Response>;

/** The one way to a PBX: its fetch, and `close()` for its connections. */
export interface EgressFetch {
  fetch: PbxFetch;
  close(): Promise<void>;
}

/** An error body larger than this is no PBX envelope (the API's are a sentence). */
const MAX_ERROR_BODY = 64 * 1024;

async function readCapped(response: Response): Promise<string | undefined> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ERROR_BODY) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function isEnvelope(text: string): boolean {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return false;
  }
  return ErrorBody.safeParse(body).success || CalendarErrorBody.safeParse(body).success;
}

/** An error answer passes only as the API's envelope, read again from its text; anything else is foreign. */
async function envelopeOnly(response: Response): Promise<Response> {
  const text = await readCapped(response);
  if (text === undefined || !isEnvelope(text)) throw new PbxEgressError('foreign_answer');
  const { status, statusText, headers } = response;
  return new Response(text, { status, statusText, headers });
}

/**
 * The fetch every request to a PBX goes through (the connect probe and every account's gateway):
 * - the host is checked before connecting when it is an IP literal, and every resolved address at connect
 *   time (undici `Agent` with a guarded `lookup`) when it is a name;
 * - redirects are never followed (`redirect: 'manual'`); a 3xx is a failure of the exchange;
 * - an error answer that is not the API's envelope never reaches a caller (no foreign text shown).
 * Each refusal is a {@link PbxEgressError}. `transport` replaces the connection (tests): then only the checks of
 * the URL and of the answer apply.
 */
export function createEgressFetch(options: {
  allowance: EgressAllowance;
  transport?: PbxFetch | undefined;
  resolve?: ResolveAll;
}): EgressFetch {
  const { allowance } = options;
  const agent = options.transport
    ? undefined
    : new Agent({ connect: { lookup: guardedLookup(allowance, options.resolve) } });
  const transport: PbxFetch =
    options.transport ?? ((request) => fetch(request, { dispatcher: agent } as RequestInit));
  return {
    async fetch(request) {
      const url = new URL(request.url);
      const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PbxEgressError('refused_address');
      if (isIP(host) !== 0 && !egressAllowed(allowance, host, host))
        throw new PbxEgressError('refused_address');
      const response = await transport(new Request(request, { redirect: 'manual' }));
      if ((response.status >= 300 && response.status < 400) || response.type === 'opaqueredirect') {
        await response.body?.cancel().catch(() => {});
        throw new PbxEgressError('redirect');
      }
      return response.ok ? response : envelopeOnly(response);
    },
    close: async () => {
      await agent?.close();
    },
  };
}

let strict: EgressFetch | undefined;

/** The policy without any allowance, for a gateway or probe given no fetch of its own. */
export function strictPbxFetch(): PbxFetch {
  strict ??= createEgressFetch({ allowance: NO_ALLOWANCE });
  return strict.fetch;
}
