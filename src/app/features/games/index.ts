export { GamePage, type GamePageProps } from './GamePage';
export { NumberStepper, type NumberStepperProps } from './components/NumberStepper';
export type { BoardProps, GameUi, HelpPage, OptionsProps, RoundOnScreen } from './game-ui';
