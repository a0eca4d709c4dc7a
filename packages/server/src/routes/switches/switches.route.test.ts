import { type AccountFixtureInput, messages, publicRoutes } from '@centralino/schemas';
import { asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { switches } from '../../db/schema/index.js';
import { openApiSession, RATE_LIMIT_HEADERS } from '../../testing/api-session.js';
import { forEachBackend } from '../../testing/test-database.js';

const switchSchema = publicRoutes.getSwitch.responses[200].schema;
const rateLimitHeaders = RATE_LIMIT_HEADERS;

forEachBackend((ctx) => {
  /** A fresh account from a fixture, its switch ids (in fixture order) and a GET helper for its key. */
  async function setup(fixture: Omit<AccountFixtureInput, 'context'> = {}) {
    const session = await openApiSession(ctx.db, fixture);
    const rows = await ctx.db
      .select({ id: switches.id })
      .from(switches)
      .where(eq(switches.accountId, session.account.id))
      .orderBy(asc(switches.id));
    return { ids: rows.map((row) => row.id), get: session.get };
  }

  it('shows a switch with its action object and active derived from status', async () => {
    const { ids, get } = await setup({
      switches: [
        { description: 'Chiusura per ferie', activation: '*11', status: 1 },
        {
          description: 'Notte',
          activation: null,
          status: 0,
          action: { type: 'hangup', target: '0612345678', label: 'Inoltra' },
        },
      ],
    });
    const on = await get(`/v1/switches/${ids[0]}`);
    expect(on.status).toBe(200);
    for (const header of rateLimitHeaders) expect(on.res.headers.get(header)).toMatch(/^\d+$/);
    expect(switchSchema.parse(on.body)).toEqual({
      success: true,
      data: {
        id: ids[0],
        description: 'Chiusura per ferie',
        activation: '*11',
        action: { type: 'hangup', target: null, label: 'Riaggancia' },
        status: 1,
        active: true,
      },
    });
    expect(switchSchema.parse((await get(`/v1/switches/${ids[1]}`)).body).data).toEqual({
      id: ids[1],
      description: 'Notte',
      activation: null,
      action: { type: 'hangup', target: '0612345678', label: 'Inoltra' },
      status: 0,
      active: false,
    });
  });

  it("answers 404 for an unknown id and for another account's switch", async () => {
    const mine = await setup();
    const theirs = await setup({ switches: [{ description: 'Altro', status: 1 }] });
    for (const id of [theirs.ids[0], 2147483647]) {
      const res = await mine.get(`/v1/switches/${id}`);
      expect([res.status, res.body]).toEqual([404, { success: false, error: messages.switchNotFound }]);
    }
  });

  it('answers 400 for malformed ids', async () => {
    const { get } = await setup();
    for (const id of ['0', 'abc', '1.5', '-1', '1e3x', '99999999999']) {
      const res = await get(`/v1/switches/${id}`);
      expect([id, res.status, res.body]).toEqual([id, 400, { success: false, error: messages.invalidId }]);
    }
  });
});
