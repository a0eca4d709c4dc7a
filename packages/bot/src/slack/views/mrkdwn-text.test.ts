import { describe, expect, it } from 'vitest';
import { escapeMarkup, mrkdwnCode, mrkdwnLine, mrkdwnText, oneLine, plainLine } from './mrkdwn-text.js';

describe('mrkdwnLine', () => {
  it.each([
    ['a broadcast', '<!channel> ciao', '&lt;!channel&gt; ciao'],
    ['a user mention', 'per <@U0ADMIN>', 'per &lt;@U0ADMIN&gt;'],
    ['a hidden link', '<https://evil.example|premi qui>', '&lt;https://evil.example|premi qui&gt;'],
    ['an ampersand', 'Rossi & figli', 'Rossi &amp; figli'],
    ['an entity typed as text', '&lt;!here&gt;', '&amp;lt;!here&amp;gt;'],
    ['bold', '*URGENTE*', '\u2217URGENTE\u2217'],
    ['italic', '_piano_', '\u02CDpiano\u02CD'],
    ['strike', '~no~', '\u223Cno\u223C'],
    ['code', '`x`', '\u02CBx\u02CB'],
    ['a quote at the start', '> citazione', '\u02C3 citazione'],
    ['a quote after spaces', '  > citazione', '  \u02C3 citazione'],
    ['a > inside', 'a > b', 'a &gt; b'],
    ['a new line', 'MARIO\n*URGENTE*', 'MARIO \u2217URGENTE\u2217'],
    ['CR LF and tab', 'a\r\nb\tc', 'a  b c'],
    ['line and paragraph separators', 'a\u2028b\u2029c', 'a b c'],
    ['C1 next line and escape', 'a\u0085b\u001Bc', 'a b c'],
    ['right-to-left override', 'MARIO\u202Eoiram', 'MARIOoiram'],
    ['isolates and marks', '\u2066a\u2069\u200Eb\u200F\u061C', 'ab'],
    ['zero-width characters', 'Ma\u200Bri\u200Do\uFEFF', 'Mario'],
    ['tag characters', 'a\u{E0041}\u{E0042}b', 'ab'],
    ['accents and emoji', 'Niccolò 😀', 'Niccolò 😀'],
  ])('%s', (_name, given, want) => {
    expect(mrkdwnLine(given)).toBe(want);
  });

  it.each(['+39 333 123 4567', '0612345678', '+393331234567', '02 8765 4321', '0039 06 1234'])(
    'leaves the phone number %s as it is',
    (number) => {
      expect(mrkdwnLine(number)).toBe(number);
    },
  );
});

describe('mrkdwnText', () => {
  it('keeps line breaks, neutralises each line and a quote at the start of any line', () => {
    expect(mrkdwnText('riga 1\r\n> *due*\n<!here>\u202E')).toBe(
      'riga 1\n\u02C3 \u2217due\u2217\n&lt;!here&gt;',
    );
  });
});

describe('mrkdwnCode', () => {
  it('one line in backticks: star codes and patterns kept, backticks and brackets not live', () => {
    expect(mrkdwnCode('*11')).toBe('`*11`');
    expect(mrkdwnCode('^0899')).toBe('`^0899`');
    expect(mrkdwnCode('a`b<!here>\nc')).toBe('`a\u02CBb&lt;!here&gt; c`');
  });
});

describe('plainLine', () => {
  it('one line, no bidi or zero-width character, no escaping', () => {
    expect(plainLine('Studio <Rossi> & *figli*\n\u202Eciao\u200B')).toBe('Studio <Rossi> & *figli* ciao');
  });

  it('cuts at `max` with an ellipsis, never inside an emoji', () => {
    expect(plainLine('abcdef', 4)).toBe('abc…');
    expect(plainLine('ab😀cd', 4)).toBe('ab…');
    expect(plainLine('abc', 4)).toBe('abc');
  });
});

describe('escapeMarkup and oneLine', () => {
  it('escapeMarkup escapes only the three control characters', () => {
    expect(escapeMarkup('`/pbx link <interno>` & *x*')).toBe('`/pbx link &lt;interno&gt;` &amp; *x*');
  });

  it('oneLine turns controls into spaces and drops invisible characters', () => {
    expect(oneLine('a\nb\u202Ec\u0000d')).toBe('a bc d');
  });
});
