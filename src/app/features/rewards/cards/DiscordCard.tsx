import { useState } from 'react';
import type { DiscordState } from '@contract/index';
import { api } from '../../../api/api';
import { DISCORD_TEXTS, discordErrorText } from '../discord-rules';
import { SignInButton } from '../../promotions/SignInButton';
import { useRewardCall } from '../use-reward-call';
import { CardStatus, RewardCard } from './RewardCard';

const LEAD = 'Join our Discord server and get a free wheel spin, once.';

/** The Discord bonus (an extension): join the server (emulated), then claim the spin (`onClaimed` after). */
export function DiscordCard({ signedIn, onClaimed }: { signedIn: boolean; onClaimed: () => void }) {
  return (
    <RewardCard title="Discord bonus" lead={LEAD} extension="POST /api/promocode/discord/state">
      {signedIn ? <DiscordSteps onClaimed={onClaimed} /> : <SignInButton label="Sign in to join" />}
    </RewardCard>
  );
}

type Message = { tone: 'success' | 'danger'; text: string };

function DiscordSteps({ onClaimed }: { onClaimed: () => void }) {
  const { state, reload } = useRewardCall('POST /api/promocode/discord/state');
  const [changed, setChanged] = useState<DiscordState | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  if (state.status === 'error') return <CardStatus error={state.message} onRetry={reload} />;
  if (state.status !== 'ready') return <CardStatus />;
  const discord = changed ?? state.data;

  const run = async (step: () => Promise<DiscordState>, success: string) => {
    setBusy(true);
    setMessage(null);
    try {
      setChanged(await step());
      setMessage({ tone: 'success', text: success });
    } catch (error) {
      setMessage({ tone: 'danger', text: discordErrorText(error) });
    } finally {
      setBusy(false);
    }
  };
  const join = () => run(() => api('POST /api/promocode/discord/join'), DISCORD_TEXTS.connected);
  const claim = () =>
    run(async () => {
      await api('POST /api/promocode/discord');
      onClaimed();
      return { joined: true, claimed: true };
    }, DISCORD_TEXTS.received);

  return (
    <>
      {discord.claimed ? (
        !message && <p className="reward-card__muted">You have received the Discord bonus.</p>
      ) : discord.joined ? (
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void claim()}>
          {DISCORD_TEXTS.claim}
        </button>
      ) : (
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void join()}>
          {DISCORD_TEXTS.join}
        </button>
      )}
      {message && (
        <p
          className="reward-card__message"
          data-tone={message.tone}
          role={message.tone === 'danger' ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
    </>
  );
}
