import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { apiDocs } from '../../../src/server/openapi/routes';

describe('the API docs sub-app', () => {
  const app = apiDocs();

  it('serves the document', async () => {
    const response = await app.request('/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect((await response.json()).openapi).toBe('3.1.0');
  });

  it('serves the reference page and the Swagger UI files it loads, from this host only', async () => {
    const page = await (await app.request('/docs')).text();
    expect(page).toContain('/docs/swagger-ui/swagger-ui-bundle.js');
    expect(page).toContain("url: '/openapi.json'");
    expect(page).not.toMatch(/https?:\/\//);
    const bundle = await app.request('/docs/swagger-ui/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    expect((await bundle.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });

  it('works mounted the way the host mounts it', async () => {
    const host = new Hono().route('/', apiDocs());
    expect((await host.request('/openapi.json')).status).toBe(200);
    expect((await host.request('/docs')).headers.get('content-type')).toContain('text/html');
  });

  it('serves no other file', async () => {
    expect((await app.request('/docs/swagger-ui/package.json')).status).toBe(404);
    expect((await app.request('/docs/swagger-ui/..%2F..%2Fpackage.json')).status).toBe(404);
  });
});
