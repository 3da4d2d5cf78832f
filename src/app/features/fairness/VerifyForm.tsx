import { useId } from 'react';
import { verifiableGames, WHEEL_GAME, gameInfo, type VerifiableGame } from '@contract/index';
import type { VerifyInput } from './use-verification';

export interface VerifyFormProps {
  value: VerifyInput;
  onChange(value: VerifyInput): void;
}

/** The games' names; the bonus wheel is no game of the catalogue. */
const nameOf = (game: VerifiableGame) => (game === WHEEL_GAME ? 'Wheel' : (gameInfo(game)?.name ?? game));

/** The editable seeds: every keystroke recomputes the outcome below. */
export function VerifyForm({ value, onChange }: VerifyFormProps) {
  const id = useId();
  const field = (name: keyof VerifyInput) => `${id}-${name}`;
  const set = <K extends keyof VerifyInput>(name: K, next: VerifyInput[K]) =>
    onChange({ ...value, [name]: next });

  return (
    <form className="fairness-form" onSubmit={(event) => event.preventDefault()}>
      <div className="fairness-field">
        <label htmlFor={field('game')}>Game</label>
        <select
          id={field('game')}
          value={value.game}
          onChange={(event) => set('game', event.target.value as VerifiableGame)}
        >
          {verifiableGames().map((game) => (
            <option key={game} value={game}>
              {nameOf(game)}
            </option>
          ))}
        </select>
      </div>
      <div className="fairness-field fairness-field--wide">
        <label htmlFor={field('serverSeed')}>Server seed</label>
        <input
          id={field('serverSeed')}
          spellCheck={false}
          autoComplete="off"
          value={value.serverSeed}
          onChange={(event) => set('serverSeed', event.target.value.trim())}
        />
      </div>
      <div className="fairness-field fairness-field--wide">
        <label htmlFor={field('clientSeed')}>Client seed</label>
        <input
          id={field('clientSeed')}
          spellCheck={false}
          autoComplete="off"
          value={value.clientSeed}
          onChange={(event) => set('clientSeed', event.target.value)}
        />
      </div>
      <div className="fairness-field">
        <label htmlFor={field('nonce')}>Nonce</label>
        <input
          id={field('nonce')}
          inputMode="numeric"
          autoComplete="off"
          value={value.nonce}
          onChange={(event) => set('nonce', event.target.value.replace(/\D/g, ''))}
        />
      </div>
    </form>
  );
}
