// The part of another team's project that talks to the API: the typed, validating client, the contracts and
// the Slack signer. Type-checked strictly, library declarations included, under node16 and bundler resolution.
import { type components, createPbxClient, PbxApiError } from '@centralino/client';
import { zodValidator } from '@centralino/client/validate';
import { type AccountFixtureInput, publicRoutes } from '@centralino/schemas';
import { computeSlackSignature } from '@centralino/slack-sandbox';

/** The sandbox account the consumer creates. */
export const fixture: AccountFixtureInput = {
  context: 'consumer-team',
  extensions: [{ internal_number: '201', description: 'Reception' }],
  queues: [{ queue_name: 'supporto', strategy: 'ringall', members: [{ extension: '201' }] }],
  blacklists: [{ name: 'spam' }],
};

/** Calls the API through the published client and reports what it saw. */
export async function useClient(baseUrl: string, apiKey: string) {
  const pbx = createPbxClient({ baseUrl, apiKey, validate: zodValidator });
  const live = await pbx.queues.live('supporto');
  const waiting: number = live.data.summary.callers_waiting;
  // @ts-expect-error the generated types are precise: a count is not a string
  const notAString: string = live.data.summary.callers_waiting;
  const member: components['schemas']['LiveMember'] | undefined = live.data.members[0];

  let refused: { status: number; message: string } | undefined;
  try {
    await pbx.blacklists.addNumber('spam', { number: 'abc' });
  } catch (error) {
    if (!(error instanceof PbxApiError)) throw error;
    refused = { status: error.status, message: error.serverMessage };
  }
  return {
    waiting,
    typed: typeof notAString,
    member: member?.extension,
    refused,
    contract: publicRoutes.getQueueLive.path,
    signature: computeSlackSignature('secret', 1, 'body').startsWith('v0='),
  };
}
