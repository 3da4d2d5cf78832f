/**
 * A structural diff of two JSON answers: each difference names its path (`body.balance`, `body.items[2].id`)
 * and the two values, which reads better for API answers than a line diff of pretty-printed JSON. Paths that
 * match an ignore pattern (scenario.ts, `ignore`) are skipped.
 */

export interface AnswerDifference {
  /** Display path, e.g. `body.items[2].id`. */
  path: string;
  kind: 'changed' | 'missing' | 'unexpected';
  expected?: unknown;
  actual?: unknown;
}

type Segment = string | number;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const displayPath = (segments: Segment[]) =>
  segments
    .map((segment, index) =>
      typeof segment === 'number' ? `[${segment}]` : index === 0 ? segment : `.${segment}`,
    )
    .join('');

/** Whether `segments` match the pattern's (`*` one segment, `**` any number, numbers as their text). */
function matches(pattern: string[], segments: Segment[]): boolean {
  const [head, ...rest] = pattern;
  if (head === undefined) return segments.length === 0;
  if (head === '**')
    return segments.some((_, skip) => matches(rest, segments.slice(skip))) || matches(rest, []);
  if (segments.length === 0) return false;
  return (head === '*' || head === String(segments[0])) && matches(rest, segments.slice(1));
}

/** Lists how `actual` differs from `expected`, leaving out paths matching `ignore`. */
export function diffAnswers(
  expected: unknown,
  actual: unknown,
  ignore: readonly string[] = [],
  root: Segment[] = [],
): AnswerDifference[] {
  const patterns = ignore.map((pattern) => pattern.split('.'));
  const differences: AnswerDifference[] = [];
  const walk = (left: unknown, right: unknown, path: Segment[]) => {
    if (patterns.some((pattern) => matches(pattern, path))) return;
    if (Array.isArray(left) && Array.isArray(right)) {
      for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
        const at = [...path, index];
        if (index >= right.length)
          differences.push({ path: displayPath(at), kind: 'missing', expected: left[index] });
        else if (index >= left.length)
          differences.push({ path: displayPath(at), kind: 'unexpected', actual: right[index] });
        else walk(left[index], right[index], at);
      }
      return;
    }
    if (isObject(left) && isObject(right)) {
      for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) {
        const at = [...path, key];
        if (!(key in right))
          differences.push({ path: displayPath(at), kind: 'missing', expected: left[key] });
        else if (!(key in left))
          differences.push({ path: displayPath(at), kind: 'unexpected', actual: right[key] });
        else walk(left[key], right[key], at);
      }
      return;
    }
    if (!Object.is(left, right))
      differences.push({ path: displayPath(path), kind: 'changed', expected: left, actual: right });
  };
  walk(expected, actual, root);
  return differences;
}

/** A value on one line, cut to `max` characters. */
export function shortJson(value: unknown, max = 120): string {
  const text = value === undefined ? 'undefined' : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Two different long strings, each cut to show where they part (a hash, an avatar's SVG). */
function cutWhereTheyPart(expected: string, actual: string, max: number): [string, string] {
  let at = 0;
  while (at < expected.length && expected[at] === actual[at]) at += 1;
  const from = Math.max(0, at - 20);
  const cut = (text: string) => {
    const part = JSON.stringify(text.slice(from)).slice(1, -1);
    return `"${from > 0 ? '…' : ''}${part.length > max ? `${part.slice(0, max)}…` : `${part}"`}`;
  };
  return [cut(expected), cut(actual)];
}

/**
 * One readable line per difference (`- body.balance: 10` / `+ body.balance: 12`), at most `limit` of them and a
 * line that counts the rest.
 */
export function formatDifferences(differences: readonly AnswerDifference[], limit = 20, max = 120): string[] {
  const lines = differences.slice(0, limit).flatMap(({ path, kind, expected, actual }) => {
    if (kind === 'missing') return [`- ${path}: ${shortJson(expected, max)}   (missing in the replay)`];
    if (kind === 'unexpected') return [`+ ${path}: ${shortJson(actual, max)}   (not in the recording)`];
    const [left, right] =
      typeof expected === 'string' && typeof actual === 'string'
        ? cutWhereTheyPart(expected, actual, max)
        : [shortJson(expected, max), shortJson(actual, max)];
    return [`- ${path}: ${left}`, `+ ${path}: ${right}`];
  });
  const more = differences.length - limit;
  return more > 0 ? [...lines, `… and ${more} more difference${more === 1 ? '' : 's'}`] : lines;
}
