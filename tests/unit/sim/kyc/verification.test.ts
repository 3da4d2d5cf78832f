/**
 * KYC (platform.md §3, §4 "KYC", §7 kycaid/verification, §8 KYC texts): the form handed out, the three texts,
 * pending at the provider's first callback, the verdict on the sim clock, and the withdrawal the KYC threshold
 * refused passing once the player is verified.
 */
import { describe, expect, it } from 'vitest';
import { HTTP, userChannel } from '@contract/index';
import {
  KYC_CODES,
  KYC_EVENTS,
  KYC_PROVIDER_PAGE,
  KYC_RULES,
  KYC_TEXTS,
  type KycProviderSubmission,
} from '@contract/kyc';
import { WITHDRAWAL_CODES, WITHDRAW_RULES } from '@contract/withdrawals';
import { createManualClock, createSim } from '../../../../src/sim/index';
import { advance, fundedPlayer, withdraw } from '../withdrawals/helpers';
import { FAST_PBKDF2, ledgerProblems, register, startWorld, type World } from '../world';
import { formIdOf, me, startVerification, submission, submitForm } from './helpers';

const { min: VERDICT_MIN, max: VERDICT_MAX } = KYC_RULES.verdictDelayMs;

const kycEvents = (world: World, userId: string) =>
  world.broadcasts
    .filter((entry) => entry.channel === userChannel(userId) && entry.event === KYC_EVENTS.update)
    .map((entry) => entry.payload);

describe('POST /api/kycaid/verification', () => {
  it("answers the provider's form for the player and keeps it on the user; asked again, the same form", async () => {
    const world = await startWorld();
    const player = await register(world);
    const reply = await startVerification(world, player);
    expect(reply.status).toBe(HTTP.ok);
    const formUrl = reply.body.data.form_url;
    expect(formUrl.startsWith(`${KYC_PROVIDER_PAGE}?form=`)).toBe(true);
    const user = await me(world, player);
    expect(user).toMatchObject({
      kyc_verification_id: formIdOf(formUrl),
      kyc_verification_form_url: formUrl,
      kyc_verification_status: null,
      is_kyc_verified: false,
    });
    expect((await startVerification(world, player)).body.data.form_url).toBe(formUrl);
  });

  it("answers 'Something went wrong' for another applicant's id or none, changing nothing", async () => {
    const world = await startWorld();
    const player = await register(world);
    const other = await register(world);
    const foreign = await startVerification(world, player, other.user._id);
    expect(foreign.status).toBe(HTTP.badRequest);
    expect(foreign.body).toEqual({ code: KYC_CODES.failed, message: KYC_TEXTS.failed });
    const missing = await world.call('POST', '/api/kycaid/verification', {}, player.token);
    expect(missing.status).toBe(HTTP.unprocessable);
    expect((missing.body as { message: string }).message).toBe(KYC_TEXTS.failed);
    expect((await me(world, player)).kyc_verification_form_url).toBeNull();
    const { db } = await world.sim.context();
    expect(await db.kycVerifications.count()).toBe(0);
  });

  it("answers 'Your KYC verification is under process' while pending and 'Already KYC verified' after", async () => {
    const world = await startWorld();
    const player = await register(world);
    await submitForm(world, player);
    const pending = await startVerification(world, player);
    expect(pending.status).toBe(HTTP.badRequest);
    expect(pending.body).toEqual({ code: KYC_CODES.pending, message: KYC_TEXTS.pending });
    await advance(world, VERDICT_MAX);
    const verified = await startVerification(world, player);
    expect(verified.status).toBe(HTTP.badRequest);
    expect(verified.body).toEqual({ code: KYC_CODES.alreadyVerified, message: KYC_TEXTS.alreadyVerified });
  });

  it('needs a signed-in player', async () => {
    const world = await startWorld();
    const guest = await world.call('POST', '/api/kycaid/verification', { external_applicant_id: 'x' });
    expect(guest.status).toBe(HTTP.unauthorized);
  });
});

