/** The contact-info calls (platform.md §3 settings, §7, §9): the operator's settings and one update per 24 h. */
import { describe, expect, it } from 'vitest';
import { CODES, HTTP, type ApiErrorBody } from '@contract/index';
import {
  CONTACT_FIELD_PATTERNS,
  CONTACT_INFO_RULES,
  CONTACT_INFO_TOO_SOON,
  CONTACT_INFO_TOO_SOON_CODE,
  type ContactInfoAnswer,
  type ContactInfoSettings,
} from '@contract/contact-info';
import { advance } from '../withdrawals/helpers';
import { PASSWORD, login, register, startWorld, type Account, type World } from '../world';

const update = (world: World, account: Account, body: unknown) =>
  world.call<ContactInfoAnswer & ApiErrorBody>('POST', '/api/profile/updateContactInfo', body, account.token);

const stored = async (world: World, account: Account) =>
  (await world.sim.context()).db.contactInfo.get(account.user._id);

describe('POST /api/contactInfoModalSettings', () => {
  it('answers the fields, the shipped images and the VIP pitch', async () => {
    const world = await startWorld();
    const player = await register(world);
    const reply = await world.call<ContactInfoSettings>(
      'POST',
      '/api/contactInfoModalSettings',
      undefined,
      player.token,
    );
    expect(reply.status).toBe(HTTP.ok);
    expect(reply.body.fields.map((field) => field.model)).toEqual(['telegram', 'phone', 'email']);
    expect(reply.body.images.length).toBeGreaterThan(0);
    for (const image of reply.body.images) expect(image).toMatch(/^\/images\/vip-contact\/[\w-]+\.svg$/);
    expect(reply.body.description).toMatch(/VIP host/);
  });
});

describe('POST /api/profile/updateContactInfo', () => {
  it('stores the contact fields, refuses a second update within 24 h and takes one after', async () => {
    const world = await startWorld();
    const player = await register(world);
    const first = await update(world, player, {
      email: ' Host.Me@Mail.Example ',
      update: { telegram: '@high_roller', phone: '+356 2123 4567' },
    });
    expect(first.status).toBe(HTTP.ok);
    expect(first.body).toEqual({ success: true, updated_at: new Date(world.clock.now()).toISOString() });
    expect(await stored(world, player)).toMatchObject({
      email: 'host.me@mail.example',
      values: { telegram: '@high_roller', phone: '+356 2123 4567' },
    });

    await advance(world, CONTACT_INFO_RULES.intervalMs - 1);
    // A day idle ends the session: the player signs in again.
    const again = await login(world, player.login, PASSWORD);
    const second = await update(world, again, { email: 'other@mail.example', update: {} });
    expect(second.status).toBe(HTTP.tooManyRequests);
    expect(second.body).toEqual({ code: CONTACT_INFO_TOO_SOON_CODE, message: CONTACT_INFO_TOO_SOON });
    expect((await stored(world, player))!.email).toBe('host.me@mail.example');

    await advance(world, 1);
    expect((await update(world, again, { email: 'other@mail.example', update: {} })).status).toBe(HTTP.ok);
    expect(await stored(world, player)).toMatchObject({ email: 'other@mail.example', values: {} });
  });

  it('refuses a bad email, a malformed field or an unknown one with 422, storing nothing', async () => {
    const world = await startWorld();
    const player = await register(world);
    const cases: Array<[unknown, string]> = [
      [{ email: 'not-an-email', update: {} }, 'email'],
      [{ email: 'a@mail.example', update: { telegram: 'x' } }, 'update.telegram'],
      [{ email: 'a@mail.example', update: { phone: 'call me' } }, 'update.phone'],
      [{ email: 'a@mail.example', update: { fax: '123' } }, 'update.fax'],
      [{ email: 'a@mail.example' }, 'update'],
    ];
    for (const [body, field] of cases) {
      const reply = await update(world, player, body);
      expect(reply.status, field).toBe(HTTP.unprocessable);
      expect(reply.body.code).toBe(CODES.validation);
      expect(Object.keys(reply.body.errors ?? {})).toContain(field);
    }
    const telegram = await update(world, player, { email: 'a@mail.example', update: { telegram: 'x' } });
    expect(telegram.body.message).toBe(CONTACT_FIELD_PATTERNS.telegram!.message);
    expect(await stored(world, player)).toBeUndefined();
    // A refused update does not start the 24 hours.
    expect((await update(world, player, { email: 'a@mail.example', update: {} })).status).toBe(HTTP.ok);
  });
});
