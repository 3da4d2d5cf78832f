/**
 * The licence (platform.md §3 "Licence": enabledFeatures, plugins, pluginSettings): the fixture's, plus the
 * plugins switched at run time for this world (`control.setLicencePlugin`, the demo panel). The switches are
 * kept in the world's database, so a reload and every tab of the world see the same licence.
 *
 * Only FIXED_CURRENCY_PLUGIN switches at run time: the other plugins are read where they act (race, chat,
 * in-house games) from the fixture when the world starts. Loaded on the first licence call.
 */
import { FIXED_CURRENCY_PLUGIN } from '@contract/prices';
import { PUBLIC_CHANNEL, PUBLIC_EVENTS, type Licence } from '@contract/index';
import { LICENCE, findCurrency, type SimContext } from '../context';
import type { RouteHandlers } from '../router';

const SWITCHES_KEY = 'licencePlugins';

/** Plugin id to its settings (on) or null (off), over the fixture. */
type Switches = Record<string, Record<string, unknown> | null>;

async function switchesOf(ctx: SimContext): Promise<Switches> {
  const stored = (await ctx.db.meta.get(SWITCHES_KEY))?.value;
  return stored && typeof stored === 'object' ? (stored as Switches) : {};
}

/** The world's licence now: the fixture with this world's switches applied. */
export async function licenceOf(ctx: SimContext): Promise<Licence> {
  const switches = await switchesOf(ctx);
  const plugins = LICENCE.plugins.filter((plugin) => switches[plugin] !== null);
  const pluginSettings = { ...LICENCE.pluginSettings };
  for (const [plugin, settings] of Object.entries(switches)) {
    if (settings === null) {
      delete pluginSettings[plugin];
      continue;
    }
    if (!plugins.includes(plugin)) plugins.push(plugin);
    pluginSettings[plugin] = settings;
  }
  return { ...LICENCE, plugins, pluginSettings };
}

/** The settings a switchable plugin accepts, checked (null: off); a RangeError says what is wrong. */
function checkedSettings(
  plugin: string,
  settings: Record<string, unknown> | null,
): Record<string, unknown> | null {
  if (plugin !== FIXED_CURRENCY_PLUGIN) {
    throw new RangeError(`The licence plugin '${plugin}' cannot be switched while the world runs`);
  }
  if (settings === null) return null;
  const currency = findCurrency(settings.currency);
  if (!currency) throw new RangeError(`Unknown currency: ${String(settings.currency)}`);
  return { currency: currency.id };
}

export async function setLicencePlugin(
  ctx: SimContext,
  plugin: string,
  settings: Record<string, unknown> | null,
): Promise<Licence> {
  const value = checkedSettings(plugin, settings);
  await ctx.db.transaction('rw', ctx.db.meta, async () => {
    const switches = await switchesOf(ctx);
    await ctx.db.meta.put({ key: SWITCHES_KEY, value: { ...switches, [plugin]: value } });
  });
  const licence = await licenceOf(ctx);
  ctx.broadcaster.emit(PUBLIC_CHANNEL, PUBLIC_EVENTS.licence, {});
  return licence;
}

export const licenceHandlers: RouteHandlers = {
  'POST /license': async ({ ctx }) => licenceOf(ctx),
};
