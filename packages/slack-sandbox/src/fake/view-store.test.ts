import { describe, expect, it } from 'vitest';
import { ViewStore } from './view-store.js';

const owner = { teamId: 'T0SANDBOX', appId: 'A0APP0001', botId: 'B0BOT0001' };
const modal = (text: string) => ({
  type: 'modal' as const,
  title: { type: 'plain_text' as const, text },
  blocks: [],
});

describe('ViewStore: the workspace of a view', () => {
  it('a view opened with a workspace’s token belongs to that workspace, through updates and pushes', () => {
    const views = new ViewStore(
      () => Date.now(),
      () => {},
      owner,
    );
    const opened = views.open('U0ADMIN01', modal('One'), 'T0ONE');
    expect(opened.view).toMatchObject({ team_id: 'T0ONE', app_installed_team_id: 'T0ONE' });
    views.update(opened, modal('Two'));
    expect(opened.view).toMatchObject({ team_id: 'T0ONE', app_installed_team_id: 'T0ONE' });
    const pushed = views.push('U0ADMIN01', modal('Three'));
    expect(pushed).toMatchObject({ view: { team_id: 'T0ONE' } });
    // without a workspace: the fake's own, as before
    expect(views.open('U0OTHER01', modal('One')).view.team_id).toBe('T0SANDBOX');
  });

  it('a Home published with a workspace’s token belongs to that workspace', () => {
    const views = new ViewStore(
      () => Date.now(),
      () => {},
      owner,
    );
    const home = { type: 'home' as const, blocks: [] };
    const published = views.publishHome('U0ADMIN01', home, undefined, 'T0TWO');
    expect(published).toMatchObject({ view: { team_id: 'T0TWO', app_installed_team_id: 'T0TWO' } });
  });
});
