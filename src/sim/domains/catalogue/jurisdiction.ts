/**
 * Where the world's players stand (POST /api/checkJurisdiction). The default is Malta, a common licensing
 * jurisdiction whose players every provider serves; QA moves the world to another country from the demo
 * panel (control.setJurisdiction) to see the providers that block it.
 */
import countries from 'i18n-iso-countries';
import type { SimContext } from '../../context';

export const DEFAULT_JURISDICTION = 'MT';
const KEY = 'jurisdiction';

export async function jurisdictionOf(ctx: SimContext): Promise<string> {
  const stored = (await ctx.db.meta.get(KEY))?.value;
  return typeof stored === 'string' ? stored : DEFAULT_JURISDICTION;
}

export async function setJurisdiction(ctx: SimContext, iso: string | null): Promise<{ iso: string }> {
  if (iso === null) {
    await ctx.db.meta.delete(KEY);
    return { iso: DEFAULT_JURISDICTION };
  }
  const code = String(iso).toUpperCase();
  if (!countries.isValid(code) || code.length !== 2) throw new RangeError(`Not a country code: ${iso}`);
  await ctx.db.meta.put({ key: KEY, value: code });
  return { iso: code };
}
