import { WHEEL_NUMBERS, wheelSpot, type LiveOutcome } from '@contract/provider/live';
import type { BoardProps } from './board';
import { WHEEL_FILL } from './faces';
import { Spot, spotKey, type SpotChoice } from './Spot';

interface SpotDef {
  choice: SpotChoice;
  title: string;
  pays: string;
  colour: string;
  wins: (outcome: LiveOutcome) => boolean;
}

const BACCARAT: SpotDef[] = [
  {
    choice: { spot: 'player' },
    title: 'Player',
    pays: '1:1',
    colour: '#2f6fe0',
    wins: (o) => o.kind === 'baccarat' && o.winner === 'player',
  },
  {
    choice: { spot: 'tie' },
    title: 'Tie',
    pays: '8:1',
    colour: '#138a4a',
    wins: (o) => o.kind === 'baccarat' && o.winner === 'tie',
  },
  {
    choice: { spot: 'banker' },
    title: 'Banker',
    pays: '0.95:1',
    colour: '#c8283d',
    wins: (o) => o.kind === 'baccarat' && o.winner === 'banker',
  },
];

const WHEEL: SpotDef[] = WHEEL_NUMBERS.map((number) => ({
  choice: { spot: wheelSpot(number) },
  title: String(number),
  pays: `${number}:1`,
  colour: WHEEL_FILL[number],
  wins: (o) => o.kind === 'wheel' && o.number === number,
}));

const HAND: SpotDef[] = [
  { choice: { spot: 'hand' }, title: 'Bet', pays: 'Blackjack 3:2', colour: '#3b3366', wins: () => false },
];

const SPOTS = { baccarat: BACCARAT, wheel: WHEEL, blackjack: HAND } as const;

/** The felt of a table with a few big spots: baccarat's three, the money wheel's six, blackjack's hand. */
export function SpotsBoard({
  kind,
  stakes,
  unit,
  onBet,
  disabled,
  outcome,
}: BoardProps & { kind: keyof typeof SPOTS }) {
  return (
    <div className={`lv-spots lv-spots--${kind}`} role="group" aria-label="Betting spots">
      {SPOTS[kind].map((def) => (
        <Spot
          key={spotKey(def.choice)}
          choice={def.choice}
          stake={stakes.get(spotKey(def.choice))}
          unit={unit}
          onBet={onBet}
          disabled={disabled}
          label={`${def.title} pays ${def.pays}`}
          className="lv-spots__spot"
          winning={outcome !== null && def.wins(outcome)}
        >
          <span className="lv-spots__swatch" style={{ background: def.colour }} aria-hidden="true" />
          <strong>{def.title}</strong>
          <small>{def.pays}</small>
        </Spot>
      ))}
    </div>
  );
}
