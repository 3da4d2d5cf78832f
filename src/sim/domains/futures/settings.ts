/**
 * The trading plugin's settings (licence.pluginSettings.trading: pnl_fee, max_roi, fee_mode), read at call
 * time like the other plugins' (a test or scenario that changes the licence object sees it at once); a
 * missing or malformed field takes its value from DEFAULT_TRADING_SETTINGS.
 */
import { DEFAULT_TRADING_SETTINGS, type TradingSettings } from '@contract/trading';
import { LICENCE } from '../../context';

const finiteAtLeast = (value: unknown, minimum: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= minimum;

export function tradingSettings(): TradingSettings {
  const raw = (LICENCE.pluginSettings.trading ?? {}) as Record<string, unknown>;
  const defaults = DEFAULT_TRADING_SETTINGS;
  return {
    pnl_fee: finiteAtLeast(raw.pnl_fee, 0) ? raw.pnl_fee : defaults.pnl_fee,
    max_roi: finiteAtLeast(raw.max_roi, 0) && raw.max_roi > 0 ? raw.max_roi : defaults.max_roi,
    fee_mode: raw.fee_mode === 'flat' || raw.fee_mode === 'pnl' ? raw.fee_mode : defaults.fee_mode,
  };
}
