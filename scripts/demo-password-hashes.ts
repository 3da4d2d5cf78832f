/**
 * `npx tsx scripts/demo-password-hashes.ts`: regenerates fixtures/demo-password-hashes.json, the stored password
 * hashes of the demo accounts in fixtures/demo-accounts.json (PBKDF2-SHA256 at the sim's default iterations, a
 * salt per login). Every new world seeds those accounts; with their hashes shipped it does not derive eight
 * PBKDF2 keys first (about 0.5 s of a first visit, and of every QA world the Node host makes). Run it after
 * changing a demo password: tests/unit/sim/demo-password-hashes.test.ts fails until then.
 *
 * `--check` writes nothing and exits 1 when the fixture differs from what would be written.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import demoAccounts from '../fixtures/demo-accounts.json' with { type: 'json' };
import { DEFAULT_PBKDF2_ITERATIONS, hashPassword } from '../src/sim/services/passwords';
import { syncJsonFixture } from './fixture-file';

const path = fileURLToPath(new URL('../fixtures/demo-password-hashes.json', import.meta.url));

/** A salt of the login's own, the same on every run so that the file only changes with a password. */
const saltOf = (login: string) =>
  createHash('sha256').update(`demo-account:${login}`).digest('hex').slice(0, 32);

const hashes = Object.fromEntries(
  await Promise.all(
    demoAccounts.map(
      async ({ login, password }) =>
        [login, await hashPassword(password, saltOf(login), DEFAULT_PBKDF2_ITERATIONS)] as const,
    ),
  ),
);
const stale = await syncJsonFixture(path, hashes, {
  label: 'fixtures/demo-password-hashes.json',
  differs: 'differs from the demo passwords (run npx tsx scripts/demo-password-hashes.ts)',
});
if (stale) process.exitCode = 1;
