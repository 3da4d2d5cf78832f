/**
 * What each in-house game gives the shared game page: its board (drawn in the middle, animated), the extra
 * sidebar fields of its options, its default Play data and its help pages. The page (sidebar, wager, auto-bet,
 * footer, popups) is the same for every game; only these pieces differ.
 */
import type { ComponentType } from 'react';
import type { GameId, GameState, PlayData, TurnData } from '@contract/index';

/** The round on screen: the last answer's state and view (null before the first Play). */
export interface RoundOnScreen {
  id: string;
  state: GameState;
  /** The `data` of the last Play/Turn/Finish answer, as the sim (or server) sent it. */
  view: unknown;
  /** The last Turn's result type, or null right after Play. */
  turn: 'continue' | 'lose' | 'finish' | 'fail' | null;
}

export interface BoardProps<G extends GameId> {
  data: PlayData[G];
  /** Boards that pick on the board (keno cells, roulette chips) change the Play data here. */
  onDataChange(data: PlayData[G]): void;
  round: RoundOnScreen | null;
  /** A play or turn is on its way: the board takes no input. */
  busy: boolean;
  /** Quick mode: no animations, show results at once. */
  quick: boolean;
  /** Extended games: send a Turn. */
  onTurn(action: G extends keyof TurnData ? TurnData[G] : never): void;
  /** Roulette and baccarat: the chip value currently selected in the sidebar (a decimal amount). */
  chip: number;
  currency: string;
}

export interface OptionsProps<G extends GameId> {
  data: PlayData[G];
  onDataChange(data: PlayData[G]): void;
  /** While an extended game is in progress the inputs are disabled. */
  disabled: boolean;
}

export interface HelpPage {
  title: string;
  /** Plain paragraphs; the paytable page is rendered by the game itself. */
  body: string[];
}

export interface GameUi<G extends GameId> {
  id: G;
  Board: ComponentType<BoardProps<G>>;
  /** Extra sidebar fields (target, mines count, difficulty, risk); null when the game has none. */
  Options: ComponentType<OptionsProps<G>> | null;
  defaultData: PlayData[G];
  /** For chip games: the wager is the sum of the chips placed (read from data). */
  wagerFromData?(data: PlayData[G]): number;
  /** Whether Play may be pressed with this data (e.g. keno needs at least one pick). */
  canPlay?(data: PlayData[G]): boolean;
  help: HelpPage[];
  /**
   * Optional: draws GameData's paytable on the help's last page. Without it the page shows the paytable as
   * a generic list.
   */
  Paytable?: ComponentType<{ paytable: unknown }>;
}
