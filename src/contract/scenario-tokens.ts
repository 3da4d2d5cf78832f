/**
 * Session tokens in a scenario file: a recording names each token it saw (`session-1`, ...) and writes
 * `<token:session-1>` wherever the token stood, in bodies and answers alike, so that a replay, whose world
 * issues its own tokens, maps each name to the token its own answer carried at the same place.
 */

export const tokenPlaceholder = (name: string) => `<token:${name}>`;

/** The name of a placeholder that fills a whole string, else null. */
export function placeholderName(value: string): string | null {
  return /^<token:([\w-]+)>$/.exec(value)?.[1] ?? null;
}

/** A copy of a JSON value with every string passed through `change`. */
export function mapStrings(value: unknown, change: (text: string) => string): unknown {
  if (typeof value === 'string') return change(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, change)]));
  return value;
}

/** Replaces each known token (raw -> name), wherever it stands in a string, by its placeholder. */
export function hideTokens(value: unknown, names: ReadonlyMap<string, string>): unknown {
  if (names.size === 0) return value;
  return mapStrings(value, (text) => {
    let hidden = text;
    for (const [raw, name] of names)
      if (hidden.includes(raw)) hidden = hidden.split(raw).join(tokenPlaceholder(name));
    return hidden;
  });
}

/** Replaces each placeholder by the token `tokenOf(name)` gives. */
export function showTokens(value: unknown, tokenOf: (name: string) => string): unknown {
  return mapStrings(value, (text) => text.replace(/<token:([\w-]+)>/g, (_, name: string) => tokenOf(name)));
}

/**
 * The names a recorded answer gives, with the value the live answer has at the same place: where the recording
 * shows a whole-string placeholder and the replay a string, that string is the replay's token for the name.
 */
export function tokensAtPlaceholders(recorded: unknown, live: unknown): Array<[name: string, token: string]> {
  if (typeof recorded === 'string') {
    const name = placeholderName(recorded);
    return name && typeof live === 'string' ? [[name, live]] : [];
  }
  if (typeof recorded !== 'object' || recorded === null || typeof live !== 'object' || live === null)
    return [];
  return Object.entries(recorded).flatMap(([key, item]) =>
    tokensAtPlaceholders(item, (live as Record<string, unknown>)[key]),
  );
}
