/**
 * The API document and its reference page as a hono sub-app, mounted by the Node host with
 * `app.route('/', apiDocs())`: GET /openapi.json, GET /docs and the Swagger UI files it loads.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { DOCS_PATH, DOCUMENT_PATH, REFERENCE_PAGE, SWAGGER_UI_PATH } from './reference-page';

/** The only files the page loads; an allowlist, so no request path ever reaches the file system. */
const SWAGGER_UI_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const swaggerUiDir = () => dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

export function apiDocs(): Hono {
  const app = new Hono();
  const files = new Map<string, Promise<Buffer>>();

  // The builder and every schema load on the first request, not when the host starts.
  app.get(DOCUMENT_PATH, async (c) => {
    const { apiDocumentJson } = await import('./document');
    return c.body(apiDocumentJson(), 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
  app.get(DOCS_PATH, (c) => c.html(REFERENCE_PAGE));
  app.get(`${DOCS_PATH}/`, (c) => c.redirect(DOCS_PATH, 301));
  app.get(`${SWAGGER_UI_PATH}/:file`, async (c) => {
    const name = c.req.param('file');
    const type = Object.hasOwn(SWAGGER_UI_FILES, name) ? SWAGGER_UI_FILES[name] : undefined;
    if (!type) return c.notFound();
    if (!files.has(name)) files.set(name, readFile(join(swaggerUiDir(), name)));
    const content = await files.get(name)!;
    return c.body(new Uint8Array(content), 200, {
      'Content-Type': type,
      'Cache-Control': 'public, max-age=86400',
    });
  });
  return app;
}
