import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../components/toast';
import { useShallow } from 'zustand/react/shallow';
import { ApiError, MESSAGES, type SeedInfo } from '@contract/index';
import { api } from '../../../api/api';
import { ExtensionGate } from '../../../components/extension-gate';
import { Modal } from '../../../components/modal';
import { useAppStore } from '../../../stores/app-store';
import { useSession } from '../../auth/session/session-store';
import { useGameSession } from '../stores/game-session-store';

function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange(on: boolean): void;
}) {
  const id = useId();
  return (
    <div className="game-settings__toggle">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** The active seed pair and the client seed change (platform.md §7 'client_seed_change'). */
function Seeds({ onChanged }: { onChanged(): void }) {
  const [seeds, setSeeds] = useState<SeedInfo | null>(null);
  const [clientSeed, setClientSeed] = useState('');
  const [busy, setBusy] = useState(false);
  const inProgress = useGameSession((state) => state.extended === 'in-progress');
  const inputId = useId();

  useEffect(() => {
    let live = true;
    api('POST /api/user/seeds').then(
      (answer) => live && setSeeds(answer),
      (error: unknown) => console.warn('Seeds could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!clientSeed.trim()) return;
    setBusy(true);
    try {
      await api('POST /api/user/client_seed_change', { client_seed: clientSeed.trim() });
      toast.success('Client seed changed: the previous server seed is revealed in your bets.');
      void useSession.getState().refreshUser();
      onChanged();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : MESSAGES.internal);
      setBusy(false);
    }
  };

  return (
    <section className="game-settings__seeds" aria-label="Seeds">
      <h3>Provably fair seeds</h3>
      <ExtensionGate route="POST /api/user/seeds">
        {seeds ? (
          <dl>
            <dt>Active server seed (SHA-256)</dt>
            <dd>
              <code>{seeds.serverSeedHash}</code>
            </dd>
            <dt>Next server seed (SHA-256)</dt>
            <dd>
              <code>{seeds.nextServerSeedHash}</code>
            </dd>
            <dt>Client seed</dt>
            <dd>
              <code>{seeds.clientSeed}</code>
            </dd>
            <dt>Nonce</dt>
            <dd>{seeds.nonce}</dd>
          </dl>
        ) : (
          <p>Loading the seeds…</p>
        )}
      </ExtensionGate>
      <form className="form" onSubmit={(event) => void submit(event)}>
        <label htmlFor={inputId}>New client seed</label>
        <input
          id={inputId}
          value={clientSeed}
          autoComplete="off"
          onChange={(event) => setClientSeed(event.target.value)}
        />
        <button
          type="submit"
          className="button"
          disabled={busy || inProgress || !clientSeed.trim()}
          title={inProgress ? 'Finish the game in progress first' : undefined}
        >
          Change client seed
        </button>
      </form>
    </section>
  );
}

/** Game settings: quick mode, sound, and the provably fair seeds of a signed-in player. */
export function SettingsModal({ onClose }: { onClose(): void }) {
  const { quick, sound, set } = useAppStore(useShallow(({ quick, sound, set }) => ({ quick, sound, set })));
  const signedIn = useSession((state) => state.status === 'signedIn');
  return (
    <Modal open title="Game settings" onClose={onClose} className="game-settings">
      <Toggle label="Quick mode (skip animations)" checked={quick} onChange={(on) => set({ quick: on })} />
      <Toggle label="Sound" checked={sound} onChange={(on) => set({ sound: on })} />
      {signedIn ? (
        <Seeds onChanged={onClose} />
      ) : (
        <p className="game-settings__note">Sign in to see and change your provably fair seeds.</p>
      )}
      <p>
        <Link to="/fairness" onClick={onClose}>
          Verify a bet on the fairness page
        </Link>
      </p>
    </Modal>
  );
}
