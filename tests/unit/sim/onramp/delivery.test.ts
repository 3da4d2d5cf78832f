/**
 * The bought coins arrive as a deposit on the simulated chain (issue 9 §5): sent after the provider's delay to
 * the player's deposit address, listed in the deposit history with its confirmations, credited by the chains
 * domain's ledger row at 3/3 (balance = sum of ledger rows), once, also across a reload before the send.
 */
import { describe, expect, it } from 'vitest';
import { USER_EVENTS, userChannel, type BalanceModification, type Currency } from '@contract/index';
import { DEPOSIT_STATUS } from '@contract/deposits';
import { ONRAMP_EVENTS, ONRAMP_RULES, ONRAMP_TEST_CARDS, type OnrampOrder } from '@contract/onramp';
import { findChain } from '../../../../src/sim/domains/chains/params';
import { depositHistory, depositWallet } from '../deposit-helpers';
import { ledgerProblems, startWorld, type World } from '../world';
import { advance, buy, buyer, orderStatus } from './helpers';

const BITCOIN = findChain('bitcoin')!;

async function btcBalance(world: World, token: string): Promise<number> {
  const list = (await world.call<Currency[]>('POST', '/api/data/currencies', undefined, token)).body;
  return list.find((entry) => entry.id === 'btc')!.balance.real;
}

describe('the coins of an order', () => {
  it('are sent to the deposit address, confirmed block by block and credited through the ledger', async () => {
    const world = await startWorld();
    const { token, user } = await buyer(world);
    const order = await buy(world, token);
    expect(order.address).toBe((await depositWallet(world, token, 'btc', 'bitcoin')).wallet);

    await advance(world, ONRAMP_RULES.sendDelayMs - 1);
    expect((await orderStatus(world, token, order._id)).status).toBe('paid');
    await advance(world, 1);
    const sent = await orderStatus(world, token, order._id);
    expect(sent).toMatchObject({ status: 'sent', confirmations: 0, confirmations_needed: 3 });
    expect(sent.txid).toMatch(/^[0-9a-f]{64}$/);
    const [deposit] = await depositHistory(world, token);
    expect(deposit).toMatchObject({ txid: sent.txid, sum: 0.00140534, status: DEPOSIT_STATUS.pending });

    await advance(world, BITCOIN.blockTimeMs - (world.clock.now() % BITCOIN.blockTimeMs));
    expect((await orderStatus(world, token, order._id)).confirmations).toBe(1);
    expect(await btcBalance(world, token)).toBe(0);
    await advance(world, 2 * BITCOIN.blockTimeMs);
    const done = await orderStatus(world, token, order._id);
    expect(done).toMatchObject({ status: 'completed', confirmations: 3, txid: sent.txid });
    expect(done.credited_at).not.toBeNull();
    expect(await btcBalance(world, token)).toBe(0.00140534);
    expect(await ledgerProblems(world)).toEqual([]);

    const mine = world.broadcasts.filter((entry) => entry.channel === userChannel(user._id));
    expect(
      mine
        .filter((entry) => entry.event === ONRAMP_EVENTS.orderUpdate)
        .map((e) => (e.payload as OnrampOrder).status),
    ).toEqual(['paid', 'sent']);
    const credit = mine.find((entry) => entry.event === USER_EVENTS.balanceModification);
    expect(credit?.payload).toMatchObject({
      currency: 'btc',
      delta: 0.00140534,
      reason: 'deposit',
    } satisfies Partial<BalanceModification>);
    const listed = (await world.call<OnrampOrder[]>('POST', '/api/onramp/orders', undefined, token)).body;
    expect(listed.map((entry) => [entry._id, entry.status])).toEqual([[order._id, 'completed']]);
  });

  it('are sent after a 3-D Secure payment, but never for a failed one', async () => {
    const world = await startWorld();
    const { token } = await buyer(world);
    const failed = await buy(world, token, ONRAMP_TEST_CARDS.threeDSecure);
    await world.call('POST', '/api/onramp/order/cancel', { id: failed._id }, token);
    const secure = await buy(world, token, ONRAMP_TEST_CARDS.threeDSecure);
    const code = (await world.sim.control.onrampChallengeCode(secure._id))!;
    await world.call('POST', '/api/onramp/order/authenticate', { id: secure._id, code }, token);
    // The provider sends when its time comes; the chain's blocks then confirm it (a jump's work runs at its end).
    await advance(world, ONRAMP_RULES.sendDelayMs);
    await advance(world, 3 * BITCOIN.blockTimeMs);
    expect((await orderStatus(world, token, secure._id)).status).toBe('completed');
    expect((await orderStatus(world, token, failed._id)).status).toBe('failed');
    expect(await depositHistory(world, token)).toHaveLength(1);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('are sent once after a reload between the payment and the send', async () => {
    const world = await startWorld({ seed: 'onramp-reload' });
    const { token } = await buyer(world);
    const order = await buy(world, token);
    await world.sim.close();

    const reopened = await startWorld({
      seed: 'onramp-reload',
      dbName: world.dbName,
      startMs: world.clock.now(),
    });
    await advance(reopened, ONRAMP_RULES.sendDelayMs);
    const sent = await orderStatus(reopened, token, order._id);
    expect(sent.status).toBe('sent');
    await advance(reopened, 4 * BITCOIN.blockTimeMs);
    expect((await orderStatus(reopened, token, order._id)).status).toBe('completed');
    const { db } = await reopened.sim.context();
    expect(await db.chainTxs.where('[chain+address]').equals(['bitcoin', order.address]).count()).toBe(1);
    expect(await btcBalance(reopened, token)).toBe(order.receive);
    expect(await ledgerProblems(reopened)).toEqual([]);
  });
});
