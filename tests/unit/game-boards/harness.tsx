/** Renders one game's Board (or Options) the way the game page does, with the Play data held in state. */
import { useState } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import type { GameId, GameState, PlayData } from '@contract/index';
import type { BoardProps, GameUi, RoundOnScreen } from '../../../src/app/features/games/game-ui';

export function gameState(patch: Partial<GameState> = {}): GameState {
  return {
    delay: 0,
    win: false,
    status: 'finished',
    wager: 1,
    multiplier: 0,
    payout: 0,
    profit: -1,
    ...patch,
  };
}

export function roundOf(
  view: unknown,
  {
    id = 'round-1',
    status = 'finished',
    turn = null,
  }: {
    id?: string;
    status?: GameState['status'];
    turn?: RoundOnScreen['turn'];
  } = {},
): RoundOnScreen {
  return { id, state: gameState({ status }), view, turn };
}

export interface BoardSetup<G extends GameId> {
  data?: PlayData[G];
  round?: RoundOnScreen | null;
  busy?: boolean;
  quick?: boolean;
  chip?: number;
}

export function renderBoard<G extends GameId>(ui: GameUi<G>, setup: BoardSetup<G> = {}) {
  const onDataChange = vi.fn<(data: PlayData[G]) => void>();
  const onTurn = vi.fn<BoardProps<G>['onTurn']>();
  const Board = ui.Board;

  function Harness(props: BoardSetup<G>) {
    const [data, setData] = useState<PlayData[G]>(props.data ?? ui.defaultData);
    return (
      <Board
        data={data}
        onDataChange={(next) => {
          onDataChange(next);
          setData(next);
        }}
        round={props.round ?? null}
        busy={props.busy ?? false}
        quick={props.quick ?? true}
        onTurn={onTurn}
        chip={props.chip ?? 1e-8}
        currency="btc"
      />
    );
  }

  const result = render(<Harness {...setup} />);
  return {
    ...result,
    onDataChange,
    onTurn,
    /** New props for the same board (its data stays). */
    update: (next: BoardSetup<G>) => result.rerender(<Harness {...setup} {...next} />),
    lastData: () => onDataChange.mock.calls.at(-1)?.[0],
  };
}

export function renderOptions<G extends GameId>(ui: GameUi<G>, data?: PlayData[G], disabled = false) {
  const onDataChange = vi.fn<(data: PlayData[G]) => void>();
  const Options = ui.Options!;
  function Harness() {
    const [value, setValue] = useState<PlayData[G]>(data ?? ui.defaultData);
    return (
      <Options
        data={value}
        disabled={disabled}
        onDataChange={(next) => {
          onDataChange(next);
          setValue(next);
        }}
      />
    );
  }
  return { ...render(<Harness />), onDataChange };
}

export const isDisabled = (element: HTMLElement) =>
  (element as HTMLButtonElement).disabled || element.getAttribute('aria-disabled') === 'true';
