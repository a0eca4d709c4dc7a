/**
 * Test helpers for other workspace packages (`@centralino/client/testing`): the server in-process behind typed
 * clients, and a furnished account fixture. Development only: not in `publishConfig.exports` (it needs the
 * server's test kit).
 */
export {
  type AccountFixture,
  ADMIN_TOKEN,
  BASE_URL,
  createPbxSandbox,
  type PbxSandbox,
  type SeenRequest,
  uniqueContext,
  uniqueId,
} from './pbx-sandbox.js';
export { FIXTURE, richFixture } from './sandbox-fixture.js';
