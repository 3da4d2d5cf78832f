// @vitest-environment jsdom
/**
 * HttpTransport at the seam: Sanctum's SPA CSRF flow when the page carries no server-rendered token, and
 * answers it cannot read (HTML, truncated JSON, a body that breaks off) as ApiError, never as a value.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@contract/index';
import { CSRF_META_PLACEHOLDER } from '../../../src/app/transport/csrf';
import { httpTransportWith } from './fake-http';
import { apiFailure } from './helpers';

const ISSUED = 'eyJpdiI6Ik1h/b+c==';

function clearCookies(): void {
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** A fake API: /sanctum/csrf-cookie sets the XSRF-TOKEN cookie (URL-encoded, as Laravel does). */
function fakeApi(answer: () => Response = () => new Response('{"ok":true}', { status: 200 })) {
  const { fetch, transport } = httpTransportWith((url) => {
    if (url.endsWith('/sanctum/csrf-cookie')) {
      document.cookie = `XSRF-TOKEN=${encodeURIComponent(ISSUED)}; path=/`;
      return new Response(null, { status: 204 });
    }
    return answer();
  });
  const headersOf = (index: number) => fetch.mock.calls[index]![1]!.headers as Record<string, string>;
  const urls = () => fetch.mock.calls.map(([url]) => String(url));
  return { fetch, transport, headersOf, urls };
}

beforeEach(clearCookies);
afterEach(clearCookies);

describe('CSRF header', () => {
  it("ships index.html with the build's placeholder, which the transport knows", () => {
    const html = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8');
    expect(html).toContain(`<meta name="csrf-token" content="${CSRF_META_PLACEHOLDER}" />`);
  });

  it('sends a server-rendered meta token as X-CSRF-TOKEN and fetches no cookie', async () => {
    document.head.innerHTML = '<meta name="csrf-token" content="rendered-by-server">';
    const { transport, headersOf, urls } = fakeApi();
    await transport.request('POST', '/api/vip');
    expect(urls()).toEqual(['https://api.operator.example/api/vip']);
    expect(headersOf(0)['X-CSRF-TOKEN']).toBe('rendered-by-server');
    expect(headersOf(0)).not.toHaveProperty('X-XSRF-TOKEN');
  });

  it('with the placeholder, fetches the cookie once before the first POST and sends it decoded', async () => {
    document.head.innerHTML = `<meta name="csrf-token" content="${CSRF_META_PLACEHOLDER}">`;
    const { fetch, transport, headersOf, urls } = fakeApi();
    await transport.request('POST', '/auth/login', { login: 'a', password: 'b' });
    await transport.request('POST', '/api/vip');
    expect(urls()).toEqual([
      'https://api.operator.example/sanctum/csrf-cookie',
      'https://api.operator.example/auth/login',
      'https://api.operator.example/api/vip',
    ]);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'GET', credentials: 'include' });
    for (const index of [1, 2]) {
      expect(headersOf(index)['X-XSRF-TOKEN']).toBe(ISSUED);
      expect(headersOf(index)).not.toHaveProperty('X-CSRF-TOKEN');
    }
  });

  it('without a meta tag, uses a cookie already there and fetches none; a GET needs none', async () => {
    document.head.innerHTML = '';
    const { transport, headersOf, urls } = fakeApi();
    await transport.request('GET', '/api/user');
    expect(urls()).toEqual(['https://api.operator.example/api/user']);
    document.cookie = `XSRF-TOKEN=${encodeURIComponent('from-earlier')}; path=/`;
    await transport.request('POST', '/api/vip');
    expect(urls()).toHaveLength(2);
    expect(headersOf(1)['X-XSRF-TOKEN']).toBe('from-earlier');
  });

  it('never sends the placeholder to the API', async () => {
    document.head.innerHTML = `<meta name="csrf-token" content="${CSRF_META_PLACEHOLDER}">`;
    const { fetch, transport } = fakeApi();
    await transport.request('GET', '/api/user');
    await transport.request('POST', '/api/vip');
    for (const [, init] of fetch.mock.calls) {
      expect(Object.values(init!.headers as Record<string, string>)).not.toContain(CSRF_META_PLACEHOLDER);
    }
  });
});

/** A body that sends its first bytes, then breaks off as a dropped connection does. */
function brokenBody(status: number): Response {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"user":{"_id":'));
      controller.error(new TypeError('network error'));
    },
  });
  return new Response(stream, { status });
}

describe('answers the client cannot read', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="csrf-token" content="rendered-by-server">';
  });

  it('turns a 200 HTML page into an ApiError', async () => {
    const html = '<!doctype html><html><body>Maintenance</body></html>';
    const { transport } = fakeApi(
      () => new Response(html, { status: 200, headers: { 'Content-Type': 'text/html' } }),
    );
    const error = await apiFailure(transport.request('GET', '/api/user'));
    expect(error).toMatchObject({ status: 0, code: 0, message: MESSAGES.unreadableAnswer });
    expect(String((error.cause as Error).message)).toMatch(/GET \/api\/user.*not JSON/);
  });

  it('turns truncated JSON into an ApiError', async () => {
    const { transport } = fakeApi(() => new Response('{"user":{"_id":"u1","na', { status: 200 }));
    const error = await apiFailure(transport.request('POST', '/auth/login', {}));
    expect(error).toMatchObject({ status: 0, message: MESSAGES.unreadableAnswer });
  });

  it('turns a body that breaks off mid-read into an ApiError', async () => {
    const { transport } = fakeApi(() => brokenBody(200));
    const error = await apiFailure(transport.request('GET', '/api/user'));
    expect(error).toMatchObject({ status: 0, code: 0, message: MESSAGES.connectionLost });
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it("keeps a refusal's status when its body breaks off, so a 419 is still a 419", async () => {
    const { transport } = fakeApi(() => brokenBody(419));
    await expect(transport.request('GET', '/api/user')).rejects.toMatchObject({ status: 419, code: 419 });
  });

  it('still reads an empty 2xx body as null', async () => {
    const { transport } = fakeApi(() => new Response(null, { status: 204 }));
    await expect(transport.request('GET', '/auth/logout')).resolves.toBeNull();
  });
});
