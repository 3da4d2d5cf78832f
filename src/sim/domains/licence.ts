/**
 * The licence (platform.md §3 "Licence": enabledFeatures, plugins, pluginSettings): the fixture's, plus the
 * plugins switched at run time for this world (`control.setLicencePlugin`, the demo panel). The switches are
 * kept in the world's database, so a reload and every tab of the world see the same licence.
 *
 * FIXED_CURRENCY_PLUGIN, SPORTSBOOK_PLUGIN and BANNER_MODAL_PLUGIN (no settings: {} is on) switch at run time: the
 * other plugins are read where they act (race, chat, in-house games) from the fixture when the world starts.
 *
 * Loaded on the first licence call. Like services/prices.ts it imports nothing at run time that the worker's
 * first bundle has (the fixture comes in as an argument), which would split that bundle and cost its budget.
 */
import { FIXED_CURRENCY_PLUGIN } from '@contract/prices';
import { SPORTSBOOK_PLUGIN, type Licence } from '@contract/index';
import { BANNER_MODAL_PLUGIN } from '@contract/promotions';
import type { CurrencyFixture, SimContext } from '../context';

/** The fixture's licence and currencies, which a switch is checked against. */
export interface LicenceFixtures {
  licence: Licence;
  currencies: readonly CurrencyFixture[];
}

const SWITCHES_KEY = 'licencePlugins';

/** Plugin id to its settings (on) or null (off), over the fixture. */
type Switches = Record<string, Record<string, unknown> | null>;

async function switchesOf(ctx: SimContext): Promise<Switches> {
  const stored = (await ctx.db.meta.get(SWITCHES_KEY))?.value;
  return stored && typeof stored === 'object' ? (stored as Switches) : {};
}

/** The world's licence now: the fixture's with this world's switches applied. */
export async function licenceOf(ctx: SimContext, fixture: Licence): Promise<Licence> {
  const switches = await switchesOf(ctx);
  const plugins = fixture.plugins.filter((plugin) => switches[plugin] !== null);
  const pluginSettings = { ...fixture.pluginSettings };
  for (const [plugin, settings] of Object.entries(switches)) {
    if (settings === null) {
      delete pluginSettings[plugin];
      continue;
    }
    if (!plugins.includes(plugin)) plugins.push(plugin);
    pluginSettings[plugin] = settings;
  }
  return { ...fixture, plugins, pluginSettings };
}

/** The settings a switchable plugin accepts, checked (null: off); a RangeError says what is wrong. */
function checkedSettings(
  currencies: readonly CurrencyFixture[],
  plugin: string,
  settings: Record<string, unknown> | null,
): Record<string, unknown> | null {
  if (plugin === SPORTSBOOK_PLUGIN || plugin === BANNER_MODAL_PLUGIN) return settings === null ? null : {};
  if (plugin !== FIXED_CURRENCY_PLUGIN) {
    throw new RangeError(`The licence plugin '${plugin}' cannot be switched while the world runs`);
  }
  if (settings === null) return null;
  const wanted = typeof settings.currency === 'string' ? settings.currency.toLowerCase() : null;
  const currency = currencies.find((entry) => entry.id === wanted);
  if (!currency) throw new RangeError(`Unknown currency: ${String(settings.currency)}`);
  return { currency: currency.id };
}

/** Switches `plugin` for the world and answers the new licence (createSim tells the clients). */
export async function setLicencePlugin(
  ctx: SimContext,
  fixtures: LicenceFixtures,
  plugin: string,
  settings: Record<string, unknown> | null,
): Promise<Licence> {
  const value = checkedSettings(fixtures.currencies, plugin, settings);
  await ctx.db.transaction('rw', ctx.db.meta, async () => {
    const switches = await switchesOf(ctx);
    await ctx.db.meta.put({ key: SWITCHES_KEY, value: { ...switches, [plugin]: value } });
  });
  return licenceOf(ctx, fixtures.licence);
}
