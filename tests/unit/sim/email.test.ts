/**
 * Password reset, email change and verification, and the user refresh against the sim (platform.md §4
 * "Forgot password", §7). The outbox stands in for the mail server.
 */
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_TEST_RESPONSE,
  CODES,
  HTTP,
  MESSAGES,
  VALIDATION_TEXTS as T,
  type User,
} from '@contract/index';
import { VERIFY_EMAIL_COOLDOWN_MS } from '../../../src/sim/domains/account';
import { PASSWORD, counts, errorBody, login, register, startWorld, type World } from './world';

/** user id and token of an outbox link such as /password/reset/{user}/{token}. */
function linkParts(link: string): { user: string; token: string } {
  const parts = link.split('/');
  return { user: parts.at(-2)!, token: parts.at(-1)! };
}

const loginStatus = async (world: World, name: string, password: string) =>
  (await world.call('POST', '/auth/login', { login: name, password, captcha: CAPTCHA_TEST_RESPONSE })).status;

describe('reset password', () => {
  it('answers the same whether or not the account exists; only an existing account gets an email', async () => {
    const world = await startWorld();
    const unknown = await world.call('POST', '/auth/resetPassword', { login: 'ghost-account' });
    const unknownEmail = await world.call('POST', '/auth/resetPassword', { login: 'ghost@nowhere.example' });
    expect(await world.sim.control.outbox()).toEqual([]);

    const known = await world.call('POST', '/auth/resetPassword', { login: 'player' });
    expect(known).toEqual(unknown);
    expect(known).toEqual(unknownEmail);
    expect(known).toEqual({ status: HTTP.ok, body: { success: true, message: MESSAGES.resetPasswordSent } });

    const outbox = await world.sim.control.outbox();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      to: 'player@demo.example',
      subject: 'Reset your password',
      sentAt: world.clock.now(),
    });
    expect(outbox[0]!.link).toMatch(/^\/password\/reset\/[0-9a-f]{24}\/[A-Za-z0-9]{32}$/);

    // By email too, in any case; an account without an email gets the same answer and no email.
    await world.call('POST', '/auth/resetPassword', { login: 'PLAYER@demo.example' });
    expect(await world.call('POST', '/auth/resetPassword', { login: 'noemail' })).toEqual(known);
    expect((await world.sim.control.outbox()).map((mail) => mail.to)).toEqual([
      'player@demo.example',
      'player@demo.example',
    ]);
  });

  it('refuses an empty login with the required text', async () => {
    const world = await startWorld();
    for (const body of [{}, { login: '' }, { login: '  ' }, { login: 7 }]) {
      const reply = await world.call('POST', '/auth/resetPassword', body);
      expect(reply.status).toBe(HTTP.unprocessable);
      expect(errorBody(reply).errors).toEqual({ login: [T.required] });
    }
    expect(await world.sim.control.outbox()).toEqual([]);
  });

  it('the link sets a new password once, ends the sessions, and the old password stops working', async () => {
    const world = await startWorld();
    const session = await login(world, 'player', 'player123');
    await world.call('POST', '/auth/resetPassword', { login: 'player' });
    const [mail] = await world.sim.control.outbox();
    const { user, token } = linkParts(mail!.link);
    expect(user).toBe(session.user._id);

    const short = await world.call('POST', '/auth/resetPassword/confirm', { user, token, password: 'abc' });
    expect(short.status).toBe(HTTP.unprocessable);
    expect(errorBody(short).errors).toEqual({ password: [T.passwordShort] });
    expect(await loginStatus(world, 'player', 'player123')).toBe(HTTP.ok);

    const ok = await world.call('POST', '/auth/resetPassword/confirm', {
      user,
      token,
      password: 'brand-new-pass',
    });
    expect(ok).toEqual({ status: HTTP.ok, body: { success: true } });
    expect(await loginStatus(world, 'player', 'player123')).toBe(HTTP.unauthorized);
    expect(await loginStatus(world, 'player', 'brand-new-pass')).toBe(HTTP.ok);
    expect((await world.call('GET', '/api/user', undefined, session.token)).status).toBe(HTTP.unauthorized);

    const reused = await world.call('POST', '/auth/resetPassword/confirm', {
      user,
      token,
      password: 'third-pass',
    });
    expect(reused.status).toBe(HTTP.badRequest);
    expect(await loginStatus(world, 'player', 'brand-new-pass')).toBe(HTTP.ok);
  });

  it("refuses a forged token, another user's token and a verification token", async () => {
    const world = await startWorld();
    await world.call('POST', '/auth/resetPassword', { login: 'player' });
    const [reset] = await world.sim.control.outbox();
    const { user, token } = linkParts(reset!.link);
    const admin = await login(world, 'admin', 'admin123');
    const fresh = await register(world);
    const [verify] = await world.sim.control.outbox();
    const verifyParts = linkParts(verify!.link);
    const before = await counts(world);
    for (const body of [
      { user, token: 'A'.repeat(32), password: 'hijacked' },
      { user: admin.user._id, token, password: 'hijacked' },
      { user: verifyParts.user, token: verifyParts.token, password: 'hijacked' },
    ]) {
      const reply = await world.call('POST', '/auth/resetPassword/confirm', body);
      expect(reply.status).toBe(HTTP.badRequest);
    }
    expect(await counts(world)).toEqual(before);
    expect(await loginStatus(world, 'admin', 'hijacked')).toBe(HTTP.unauthorized);
    expect(await loginStatus(world, fresh.login, 'hijacked')).toBe(HTTP.unauthorized);
    expect(await loginStatus(world, fresh.login, PASSWORD)).toBe(HTTP.ok);
  });
});

