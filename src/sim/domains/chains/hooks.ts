/**
 * What other domains do when a deposit is credited (the deposit bonus of the promotions work: a first deposit
 * that matches the bonus the player opted into). Hooks run after the credit committed, once per deposit, with
 * whether it was the player's first; per sim context, so two worlds in one process never share them.
 */
import type { SimContext } from '../../context';
import type { DepositRecord } from '../../services/db';

export type DepositCreditedHook = (deposit: DepositRecord, first: boolean) => Promise<void> | void;

const hooks = new WeakMap<SimContext, DepositCreditedHook[]>();

/** Returns a function that removes the hook. */
export function onDepositCredited(ctx: SimContext, hook: DepositCreditedHook): () => void {
  const list = hooks.get(ctx) ?? [];
  hooks.set(ctx, [...list, hook]);
  return () =>
    hooks.set(
      ctx,
      (hooks.get(ctx) ?? []).filter((other) => other !== hook),
    );
}

export async function runDepositCreditedHooks(
  ctx: SimContext,
  deposit: DepositRecord,
  first: boolean,
): Promise<void> {
  for (const hook of hooks.get(ctx) ?? []) {
    try {
      await hook(deposit, first);
    } catch (error) {
      // A failing hook must not undo or repeat the credit; it shows in the console.
      console.error('Deposit hook failed', error);
    }
  }
}
