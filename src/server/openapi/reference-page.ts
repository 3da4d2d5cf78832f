/**
 * The browsable API reference: Swagger UI from the installed swagger-ui-dist, served by the Node host itself
 * (routes.ts), so the page works offline: no CDN, and the online validator badge is off (validatorUrl: null).
 * "Try it out" calls the same host; the page copies the XSRF-TOKEN cookie into X-XSRF-TOKEN as the app does.
 */
export const DOCS_PATH = '/docs';
export const DOCUMENT_PATH = '/openapi.json';
export const SWAGGER_UI_PATH = `${DOCS_PATH}/swagger-ui`;

const init = `
window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '${DOCUMENT_PATH}',
    dom_id: '#api',
    deepLinking: true,
    validatorUrl: null,
    withCredentials: true,
    docExpansion: 'none',
    filter: true,
    showExtensions: true,
    requestInterceptor: function (request) {
      var match = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/);
      if (match) request.headers['X-XSRF-TOKEN'] = decodeURIComponent(match[1]);
      return request;
    },
  });
});`;

export const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Casino harness API reference</title>
    <link rel="icon" type="image/png" href="${SWAGGER_UI_PATH}/favicon-32x32.png" />
    <link rel="stylesheet" href="${SWAGGER_UI_PATH}/swagger-ui.css" />
    <style>
      body { margin: 0; background: #fafafa; }
      .swagger-ui .topbar { display: none; }
      /* The answers' links column is empty here and pushes the table past a phone's width. */
      @media (max-width: 600px) { .swagger-ui .response-col_links { display: none; } }
    </style>
  </head>
  <body>
    <main id="api"></main>
    <noscript>The API reference needs JavaScript; the document itself is at ${DOCUMENT_PATH}.</noscript>
    <script src="${SWAGGER_UI_PATH}/swagger-ui-bundle.js"></script>
    <script>${init}
    </script>
  </body>
</html>
`;
