// Compiled strictly together with the clients two independent generators made from spec/openapi.json: their
// types must say what the spec says, and their functions must be callable as a team would call them.
import { getQueueLive as heyGetQueueLive } from './hey/sdk.gen';
import type { LiveMember as HeyLiveMember } from './hey/types.gen';
import { type LiveMember as OrvalLiveMember, getQueueLive as orvalGetQueueLive } from './orval/api';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** A nullable reference is nullable in every generated client. */
export const heyNullable: Equal<HeyLiveMember['last_call'], string | null> = true;
export const orvalNullable: Equal<OrvalLiveMember['last_call'], string | null> = true;

export async function waiting(): Promise<number[]> {
  const hey = await heyGetQueueLive({ path: { name: 'supporto' }, throwOnError: true });
  const orval = await orvalGetQueueLive('supporto');
  if (orval.status !== 200) throw new Error(`HTTP ${orval.status}`);
  return [hey.data.data.summary.callers_waiting, orval.data.data.summary.callers_waiting];
}
