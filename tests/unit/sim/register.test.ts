/**
 * Sign-up against the sim (platform.md §5, §8): every validation text, codes 1 and 2, the captcha, and that a
 * refused sign-up leaves the world exactly as it was.
 */
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_TEST_RESPONSE,
  CODES,
  HTTP,
  MESSAGES,
  REGISTER_ERRORS,
  VALIDATION_TEXTS as T,
  type User,
} from '@contract/index';
import { registerFormSchema } from '@contract/schemas';
import { fieldErrors } from '@contract/schemas';
import { MAX_ACCOUNTS_PER_FINGERPRINT } from '../../../src/sim/domains/auth';
import {
  PASSWORD,
  counts,
  errorBody,
  freshLogin,
  register,
  registerBody,
  startWorld,
  type Reply,
  type World,
} from './world';

/** Sends a sign-up that must be refused, and checks that no table changed. */
async function refused(world: World, body: unknown): Promise<Reply> {
  const before = await counts(world);
  const outboxBefore = (await world.sim.control.outbox()).length;
  const reply = await world.call('POST', '/auth/register', body);
  expect(reply.status, JSON.stringify(reply.body)).not.toBe(HTTP.ok);
  expect(reply.status).toBeLessThan(500);
  expect(await counts(world)).toEqual(before);
  expect((await world.sim.control.outbox()).length).toBe(outboxBefore);
  expect(world.broadcasts).toEqual([]);
  return reply;
}

/** A 422 whose `errors` are exactly `expected`, with the first of them as the message. */
function expectFieldErrors(reply: Reply, expected: Record<string, string[]>) {
  expect(reply.status).toBe(HTTP.unprocessable);
  const body = errorBody(reply);
  expect(body.code).toBe(CODES.validation);
  expect(body.errors).toEqual(expected);
  expect(Object.values(expected).flat()).toContain(body.message);
}

describe('register: field validation (platform.md §5)', () => {
  const badEmails: unknown[] = [
    'not-an-email',
    'a@',
    '@mail.example',
    'two words@mail.example',
    'a@@mail.example',
    '',
    '   ',
    42,
    null,
    true,
    ['a@mail.example'],
  ];
  it.each(badEmails.map((email) => [JSON.stringify(email), email]))(
    'email %s: Invalid email',
    async (_, email) => {
      const world = await startWorld();
      const login = freshLogin('mail');
      expectFieldErrors(await refused(world, registerBody(login, { email })), { email: [T.invalidEmail] });
    },
  );

  it('a missing email is refused with Invalid email', async () => {
    const world = await startWorld();
    const body = registerBody(freshLogin('nomail'));
    delete body.email;
    expectFieldErrors(await refused(world, body), { email: [T.invalidEmail] });
  });

  const badLogins: unknown[] = [
    'abc',
    'a',
    '',
    '    ',
    'a'.repeat(25),
    'two words',
    'at@sign',
    'slash/name',
    'quote"name',
    'émile',
    'имя_игрока',
    '<script>',
    1234,
    null,
    { name: 'abcd' },
  ];
  it.each(badLogins.map((name) => [JSON.stringify(name), name]))(
    'login %s: login pattern text',
    async (_, name) => {
      const world = await startWorld();
      const body = registerBody('placeholder', { name, email: `${crypto.randomUUID()}@mail.example` });
      expectFieldErrors(await refused(world, body), { name: [T.loginPattern] });
    },
  );

  it('a missing login is refused with the login pattern text', async () => {
    const world = await startWorld();
    const body = registerBody('placeholder');
    delete body.name;
    expectFieldErrors(await refused(world, body), { name: [T.loginPattern] });
  });

  const badPasswords: unknown[] = ['', 'a', 'abcd', '1234', 12345, null, false];
  it.each(badPasswords.map((password) => [JSON.stringify(password), password]))(
    'password %s: at least 5 characters',
    async (_, password) => {
      const world = await startWorld();
      expectFieldErrors(await refused(world, registerBody(freshLogin('pw'), { password })), {
        password: [T.passwordShort],
      });
    },
  );

  it('a missing password is refused with the password text', async () => {
    const world = await startWorld();
    const body = registerBody(freshLogin('nopw'));
    delete body.password;
    expectFieldErrors(await refused(world, body), { password: [T.passwordShort] });
  });

  // The schemas are zod/mini, which brings no texts of its own: the contract registers zod's English ones.
  it("fields the spec gives no text get zod's English texts", async () => {
    const world = await startWorld();
    const body = registerBody(freshLogin('texts'), { inviteCode: 'x'.repeat(65), fingerprint: 42 });
    expectFieldErrors(await refused(world, body), {
      inviteCode: ['Too big: expected string to have <=64 characters'],
      fingerprint: ['Invalid input: expected string, received number'],
    });
  });

  it('reports every bad field at once, each with its own text', async () => {
    const world = await startWorld();
    const reply = await refused(world, {
      email: 'nope',
      name: 'ab',
      password: 'abc',
      captcha: CAPTCHA_TEST_RESPONSE,
    });
    expectFieldErrors(reply, {
      email: [T.invalidEmail],
      name: [T.loginPattern],
      password: [T.passwordShort],
    });
  });

  it.each([
    ['a string', 'register me'],
    ['a number', 7],
    ['an array', [registerBody('arrayuser')]],
    ['null', null],
    ['an empty object', {}],
  ])('a body that is %s is refused with 422 and changes nothing', async (_, body) => {
    const world = await startWorld();
    const reply = await refused(world, body);
    expect(reply.status).toBe(HTTP.unprocessable);
    expect(errorBody(reply).code).toBe(CODES.validation);
  });

  it('accepts the boundaries: 4- and 24-character logins, a 5-character password, the allowed symbols', async () => {
    const world = await startWorld();
    for (const name of ['abcd', 'A'.repeat(24), 'a_b.c-9']) {
      const reply = await world.call<{ user: User }>(
        'POST',
        '/auth/register',
        registerBody(name, { password: '12345' }),
      );
      expect(reply.status, JSON.stringify(reply.body)).toBe(HTTP.ok);
      expect(reply.body.user.name).toBe(name);
    }
  });

  it('trims the login and lower-cases and trims the email', async () => {
    const world = await startWorld();
    const reply = await world.call<{ user: User }>(
      'POST',
      '/auth/register',
      registerBody('x', { name: '  trimmed  ', email: '  Mixed.Case@Mail.Example ' }),
    );
    expect(reply.status).toBe(HTTP.ok);
    expect(reply.body.user.name).toBe('trimmed');
    expect(reply.body.user.email).toBe('mixed.case@mail.example');
  });
});

