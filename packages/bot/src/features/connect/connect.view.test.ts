import { renderBlocks, validateView } from '@centralino/slack-sandbox';
import { describe, expect, it } from 'vitest';
import { connectConfirmView, connectedListView, connectFormView } from './connect.view.js';

const found = {
  exchange: 'studio-rossi',
  keyName: 'slack',
  baseUrl: 'https://pbx.example.com',
  limits: { requestsPerMinute: 20, requestsPerDay: 1000 },
  timeZone: 'Europe/Rome',
};

describe('connect views', () => {
  it('the form asks for the URL and the key; valid modals in both languages', () => {
    for (const locale of ['it', 'en'] as const) {
      const form = connectFormView(locale);
      expect(validateView(form)).toEqual([]);
      expect(form.blocks.map((b) => b.block_id).filter(Boolean)).toEqual(['connect_url', 'connect_key']);
      expect(validateView(connectConfirmView(locale, 'token-1', found))).toEqual([]);
    }
  });

  it('the confirmation shows what the API said and carries only a token', () => {
    const view = connectConfirmView('it', 'token-1', found);
    const text = renderBlocks(view.blocks as never).text;
    expect(text).toContain('studio-rossi');
    expect(text).toContain('slack');
    expect(text).toContain('20 richieste/minuto · 1000 richieste/giorno');
    expect(JSON.parse(view.private_metadata ?? '')).toEqual({ locale: 'it', token: 'token-1' });
  });

  it('the list: key names, the default, a refused key; empty says how to connect', () => {
    const list = connectedListView('it', [
      { id: 'studio-0123456789', exchange: 'studio', keyName: 'slack', isDefault: true, revoked: false },
      { id: 'altro-0123456789', exchange: 'altro', keyName: 'bot', isDefault: false, revoked: true },
    ]);
    const text = renderBlocks(list.blocks as never).text;
    expect(text).toContain('chiave «slack» — id `studio-0123456789` — predefinito');
    expect(text).toContain('chiave rifiutata, ricollegalo');
    expect(connectedListView('en', []).text).toContain('/pbx connect');
  });
});
