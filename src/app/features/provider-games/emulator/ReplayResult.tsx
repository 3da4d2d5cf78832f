import { isWalletRefusal, type WalletCallbackReplay } from '@contract/provider/wallet-callbacks';

/** What the latest replay showed: the operator's answer and whether the player's balance moved. */
export function ReplayResult({
  replay,
  badSignature,
}: {
  replay: WalletCallbackReplay;
  badSignature: boolean;
}) {
  const { entry, balanceBefore, balanceAfter } = replay;
  const moved = balanceAfter !== balanceBefore;
  const answer = entry.answer;
  return (
    <section className={`emulator-result${moved ? ' emulator-result--moved' : ''}`} role="status">
      <h2>
        {badSignature ? 'Sent with a bad signature' : 'Replayed'}: #{entry.replayOf}{' '}
        {entry.request.params.action}
      </h2>
      <p>
        Answer:{' '}
        <strong>
          {isWalletRefusal(answer)
            ? `${answer.error_code} (${answer.error_description})`
            : `balance ${answer.balance}`}
        </strong>
      </p>
      <p>
        Player balance: {balanceBefore} before, {balanceAfter} after —{' '}
        <strong data-testid="replay-balance-verdict">{moved ? 'changed' : 'unchanged'}</strong>
      </p>
    </section>
  );
}
