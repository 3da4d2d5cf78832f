/**
 * The CSRF header of HttpTransport (ARCHITECTURE.md "The seam"). A page the server renders carries its token
 * in `<meta name="csrf-token">`, sent as X-CSRF-TOKEN. A static build carries only the placeholder below, so
 * it follows Laravel Sanctum's SPA flow instead: `GET /sanctum/csrf-cookie` sets the XSRF-TOKEN cookie
 * (URL-encoded), sent back decoded as X-XSRF-TOKEN. The cookie is readable from the page only when the API
 * sets it for a domain the page shares (Sanctum's SESSION_DOMAIN, e.g. .operator.example).
 */

/** What index.html holds in the csrf-token meta of a static build: a server rendering the page replaces it. */
export const CSRF_META_PLACEHOLDER = 'csrf-token-rendered-by-the-server';

const XSRF_COOKIE = 'XSRF-TOKEN';

/** Where the token comes from: the page's meta tag and its cookies (tests pass their own). */
export interface CsrfSource {
  meta(): string | null;
  cookies(): string;
}

export const documentCsrfSource: CsrfSource = {
  meta: () => globalThis.document?.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? null,
  cookies: () => globalThis.document?.cookie ?? '',
};

function readCookie(cookies: string, name: string): string | null {
  for (const entry of cookies.split(';')) {
    const at = entry.indexOf('=');
    if (at < 0 || entry.slice(0, at).trim() !== name) continue;
    const raw = entry.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw) || null;
    } catch {
      return raw || null;
    }
  }
  return null;
}

/** Only these methods change state; Sanctum checks the token on them alone. */
export const isStateChanging = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

export class SanctumCsrf {
  private priming: Promise<void> | null = null;

  /** `prime` fetches /sanctum/csrf-cookie with credentials, so the API sets the cookie. */
  constructor(
    private readonly source: CsrfSource,
    private readonly prime: () => Promise<void>,
  ) {}

  /** The server-rendered token; never the build's placeholder, which no API would accept. */
  private rendered(): string | null {
    const token = this.source.meta()?.trim();
    return token && token !== CSRF_META_PLACEHOLDER ? token : null;
  }

  header(): Record<string, string> {
    const rendered = this.rendered();
    if (rendered) return { 'X-CSRF-TOKEN': rendered };
    const cookie = readCookie(this.source.cookies(), XSRF_COOKIE);
    return cookie ? { 'X-XSRF-TOKEN': cookie } : {};
  }

  /**
   * Before a state-changing request: with no rendered token and no cookie yet, asks for the cookie, once
   * (later answers refresh it). A failed attempt is forgotten so that the next request tries again.
   */
  async beforeStateChange(): Promise<void> {
    if (this.rendered() || readCookie(this.source.cookies(), XSRF_COOKIE)) return;
    this.priming ??= this.prime().catch((error: unknown) => {
      this.priming = null;
      throw error;
    });
    await this.priming;
  }
}