describe('the emulated provider', () => {
  it('sets pending at once, then verifies on the sim clock 2 to 5 minutes later, telling the client each time', async () => {
    const world = await startWorld();
    const player = await register(world);
    const submittedAt = world.clock.now();
    const formId = await submitForm(world, player);
    expect(await me(world, player)).toMatchObject({
      kyc_verification_status: 'pending',
      kyc_verification_id: formId,
      is_kyc_verified: false,
    });
    expect(kycEvents(world, player.user._id)).toEqual([
      { verification_id: formId, status: 'pending', reason: null },
    ]);

    await advance(world, VERDICT_MIN - 1);
    expect((await me(world, player)).kyc_verification_status).toBe('pending');
    const { db } = await world.sim.context();
    const verdictAt = (await db.kycVerifications.get(formId))!.verdictAt!;
    expect(verdictAt).toBeGreaterThanOrEqual(submittedAt + VERDICT_MIN);
    expect(verdictAt).toBeLessThan(submittedAt + VERDICT_MAX);

    await advance(world, VERDICT_MAX);
    expect(await me(world, player)).toMatchObject({
      kyc_verification_status: null,
      is_kyc_verified: true,
      is_kyc_required: false,
      kyc_verification_form_url: null,
    });
    expect(kycEvents(world, player.user._id).at(-1)).toEqual({
      verification_id: formId,
      status: 'verified',
      reason: null,
    });
    expect(kycEvents(world, player.user._id)).toHaveLength(2);
  });

  it('rejects the unreadable sample with its reason; the player may start again with a new form', async () => {
    const world = await startWorld();
    const player = await register(world);
    const formId = await submitForm(world, player, 'unreadable');
    await advance(world, VERDICT_MAX);
    expect(await me(world, player)).toMatchObject({
      kyc_verification_status: null,
      is_kyc_verified: false,
      kyc_verification_form_url: null,
    });
    expect(kycEvents(world, player.user._id).at(-1)).toEqual({
      verification_id: formId,
      status: 'rejected',
      reason: KYC_RULES.unreadableReason,
    });
    const again = await startVerification(world, player);
    expect(again.status).toBe(HTTP.ok);
    expect(formIdOf(again.body.data.form_url)).not.toBe(formId);
  });

  it('refuses an unknown form, a second submission and a malformed one', async () => {
    const world = await startWorld();
    const player = await register(world);
    const { control } = world.sim;
    await expect(control.kycProviderSubmit(submission('no-such-form'))).rejects.toThrow(RangeError);
    const formId = await submitForm(world, player);
    await expect(control.kycProviderSubmit(submission(formId))).rejects.toThrow(/already been submitted/);
    await expect(
      control.kycProviderSubmit({ form_id: formId } as unknown as KycProviderSubmission),
    ).rejects.toThrow(RangeError);
  });

  it('delivers a verdict a reload interrupted, once', async () => {
    const dbName = `sim-test-${crypto.randomUUID()}`;
    const world = await startWorld({ dbName });
    const player = await register(world);
    const formId = await submitForm(world, player);
    const now = world.clock.now();
    await world.sim.close();

    const clock = createManualClock(now);
    const reopened = createSim({
      seed: 'sim-test-seed',
      clock,
      dbName,
      pbkdf2Iterations: FAST_PBKDF2,
      world: false,
    });
    await reopened.ready;
    const events: unknown[] = [];
    reopened.onBroadcast((_channel, event, payload) => event === KYC_EVENTS.update && events.push(payload));
    clock.advance(VERDICT_MAX);
    await reopened.control.settle();
    const { db } = await reopened.context();
    expect((await db.users.get(player.user._id))!.is_kyc_verified).toBe(true);
    expect(events).toEqual([{ verification_id: formId, status: 'verified', reason: null }]);
    await reopened.close();
  });
});

describe('the KYC threshold of withdrawals', () => {
  it('refuses an unverified player above it (code 42), and the same withdrawal passes once verified', async () => {
    const world = await startWorld();
    const player = await fundedPlayer(world, '5000');
    const sum = WITHDRAW_RULES.kycThresholdUsd + 500;
    const refused = await withdraw(world, player, { sum });
    expect(refused.status).toBe(HTTP.forbidden);
    expect(refused.body.code).toBe(WITHDRAWAL_CODES.kycRequired);
    expect((await me(world, player)).is_kyc_required).toBe(true);

    await submitForm(world, player, 'id_card');
    // Still pending: still refused.
    expect((await withdraw(world, player, { sum })).body.code).toBe(WITHDRAWAL_CODES.kycRequired);
    await advance(world, VERDICT_MAX);
    const passed = await withdraw(world, player, { sum });
    expect(passed.status).toBe(HTTP.ok);
    expect(passed.body.sum).toBe(sum);
    expect(await ledgerProblems(world)).toEqual([]);
  });
});
