import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatVerifyParam, parseVerifyParam } from '@contract/index';
import { OutcomeView } from './OutcomeView';
import { RoundsTable } from './RoundsTable';
import { useVerification, type VerifyInput } from './use-verification';
import { VerifyForm } from './VerifyForm';
import './fairness.css';

const EMPTY: VerifyInput = { game: 'limbo', serverSeed: '', clientSeed: '', nonce: '0' };

function inputFrom(param: string | null): VerifyInput {
  const parsed = param ? parseVerifyParam(param) : null;
  return parsed ? { ...parsed, nonce: String(parsed.nonce) } : EMPTY;
}

/**
 * /fairness?verify={game}-{serverSeed}-{clientSeed}-{nonce}: recomputes a bet from its seeds in the page,
 * with the same code the games use, so it works for guests, offline and against any server.
 */
export function FairnessPage() {
  const [params, setParams] = useSearchParams();
  const param = params.get('verify');
  const [input, setInput] = useState<VerifyInput>(() => inputFrom(param));
  const result = useVerification(input);
  const linkBroken = param !== null && parseVerifyParam(param) === null;

  const change = (next: VerifyInput) => {
    setInput(next);
    // Keeps the address shareable and a reload showing the same check.
    if (next.serverSeed && /^\d+$/.test(next.nonce)) {
      const verify = formatVerifyParam({ ...next, nonce: Number(next.nonce) });
      setParams({ verify }, { replace: true });
    }
  };

  return (
    <article className="fairness-page">
      <h1>Fairness verification</h1>
      <p className="fairness-intro">
        Every bet is drawn from HMAC-SHA256 of the server seed with the message
        <code> client seed:nonce:round</code>. Before you play you see only the SHA-256 hash of the server
        seed; after you change your client seed the server seed is revealed, and anyone can recompute each bet
        here.
      </p>
      {linkBroken && (
        <p role="alert" className="fairness-problem">
          This verification link is not valid. Enter the seeds below.
        </p>
      )}
      <VerifyForm value={input} onChange={change} />
      {result.ok ? (
        <>
          <dl className="fairness-hash">
            <dt>Server seed hash (SHA-256)</dt>
            <dd>
              <code>{result.verification.serverSeedHash}</code>
            </dd>
          </dl>
          <OutcomeView verification={result.verification} />
          <h2>HMAC rounds, bytes and floats</h2>
          <p className="fairness-note">
            Each 4 bytes b0..b3 make the float b0/256 + b1/256² + b2/256³ + b3/256⁴; a game that needs more
            than 8 floats reads the next round.
          </p>
          <RoundsTable rounds={result.rounds} floats={result.verification.floats} />
        </>
      ) : (
        <p role="status" className="fairness-problem">
          {result.problem}
        </p>
      )}
    </article>
  );
}
