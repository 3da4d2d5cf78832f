/**
 * `npm run serve -- [--port 8080] [--qa] [--static dist] ...`: the sim as a real server (options.ts lists the
 * flags). Prints where it listens; SIGINT or SIGTERM writes the world and exits.
 */
// Node has no IndexedDB: the sim's Dexie storage runs on fake-indexeddb, which must exist before the sim opens.
import 'fake-indexeddb/auto';
import { SIM_TRADING_PUSHER } from '@contract/trading';
import { startHost } from './host';
import { parseHostArgs, USAGE } from './options';

async function main(): Promise<void> {
  let options: ReturnType<typeof parseHostArgs>;
  try {
    options = parseHostArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (options.help) return console.log(USAGE);

  const host = await startHost(options);
  const ws = host.url.replace(/^http/, 'ws');
  const extras = [
    options.staticDir ? `client ${host.url}/` : null,
    options.qa ? `QA ${host.url}/__sim` : null,
    options.origin ? `CORS ${options.origin}` : null,
  ].filter(Boolean);
  console.log(
    `Sim server (seed ${options.seed}, ${options.dataDir ? `data ${options.dataDir}` : 'in memory'}) on ` +
      `${host.url}  realtime ${ws}/app/${options.key} and ${ws}/app/${SIM_TRADING_PUSHER.key}` +
      (extras.length > 0 ? `  ${extras.join('  ')}` : ''),
  );

  const stop = (signal: string) => {
    console.log(`${signal}: closing the world`);
    host.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  // The sim also runs in a browser's worker, where a promise rejected with no handler is only reported. Here it
  // would end the process, and with it every world the host serves (a QA host has one per test): it is logged.
  process.on('unhandledRejection', (reason) => console.error('[server] unhandled rejection', reason));
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  // A refused start (a port in use, a missing build) reads best as its message alone.
  console.error(error instanceof Error ? `Cannot start: ${error.message}` : error);
  process.exit(1);
});
