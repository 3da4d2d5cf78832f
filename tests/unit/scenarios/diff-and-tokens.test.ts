import { describe, expect, it } from 'vitest';
import { diffAnswers, formatDifferences } from '@contract/scenario-diff';
import { createScenarioRecording } from '@contract/scenario-recording';
import { parseScenarioFile, SCENARIO_VERSION } from '@contract/scenario';
import { hideTokens, showTokens, tokensAtPlaceholders } from '@contract/scenario-tokens';

describe('diffAnswers', () => {
  it('names each difference by its path: changed, missing and unexpected', () => {
    const expected = { status: 200, body: { items: [{ id: 'a' }, { id: 'b' }], total: 2 } };
    const actual = { status: 200, body: { items: [{ id: 'a' }], total: 3, extra: true } };
    expect(diffAnswers(expected, actual)).toEqual([
      { path: 'body.items[1]', kind: 'missing', expected: { id: 'b' } },
      { path: 'body.total', kind: 'changed', expected: 2, actual: 3 },
      { path: 'body.extra', kind: 'unexpected', actual: true },
    ]);
  });

  it('leaves out ignored paths: one segment with *, any depth with **', () => {
    const expected = { body: { rows: [{ at: 1, id: 'x' }], meta: { deep: { at: 5 } } } };
    const actual = { body: { rows: [{ at: 2, id: 'x' }], meta: { deep: { at: 6 } } } };
    expect(diffAnswers(expected, actual, ['body.rows.*.at'])).toEqual([
      { path: 'body.meta.deep.at', kind: 'changed', expected: 5, actual: 6 },
    ]);
    expect(diffAnswers(expected, actual, ['body.**.at'])).toEqual([]);
    expect(diffAnswers(expected, actual, ['body'])).toEqual([]);
  });

  it('tells a type change apart from equal values', () => {
    expect(diffAnswers({ a: 1 }, { a: '1' })).toHaveLength(1);
    expect(diffAnswers({ a: [1, { b: null }] }, { a: [1, { b: null }] })).toEqual([]);
  });
});

describe('formatDifferences', () => {
  it('shows where two long strings part, and counts what is past the limit', () => {
    const head = 'x'.repeat(300);
    const [left, right] = formatDifferences([
      { path: 'body.svg', kind: 'changed', expected: `${head}red`, actual: `${head}blue` },
    ]);
    expect(left).toBe(`- body.svg: "…${'x'.repeat(20)}red"`);
    expect(right).toBe(`+ body.svg: "…${'x'.repeat(20)}blue"`);
    const many = Array.from({ length: 5 }, (_, index) => ({
      path: `body[${index}]`,
      kind: 'missing' as const,
      expected: index,
    }));
    expect(formatDifferences(many, 2)).toEqual([
      '- body[0]: 0   (missing in the replay)',
      '- body[1]: 1   (missing in the replay)',
      '… and 3 more differences',
    ]);
  });
});

describe('tokens by name', () => {
  it('hides raw tokens wherever they stand and shows the replay’s own in their place', () => {
    const names = new Map([['raw-token-123', 'session-1']]);
    const hidden = hideTokens({ token: 'raw-token-123', url: '/x?t=raw-token-123' }, names);
    expect(hidden).toEqual({ token: '<token:session-1>', url: '/x?t=<token:session-1>' });
    expect(showTokens(hidden, (name) => `live-${name}`)).toEqual({
      token: 'live-session-1',
      url: '/x?t=live-session-1',
    });
  });

  it('learns a name from the live answer at the place of a whole-string placeholder', () => {
    const recorded = { user: { token: '<token:session-2>', name: 'p' }, list: ['<token:session-3>'] };
    const live = { user: { token: 'fresh', name: 'p' }, list: ['other'] };
    expect(tokensAtPlaceholders(recorded, live)).toEqual([
      ['session-2', 'fresh'],
      ['session-3', 'other'],
    ]);
  });
});

describe('a recording', () => {
  it('stamps each step with the sim time, names sessions in order of use and hides them in answers', () => {
    const recording = createScenarioRecording({ name: 'r', seed: 's', startMs: 1_000, world: false });
    recording.request(
      { method: 'POST', path: '/auth/login', body: { login: 'p' }, token: null },
      { status: 200, body: { user: { token: 'tok-abcdef' } } },
    );
    recording.advance(500);
    recording.whisper(
      { event: 'Play', data: { bet: 1 }, token: 'tok-abcdef' },
      { status: 200, body: { ok: 1 } },
    );
    recording.control('sendToAddress', [{ amount: '1' }], { ok: false, error: 'Bad address' });
    const file = recording.toFile();
    expect(file).toMatchObject({ version: SCENARIO_VERSION, seed: 's', startMs: 1_000, world: false });
    expect(file.steps).toEqual([
      {
        kind: 'request',
        at: 1_000,
        method: 'POST',
        path: '/auth/login',
        body: { login: 'p' },
        as: null,
        answer: { status: 200, body: { user: { token: '<token:session-1>' } } },
      },
      { kind: 'advance', at: 1_000, ms: 500 },
      {
        kind: 'whisper',
        at: 1_500,
        event: 'Play',
        data: { bet: 1 },
        as: 'session-1',
        answer: { status: 200, body: { ok: 1 } },
      },
      {
        kind: 'control',
        at: 1_500,
        call: 'sendToAddress',
        args: [{ amount: '1' }],
        answer: { ok: false, error: 'Bad address' },
      },
    ]);
    // What it writes, the schema reads back.
    expect(parseScenarioFile(JSON.stringify(file))).toEqual(file);
  });
});

describe('parseScenarioFile', () => {
  const valid = { version: 1, name: 'n', seed: 's', startMs: 0, world: false, steps: [] };

  it('refuses what is not JSON, another version and a malformed step, naming the place', () => {
    expect(() => parseScenarioFile('{')).toThrow('The file is not JSON.');
    expect(() => parseScenarioFile(JSON.stringify({ ...valid, version: 2 }))).toThrow(/version/);
    const badStep = { ...valid, steps: [{ kind: 'advance', at: 0, ms: -1 }] };
    expect(() => parseScenarioFile(JSON.stringify(badStep))).toThrow(/steps\.0\.ms/);
    const unknownControl = { ...valid, steps: [{ kind: 'control', at: 0, call: 'dropDatabase', args: [] }] };
    expect(() => parseScenarioFile(JSON.stringify(unknownControl))).toThrow(/steps\.0\.call/);
  });

  it('accepts a hand-written file with statuses only', () => {
    const handWritten = {
      ...valid,
      world: { betsPerMinute: 0 },
      steps: [
        { kind: 'request', at: 0, method: 'GET', path: '/api/user', as: null, answer: { status: 401 } },
      ],
    };
    expect(parseScenarioFile(JSON.stringify(handWritten)).steps).toHaveLength(1);
  });
});
