/**
 * The licence's run-time switches (domains/licence.ts): the fixed-currency plugin turned on and off through
 * `control.setLicencePlugin` (and the sportsbook plugin switched off and on), answered by `POST /license`, told
 * to clients, kept across a reload, and refused for anything else.
 */
import { describe, expect, it } from 'vitest';
import {
  FIXED_CURRENCY_PLUGIN,
  PUBLIC_CHANNEL,
  PUBLIC_EVENTS,
  SPORTSBOOK_PLUGIN,
  fixedCurrencyOf,
  type Licence,
} from '@contract/index';
import { startWorld } from './world';

describe('licence plugins switched at run time', () => {
  it('fixes one currency for everyone, tells the clients, and lifts it again', async () => {
    const world = await startWorld({ seed: 'licence' });
    const licence = async () => (await world.call<Licence>('POST', '/license')).body;
    const before = await licence();
    expect(fixedCurrencyOf(before)).toBeNull();

    const answer = await world.sim.control.setLicencePlugin(FIXED_CURRENCY_PLUGIN, { currency: 'USDT' });
    expect(fixedCurrencyOf(answer)).toBe('usdt');
    expect(await licence()).toEqual(answer);
    // The rest of the licence is the fixture's.
    expect(answer.enabledFeatures).toEqual(before.enabledFeatures);
    expect(answer.plugins).toEqual([...before.plugins, FIXED_CURRENCY_PLUGIN]);
    expect(world.broadcasts).toContainEqual({
      channel: PUBLIC_CHANNEL,
      event: PUBLIC_EVENTS.licence,
      payload: {},
    });

    const lifted = await world.sim.control.setLicencePlugin(FIXED_CURRENCY_PLUGIN, null);
    expect(lifted).toEqual(before);
    expect(fixedCurrencyOf(await licence())).toBeNull();
  });

  it('turns the sportsbook off and on again', async () => {
    const world = await startWorld({ seed: 'licence-sportsbook' });
    const before = (await world.call<Licence>('POST', '/license')).body;
    expect(before.plugins).toContain(SPORTSBOOK_PLUGIN);
    const off = await world.sim.control.setLicencePlugin(SPORTSBOOK_PLUGIN, null);
    expect(off.plugins).not.toContain(SPORTSBOOK_PLUGIN);
    expect((await world.call<Licence>('POST', '/license')).body).toEqual(off);
    const on = await world.sim.control.setLicencePlugin(SPORTSBOOK_PLUGIN, {});
    expect(on.plugins).toContain(SPORTSBOOK_PLUGIN);
  });

  it('keeps the switch in the world across a reload', async () => {
    const dbName = `licence-${crypto.randomUUID()}`;
    const first = await startWorld({ seed: 'licence-reload', dbName });
    await first.sim.control.setLicencePlugin(FIXED_CURRENCY_PLUGIN, { currency: 'eth' });
    await first.sim.close();
    const second = await startWorld({ seed: 'licence-reload', dbName });
    expect(fixedCurrencyOf((await second.call<Licence>('POST', '/license')).body)).toBe('eth');
  });

  it('refuses other plugins and unknown currencies, changing nothing', async () => {
    const world = await startWorld({ seed: 'licence-refusals' });
    const before = (await world.call<Licence>('POST', '/license')).body;
    await expect(world.sim.control.setLicencePlugin('wheel', null)).rejects.toThrow(RangeError);
    await expect(world.sim.control.setLicencePlugin('race', { reward: 1 })).rejects.toThrow(
      /cannot be switched/,
    );
    await expect(
      world.sim.control.setLicencePlugin(FIXED_CURRENCY_PLUGIN, { currency: 'xyz' }),
    ).rejects.toThrow('Unknown currency: xyz');
    expect((await world.call<Licence>('POST', '/license')).body).toEqual(before);
    expect(world.broadcasts.filter((entry) => entry.event === PUBLIC_EVENTS.licence)).toEqual([]);
  });
});
