/**
 * Runs a repo script under plain `node --import tsx` (as the Node host runs the sim, without Vite) and reads the
 * JSON it prints: what only Vite or vitest accepts fails there.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export function jsonFromNodeScript<T>(script: string): T {
  const output = execFileSync(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(output) as T;
}
