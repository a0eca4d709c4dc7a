import { describe, expect, it } from 'vitest';
import { buildInteractionBody, buildSlashCommandBody } from './slash-command-body.js';

describe('buildSlashCommandBody', () => {
  it('encodes the fields Slack sends, in order, with + for spaces', () => {
    const body = buildSlashCommandBody({
      verificationToken: 'vt',
      teamId: 'T1',
      teamDomain: 'acme',
      channelId: 'C1',
      channelName: 'general',
      userId: 'U1',
      userName: 'alice',
      command: '/queue',
      text: 'live sales & support',
      apiAppId: 'A1',
      responseUrl: 'http://127.0.0.1:1/response/abc',
      triggerId: '1.2.3',
    });
    expect(body).toBe(
      'token=vt&team_id=T1&team_domain=acme&channel_id=C1&channel_name=general&user_id=U1&user_name=alice' +
        '&command=%2Fqueue&text=live+sales+%26+support&api_app_id=A1&is_enterprise_install=false' +
        '&response_url=http%3A%2F%2F127.0.0.1%3A1%2Fresponse%2Fabc&trigger_id=1.2.3',
    );
    expect(Object.fromEntries(new URLSearchParams(body))).toMatchObject({
      command: '/queue',
      text: 'live sales & support',
    });
  });

  it('wraps interaction payloads as payload=<json>', () => {
    const body = buildInteractionBody({ type: 'block_actions' });
    expect(new URLSearchParams(body).get('payload')).toBe('{"type":"block_actions"}');
  });
});
