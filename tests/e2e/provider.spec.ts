import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import type { WalletCallbackLogEntry } from '../../src/contract/provider/wallet-callbacks';
import { openHome, simControl } from './helpers';

/** A playable slot of the catalogue (the fixture is the same on every machine). */
const slot = (
  JSON.parse(readFileSync('fixtures/catalogue/games.json', 'utf8')) as Array<{
    id: string;
    kind: string;
    disabled?: boolean;
  }>
).find((game) => game.kind === 'slot' && !game.disabled)!;

test('the emulator replays a round’s bet callback: the same answer, the balance unchanged', async ({
  page,
}) => {
  await openHome(page);
  await simControl(page, 'playProviderRound', {
    game: slot.id,
    currency: 'usdt',
    demo: true,
    stake: 5,
    payout: 12,
  });
  const log = await simControl<WalletCallbackLogEntry[]>(page, 'providerCallbacks', 10);
  const betId = log.find(
    (entry) => entry.request.params.action === 'bet' && entry.request.params.game_uuid === slot.id,
  )!.id;

  await page.goto('/debugger/emulator/slotegrator');
  await expect(page.getByRole('heading', { name: 'Game-provider emulator' })).toBeVisible();
  const bet = page.getByRole('listitem', { name: `Callback ${betId}: bet` });
  await expect(bet).toContainText(slot.id);
  await expect(bet).toContainText('5.00 USDT');

  await bet.getByRole('button', { name: 'Replay' }).click();
  const result = page.getByRole('status').filter({ hasText: 'Replayed' });
  await expect(result).toContainText(`#${betId} bet`);
  await expect(result.getByTestId('replay-balance-verdict')).toHaveText('unchanged');
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: `replay of #${betId}` })
      .first(),
  ).toBeVisible();

  await bet.getByRole('button', { name: 'Bad signature' }).click();
  const refused = page.getByRole('status').filter({ hasText: 'Sent with a bad signature' });
  await expect(refused).toContainText('INVALID_SIGNATURE');
  await expect(refused.getByTestId('replay-balance-verdict')).toHaveText('unchanged');
});
