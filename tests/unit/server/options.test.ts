import { describe, expect, it } from 'vitest';
import { DEFAULT_HOST_OPTIONS, parseHostArgs } from '../../../src/server/options';

describe('the Node host command line', () => {
  it('defaults to 127.0.0.1:8080, the sim key, seed demo, data in .sim-data, no QA', () => {
    expect(parseHostArgs([])).toEqual({ ...DEFAULT_HOST_OPTIONS, help: false });
    expect(DEFAULT_HOST_OPTIONS).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      key: 'sim-app-key',
      seed: 'demo',
      dataDir: '.sim-data',
      qa: false,
    });
  });

  it('reads every flag', () => {
    const options = parseHostArgs([
      '--port=9000',
      '--host',
      '0.0.0.0',
      '--key',
      'other-key',
      '--origin',
      'http://127.0.0.1:4173/',
      '--static',
      'dist',
      '--qa',
      '--seed',
      'qa-1',
      '--data',
      '/tmp/world',
      '--clock-rate',
      '60',
      '--body-limit',
      '2048',
    ]);
    expect(options).toEqual({
      port: 9000,
      host: '0.0.0.0',
      key: 'other-key',
      origin: 'http://127.0.0.1:4173',
      staticDir: 'dist',
      qa: true,
      seed: 'qa-1',
      dataDir: '/tmp/world',
      clockRate: 60,
      bodyLimit: 2048,
      help: false,
    });
    expect(parseHostArgs(['--memory', '--data', 'ignored']).dataDir).toBeNull();
  });

  it('refuses unknown flags and bad numbers', () => {
    expect(() => parseHostArgs(['--prot', '1'])).toThrow(/Unknown option/);
    expect(() => parseHostArgs(['--port', '70000'])).toThrow(RangeError);
    expect(() => parseHostArgs(['--port', 'http'])).toThrow(RangeError);
    expect(() => parseHostArgs(['--clock-rate', '0'])).toThrow(RangeError);
    expect(() => parseHostArgs(['stray'])).toThrow();
  });
});
