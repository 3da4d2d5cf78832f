import { TOKEN_PRICE_FAULT } from '@contract/token';
import type { HarnessHandle } from '../../../transport';
import { refreshTokenPrice } from '../../token/token-price-store';
import { attempt } from '../attempt';

export function FaultSection({ harness }: { harness: HarnessHandle }) {
  return (
    <section aria-labelledby="sim-panel-faults">
      <h3 id="sim-panel-faults">Faults on the next call</h3>
      <div className="sim-panel__row">
        <button
          type="button"
          className="button"
          onClick={() =>
            void attempt(
              async () => harness.control.injectFault({ type: 'sessionExpired' }),
              'Armed: HTTP 419',
            )
          }
        >
          Session expired (419)
        </button>
        <button
          type="button"
          className="button"
          onClick={() =>
            void attempt(async () => harness.control.injectFault({ type: 'twoFactor' }), 'Armed: code -1024')
          }
        >
          Two-factor challenge (-1024)
        </button>
        {/* Every price call fails with -10 until cleared; the token box asks at once instead of in a minute. */}
        <button
          type="button"
          className="button"
          onClick={() =>
            void attempt(async () => {
              await harness.control.injectFault(TOKEN_PRICE_FAULT);
              await refreshTokenPrice();
            }, 'Armed: token price -10 until cleared')
          }
        >
          Token price unavailable (-10)
        </button>
        <button
          type="button"
          className="button"
          onClick={() =>
            void attempt(async () => {
              await harness.control.clearFaults();
              await refreshTokenPrice();
            }, 'Faults cleared')
          }
        >
          Clear faults
        </button>
      </div>
    </section>
  );
}
