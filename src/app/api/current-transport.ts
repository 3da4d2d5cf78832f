import type { Transport } from '../transport/types';

let current: Transport | null = null;

export function setTransport(transport: Transport): void {
  current = transport;
}

export function getTransport(): Transport {
  if (!current) throw new Error('No transport: main.tsx sets it before the app renders.');
  return current;
}