describe('register: client-side rules of the register form (platform.md §5)', () => {
  const form = {
    email: 'form@mail.example',
    name: 'formuser',
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    ageConfirmed: true,
    inviteCode: null,
  };
  // The wire body (§7: email, name, password, captcha, inviteCode) carries neither the confirmation nor the 18+
  // tick; the shared contract schema the register form validates with enforces both.
  it('accepts a complete form', () => {
    expect(registerFormSchema.safeParse(form).success).toBe(true);
  });

  it('refuses a confirmation that does not match, under the confirmation field', () => {
    const result = registerFormSchema.safeParse({ ...form, passwordConfirmation: `${PASSWORD}x` });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({ passwordConfirmation: [T.passwordMismatch] });
  });

  it.each([[false], [undefined], ['yes']])('refuses the 18+ confirmation %s', (ageConfirmed) => {
    const result = registerFormSchema.safeParse({ ...form, ageConfirmed });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({ ageConfirmed: [T.ageConfirmation] });
  });
});

describe('register: duplicates', () => {
  it('refuses an email already registered, in any case', async () => {
    const world = await startWorld();
    expectFieldErrors(
      await refused(world, registerBody(freshLogin('dup'), { email: 'PLAYER@Demo.Example' })),
      {
        email: [T.emailTaken],
      },
    );
  });

  it('refuses a login already registered, in any case', async () => {
    const world = await startWorld();
    expectFieldErrors(await refused(world, registerBody('PLAYER', { email: 'someone@mail.example' })), {
      name: [T.loginTaken],
    });
  });

  it('reports both duplicates together', async () => {
    const world = await startWorld();
    const first = await register(world);
    expectFieldErrors(
      await refused(world, registerBody(first.login.toUpperCase(), { email: first.user.email })),
      { email: [T.emailTaken], name: [T.loginTaken] },
    );
  });
});

