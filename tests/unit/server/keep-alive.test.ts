/**
 * The host keeps an idle keep-alive connection open longer than Node's default 5 s: a client that sends on
 * its pooled connection as the server closes it gets ECONNRESET, so clients must be the ones to close first.
 */
import { Agent, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { testHost } from './host-helpers';

/** A GET on the agent's pooled connection: whether it reused one, once the answer is read. */
function get(agent: Agent, url: string): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { agent }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, reused: sent.reusedSocket }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('the host', () => {
  it('keeps an idle keep-alive connection past Node’s 5 s default', async () => {
    const host = await testHost('ka-');
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await get(agent, `${host.url}/api/nothing-here`);
      expect(first).toEqual({ status: 404, reused: false });
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await get(agent, `${host.url}/api/nothing-here`)).toEqual({ status: 404, reused: true });
    } finally {
      agent.destroy();
    }
  });
});
