import { useMemo } from 'react';
import {
  FLOAT_COUNT,
  traceRounds,
  verifyBet,
  type RoundTrace,
  type VerifiableGame,
  type Verification,
} from '@contract/index';

export interface VerifyInput {
  game: VerifiableGame;
  serverSeed: string;
  clientSeed: string;
  /** As typed: the form keeps text so a half-typed number is not lost. */
  nonce: string;
}

export type VerificationResult =
  { ok: true; verification: Verification; rounds: RoundTrace[] } | { ok: false; problem: string };

export function verify(input: VerifyInput): VerificationResult {
  if (!input.serverSeed) return { ok: false, problem: 'Enter the server seed.' };
  if (!/^\d+$/.test(input.nonce)) return { ok: false, problem: 'The nonce is a whole number from 0.' };
  const nonce = Number(input.nonce);
  if (!Number.isSafeInteger(nonce)) return { ok: false, problem: 'The nonce is too large.' };
  const seeds = { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce };
  return {
    ok: true,
    verification: verifyBet(input.game, seeds),
    rounds: traceRounds(seeds, FLOAT_COUNT[input.game]),
  };
}

/** Recomputes as the form changes: everything is local, so it works for guests and offline. */
export function useVerification(input: VerifyInput): VerificationResult {
  return useMemo(() => verify(input), [input]);
}
