/** Paths of the floor's pages (platform.md §2). */
export const providerPath = (provider: string) => `/casino/game/provider/${encodeURIComponent(provider)}`;
export const categoryPath = (tag: string) => `/casino/${tag}`;
export const ALL_PROVIDERS_PATH = '/provider/all';
