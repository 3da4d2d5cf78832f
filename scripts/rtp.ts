/**
 * `npm run -s rtp -- --game G [--rounds N] [--seed S] [game options] [--json]`: plays N rounds (default
 * 100,000) of G through its real engine, with outcomes from the real fairness scheme (seed pairs derived from
 * S, default "rtp", nonce counting up), and prints the measured return next to the theoretical one:
 * { game, rounds, rtp, theoreticalRtp, ci99: [low, high], roundsPerSecond }. The loop is
 * src/sim/games/audit.ts.
 *
 * Game options are the module policies' (src/sim/games/<game>.ts): --target 2 (limbo), --risk high --picks 10
 * (keno), --bet red | --bet straight --value 17 | --bet dozen --value 2 (roulette), --bet banker|player|tie
 * (baccarat), --mines 3 --picks 1 (mines), --difficulty, --picks and so on for the extended games.
 */
import { FAIR_GAMES, isFairGame } from '@contract/index';
import { GameRuleError } from '../src/sim/games/engine';
import { loadGameModule, runAudit } from '../src/sim/games/audit';

const USAGE =
  'usage: npm run -s rtp -- --game G [--rounds N] [--seed S] [--json] [game options, e.g. --target 2]\n' +
  `  G: ${FAIR_GAMES.join(', ')}`;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const args = process.argv.slice(2);
const options: Record<string, string> = {};
let json = false;
for (let index = 0; index < args.length; index += 1) {
  const arg = args[index]!;
  if (arg === '--json') {
    json = true;
    continue;
  }
  if (arg === '--help' || arg === '-h') fail('');
  if (!arg.startsWith('--')) fail(`Unexpected argument: ${arg}`);
  const eq = arg.indexOf('=');
  if (eq > 0) {
    options[arg.slice(2, eq)] = arg.slice(eq + 1);
  } else {
    const value = args[index + 1];
    if (value === undefined || value.startsWith('--')) fail(`Missing value for ${arg}`);
    options[arg.slice(2)] = value;
    index += 1;
  }
}

const { game, rounds: roundsText = '100000', seed = 'rtp', ...gameOptions } = options;
if (!game || !isFairGame(game)) fail(`Unknown or missing --game: ${game ?? ''}`);
const rounds = Number(roundsText.replace(/_/g, ''));
if (!Number.isSafeInteger(rounds) || rounds < 1) fail(`--rounds must be a positive integer: ${roundsText}`);

const module = await loadGameModule(game);
let report;
try {
  report = runAudit(game, module, { rounds, seed, options: gameOptions });
} catch (error) {
  if (error instanceof GameRuleError) fail(`The game refused these options (${error.code} ${error.message})`);
  throw error;
}

if (json) {
  console.log(JSON.stringify(report));
} else {
  const pct = (value: number) => `${(value * 100).toFixed(4)}%`;
  const inside = report.theoreticalRtp >= report.ci99[0] && report.theoreticalRtp <= report.ci99[1];
  console.log(
    [
      `Game:            ${report.game} ${Object.entries(gameOptions)
        .map(([name, value]) => `--${name} ${value}`)
        .join(' ')}`.trimEnd(),
      `Rounds:          ${report.rounds.toLocaleString('en-US')} (seed "${seed}")`,
      `Measured RTP:    ${pct(report.rtp)}`,
      `99% interval:    ${pct(report.ci99[0])} .. ${pct(report.ci99[1])}`,
      `Theoretical RTP: ${pct(report.theoreticalRtp)} (${inside ? 'inside' : 'outside'} the interval)`,
      `Speed:           ${report.roundsPerSecond.toLocaleString('en-US')} rounds/s`,
    ].join('\n'),
  );
}