describe('register: invite code (code 1) and multiaccounting (code 2)', () => {
  it('refuses an unknown invite code with code 1', async () => {
    const world = await startWorld();
    const reply = await refused(world, registerBody(freshLogin('inv'), { inviteCode: 'nobody-has-this' }));
    expect(reply.status).toBe(HTTP.badRequest);
    expect(reply.body).toEqual({ code: 1, message: REGISTER_ERRORS[1] });
  });

  it("records the inviter of a known invite code (the inviter's login, any case)", async () => {
    const world = await startWorld();
    const account = await register(world, freshLogin('invited'), { inviteCode: ' Player ' });
    const { db } = await world.sim.context();
    const inviter = await db.users.where('nameLower').equals('player').first();
    expect((await db.users.get(account.user._id))?.invitedBy).toBe(inviter!._id);
    // The wire user does not leak the internal fields.
    expect(account.user).not.toHaveProperty('invitedBy');
    expect(account.user).not.toHaveProperty('fingerprint');
  });

  it.each([[''], ['   '], [null]])('treats the invite code %j as none', async (inviteCode) => {
    const world = await startWorld();
    const account = await register(world, freshLogin('noinv'), { inviteCode });
    const { db } = await world.sim.context();
    expect((await db.users.get(account.user._id))?.invitedBy).toBeNull();
  });

  it(`refuses account ${MAX_ACCOUNTS_PER_FINGERPRINT + 1} of one device with code 2`, async () => {
    const world = await startWorld();
    for (let i = 0; i < MAX_ACCOUNTS_PER_FINGERPRINT; i += 1)
      await register(world, freshLogin('dev'), { fingerprint: 'device-1' });
    const reply = await refused(world, registerBody(freshLogin('dev'), { fingerprint: 'device-1' }));
    expect(reply.status).toBe(HTTP.badRequest);
    expect(reply.body).toEqual({ code: 2, message: REGISTER_ERRORS[2] });
    // Another device, or none, still signs up.
    await register(world, freshLogin('dev'), { fingerprint: 'device-2' });
    await register(world, freshLogin('dev'));
  });
});

describe('register: captcha', () => {
  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['null', null],
  ])('a %s captcha asks to complete it', async (_, captcha) => {
    const world = await startWorld();
    const body = registerBody(freshLogin('cap'), { captcha });
    if (captcha === undefined) delete body.captcha;
    const reply = await refused(world, body);
    expect(reply.status).toBe(HTTP.unprocessable);
    expect(reply.body).toEqual({
      code: CODES.validation,
      message: MESSAGES.captchaMissing,
      errors: { captcha: [MESSAGES.captchaMissing] },
    });
  });

  it.each([
    ['made up', 'sim-captcha-made-up'],
    ['a number', 12345],
    ['an object', { ok: true }],
  ])('a wrong captcha (%s) fails clearly', async (_, captcha) => {
    const world = await startWorld();
    const reply = await refused(world, registerBody(freshLogin('cap'), { captcha }));
    expect(reply.status).toBe(HTTP.badRequest);
    expect(reply.body).toEqual({ code: CODES.captchaFailed, message: MESSAGES.captchaFailed });
  });

  it('accepts the test response every time', async () => {
    const world = await startWorld();
    await register(world);
    await register(world);
  });

  it('accepts a solved captcha once, and not after it expired', async () => {
    const world = await startWorld();
    const solve = async () =>
      (await world.call<{ response: string }>('POST', '/captcha/solve')).body.response;
    const response = await solve();
    expect(response).toMatch(/^sim-captcha-/);
    const ok = await world.call(
      'POST',
      '/auth/register',
      registerBody(freshLogin('solved'), { captcha: response }),
    );
    expect(ok.status).toBe(HTTP.ok);

    const reused = await refused(world, registerBody(freshLogin('solved'), { captcha: response }));
    expect(errorBody(reused).code).toBe(CODES.captchaFailed);

    const stale = await solve();
    world.clock.advance(2 * 60 * 1000 + 1);
    const late = await refused(world, registerBody(freshLogin('solved'), { captcha: stale }));
    expect(errorBody(late).code).toBe(CODES.captchaFailed);
  });
});

describe('register: success', () => {
  it('creates the user, signs it in, and sends a verification email; no money moves', async () => {
    const world = await startWorld();
    const before = await counts(world);
    const login = freshLogin('newbie');
    const { user, token } = await register(world, login);
    expect(user).toMatchObject({ name: login, email: `${login}@mail.example`, email_verified: false });
    expect(user._id).toMatch(/^[0-9a-f]{24}$/);
    for (const hidden of ['nameLower', 'emailLower', 'twoFactorSecret', 'fingerprint', 'invitedBy'])
      expect(user).not.toHaveProperty(hidden);

    const after = await counts(world);
    expect(after).toEqual({
      ...before,
      users: before.users + 1,
      credentials: before.credentials + 1,
      emails: before.emails + 1,
      sessions: before.sessions + 1,
    });
    const { db } = await world.sim.context();
    const credential = await db.credentials.get(user._id);
    expect(credential?.password.hash).not.toContain(PASSWORD);
    expect(credential?.password.algorithm).toBe('pbkdf2-sha256');

    const [mail] = await world.sim.control.outbox();
    expect(mail).toMatchObject({ to: user.email, subject: 'Verify your email' });
    expect(mail!.link).toMatch(new RegExp(`^/email/${user._id}/[A-Za-z0-9]+$`));

    const me = await world.call<User>('GET', '/api/user', undefined, token);
    expect(me.status).toBe(HTTP.ok);
    expect(me.body._id).toBe(user._id);
  });
});
