import { expect, test } from '@playwright/test';
import {
  DEMO,
  acceptChatRules,
  chatPanel,
  expectSignedIn,
  openHome,
  setWorldRates,
  signIn,
  signOut,
  typeInChat,
} from './helpers';

const ADMIN = { login: 'admin', password: 'admin123' };

test("an admin opens a player's staff page from the chat, mutes them and credits an adjustment", async ({
  page,
  context,
}) => {
  await openHome(page);
  // A quiet room: the player's line stays in view.
  await setWorldRates(page, { chatMessagesPerMinute: 0 });
  await signIn(page, DEMO.player.login, DEMO.player.password);
  await expectSignedIn(page);
  await acceptChatRules(page);
  const text = `staff check ${Date.now().toString(36)}`;
  await typeInChat(page, text);
  await expect(chatPanel(page).log.getByText(text)).toBeVisible();
  await signOut(page);

  await signIn(page, ADMIN.login, ADMIN.password);
  await expectSignedIn(page);
  await chatPanel(page).lines.filter({ hasText: text }).getByRole('button').first().click();
  const popup = page.getByRole('dialog', { name: DEMO.player.login });
  // The cog opens the staff page in a new tab.
  const [staff] = await Promise.all([
    context.waitForEvent('page'),
    popup.getByRole('link', { name: 'Admin page' }).click(),
  ]);
  await expect(staff.getByRole('heading', { name: DEMO.player.login, level: 1 })).toBeVisible();
  const status = staff.getByRole('list', { name: 'Player status' });
  await expect(status).not.toContainText('Muted');

  const restrictions = staff.getByRole('region', { name: 'Restrictions' });
  await restrictions.getByLabel('Mute for').selectOption({ label: '1 hour' });
  await restrictions.getByRole('button', { name: 'Mute', exact: true }).click();
  await staff.getByRole('dialog', { name: 'Mute in chat' }).getByRole('button', { name: 'Mute' }).click();
  await expect(staff.getByText(`${DEMO.player.login} is muted`)).toBeVisible();
  await expect(status).toContainText('Muted until');
  await expect(staff.getByRole('region', { name: 'Staff actions' })).toContainText(
    'Muted in chat for 1 hour',
  );

  await staff.getByRole('tab', { name: 'Balances' }).click();
  // The balances table's row, not a live-feed row of a USDT bet elsewhere on the page.
  const usdt = staff.getByRole('region', { name: 'Balances table' }).getByRole('row', { name: /USDT/ });
  await expect(usdt).toContainText('500');
  const adjust = staff.getByRole('region', { name: 'Adjust balance' });
  await adjust.getByLabel('Currency').selectOption('usdt');
  await adjust.getByLabel(/Amount/).fill('25');
  await adjust.getByLabel('Reason').fill('Goodwill credit');
  await adjust.getByRole('button', { name: 'Adjust balance' }).click();
  await staff.getByRole('dialog', { name: 'Adjust balance' }).getByRole('button', { name: 'Adjust' }).click();
  await expect(staff.getByText('Balance adjusted')).toBeVisible();
  await expect(usdt).toContainText('525');

  await staff.getByRole('tab', { name: 'Ledger' }).click();
  const newest = staff.getByRole('region', { name: 'Ledger table' }).getByRole('row').nth(1);
  await expect(newest).toContainText('+25');
  await expect(newest).toContainText('adjustment');
});
