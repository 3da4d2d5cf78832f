/**
 * The build-time settings the client reads (src/app/transport/config.ts documents each). All optional: an
 * unset build is the sim with the demo seed.
 */
interface ImportMetaEnv {
  readonly VITE_TRANSPORT?: 'sim' | 'http';
  readonly VITE_API_URL?: string;
  readonly VITE_PUSHER_KEY?: string;
  readonly VITE_PUSHER_CLUSTER?: string;
  readonly VITE_PUSHER_HOST?: string;
  readonly VITE_PUSHER_PORT?: string;
  readonly VITE_TRADING_PUSHER_KEY?: string;
  readonly VITE_TRADING_PUSHER_CLUSTER?: string;
  readonly VITE_TRADING_PUSHER_HOST?: string;
  readonly VITE_TRADING_PUSHER_PORT?: string;
  readonly VITE_SIM_SEED?: string;
  readonly VITE_SIM_CLOCK_RATE?: string;
  readonly VITE_SIM_WORLD?: string;
  /** '1' lets a link point the build at another real API, only on VITE_TRANSPORT_OVERRIDE_ORIGINS. */
  readonly VITE_ALLOW_TRANSPORT_OVERRIDE?: string;
  /** Comma-separated origins a run-time override may name (API and broadcaster socket). */
  readonly VITE_TRANSPORT_OVERRIDE_ORIGINS?: string;
}