describe('update email and confirm it', () => {
  it('changes the email, unverifies it, and the new link verifies it; the old link no longer counts', async () => {
    const world = await startWorld();
    const { token, user } = await register(world);
    const [oldLink] = await world.sim.control.outbox();

    const reply = await world.call<{ user: User }>(
      'POST',
      '/api/user/updateEmail',
      { email: ' New.Address@Mail.Example ' },
      token,
    );
    expect(reply.status).toBe(HTTP.ok);
    expect(reply.body.user).toMatchObject({
      _id: user._id,
      email: 'new.address@mail.example',
      email_verified: false,
      token,
    });

    const [newLink] = await world.sim.control.outbox();
    expect(newLink).toMatchObject({ to: 'new.address@mail.example', subject: 'Verify your email' });
    expect(newLink!.link).toMatch(new RegExp(`^/email/${user._id}/`));

    const stale = await world.call('POST', '/api/user/confirmEmail', linkParts(oldLink!.link));
    expect(stale.status).toBe(HTTP.badRequest);
    expect((await world.call<User>('GET', '/api/user', undefined, token)).body.email_verified).toBe(false);

    const confirmed = await world.call('POST', '/api/user/confirmEmail', linkParts(newLink!.link));
    expect(confirmed).toEqual({ status: HTTP.ok, body: { success: true } });
    expect((await world.call<User>('GET', '/api/user', undefined, token)).body).toMatchObject({
      email: 'new.address@mail.example',
      email_verified: true,
    });
    // Used once only.
    expect((await world.call('POST', '/api/user/confirmEmail', linkParts(newLink!.link))).status).toBe(
      HTTP.badRequest,
    );

    // The new address signs in; the old one does not.
    expect(await loginStatus(world, 'new.address@mail.example', PASSWORD)).toBe(HTTP.ok);
    expect(await loginStatus(world, user.email!, PASSWORD)).toBe(HTTP.unauthorized);
  });

  it("gives an account without an email its first one (the forced-email modal's call)", async () => {
    const world = await startWorld();
    const { token } = await login(world, 'noemail', 'noemail123');
    const reply = await world.call<{ user: User }>(
      'POST',
      '/api/user/updateEmail',
      { email: 'found@mail.example' },
      token,
    );
    expect(reply.body.user.email).toBe('found@mail.example');
    expect((await world.sim.control.outbox())[0]?.to).toBe('found@mail.example');
  });

  it("refuses someone else's email and a malformed one, changing nothing", async () => {
    const world = await startWorld();
    const { token, user } = await register(world);
    const before = await counts(world);
    const taken = await world.call('POST', '/api/user/updateEmail', { email: 'ADMIN@demo.example' }, token);
    expect(taken.status).toBe(HTTP.unprocessable);
    expect(errorBody(taken).errors).toEqual({ email: [T.emailTaken] });
    for (const email of ['nope', '', 5, null]) {
      const bad = await world.call('POST', '/api/user/updateEmail', { email }, token);
      expect(bad.status).toBe(HTTP.unprocessable);
      expect(errorBody(bad).errors).toEqual({ email: [T.invalidEmail] });
    }
    expect(await counts(world)).toEqual(before);
    expect((await world.call<User>('GET', '/api/user', undefined, token)).body.email).toBe(user.email);
    expect((await world.call('POST', '/api/user/updateEmail', { email: 'x@mail.example' })).status).toBe(
      HTTP.unauthorized,
    );
  });

  it('sends the verification email again only after the cooldown', async () => {
    const world = await startWorld();
    const { token } = await login(world, 'unverified', 'unverified123');
    expect(await world.call('POST', '/api/user/verifyEmail', undefined, token)).toEqual({
      status: HTTP.ok,
      body: { success: true },
    });
    const quick = await world.call('POST', '/api/user/verifyEmail', undefined, token);
    expect(quick.status).toBe(HTTP.tooManyRequests);
    world.clock.advance(VERIFY_EMAIL_COOLDOWN_MS);
    expect((await world.call('POST', '/api/user/verifyEmail', undefined, token)).status).toBe(HTTP.ok);
    expect(await world.sim.control.outbox()).toHaveLength(2);
  });

  it.each([[{}], [{ user: '', token: '' }], [{ user: 1, token: 2 }], ['link']])(
    'refuses the confirm body %j',
    async (body) => {
      const world = await startWorld();
      const reply = await world.call('POST', '/api/user/confirmEmail', body);
      expect(reply.status).toBe(HTTP.unprocessable);
      expect(errorBody(reply).code).toBe(CODES.validation);
    },
  );
});

describe('auth/update', () => {
  it('refreshes the signed-in user with its token, and refuses a guest', async () => {
    const world = await startWorld();
    const { token, user } = await login(world, 'moderator', 'moderator123');
    const reply = await world.call<{ user: User }>('POST', '/auth/update', undefined, token);
    expect(reply.status).toBe(HTTP.ok);
    expect(reply.body.user).toEqual({ ...user, token });
    expect(reply.body.user.roles).toEqual([{ id: 'chat_moderator' }]);
    expect((await world.call('POST', '/auth/update')).status).toBe(HTTP.unauthorized);
  });
});
