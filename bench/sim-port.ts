/**
 * The sim behind a comlink port, for the benches: the worker's own API (exposeSim) on one end of a
 * MessageChannel and a comlink remote on the other, the hop the app makes to the sim worker.
 *
 * The sim is closed afterwards (`close()`), which stops its ticker, so Node exits when the benches end.
 */
import * as Comlink from 'comlink';
import type { SimBootOptions } from '@contract/index';
import { exposeSim, type SimWorkerApi } from '../src/workers/sim-worker-api';

export type SimRemote = Comlink.Remote<SimWorkerApi>;

/** Boots the worker API on a port with `options`, runs `use` against its remote, then tears everything down. */
export async function withSimPort<T>(
  options: SimBootOptions,
  use: (remote: SimRemote) => Promise<T>,
): Promise<T> {
  const { port1: workerSide, port2: appSide } = new MessageChannel();
  exposeSim(workerSide);
  const remote = Comlink.wrap<SimWorkerApi>(appSide);
  try {
    await remote.boot(options);
    return await use(remote);
  } finally {
    await remote.close();
    remote[Comlink.releaseProxy]();
    appSide.close();
    workerSide.close();
  }
}
