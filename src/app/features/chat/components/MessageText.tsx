import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

const EMOJI_TOKEN = /:([\w+-]+):/g;
const REGEXP_SPECIALS = /[.*+?^${}()|[\]\\]/g;

/** The rain recipients' link (community.md §2 "Routes referenced"). */
const userPath = (userId: string) => `/user/${userId}`;

/**
 * Text with the loaded packs' `:token:`s as images (community.md §5). The text stays React text, which React
 * escapes: markup typed in chat shows as typed and is never parsed.
 */
export function withEmoji(text: string, emoji: ReadonlyMap<string, string>): ReactNode[] {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(EMOJI_TOKEN)) {
    const path = emoji.get(match[1]!);
    if (!path) continue;
    if (match.index > from) parts.push(text.slice(from, match.index));
    parts.push(
      <img
        key={match.index}
        className="chat-emoji"
        src={path}
        alt={match[0]}
        title={match[0]}
        width={20}
        height={20}
      />,
    );
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

export interface MessageTextProps {
  text: string;
  emoji: ReadonlyMap<string, string>;
  /** Players the text names (a tip or rain notice): their names link to their page. */
  users?: readonly { _id: string; name: string }[] | undefined;
}

export function MessageText({ text, emoji, users = [] }: MessageTextProps) {
  if (users.length === 0) return <>{withEmoji(text, emoji)}</>;
  const idByName = new Map(users.map((user) => [user.name, user._id]));
  // Longest names first, so that 'Bob Jr' is not cut at 'Bob'; whole names only.
  const names = [...idByName.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(
    `(?<![\\w])(${names.map((name) => name.replace(REGEXP_SPECIALS, '\\$&')).join('|')})(?![\\w])`,
  );
  return (
    <>
      {text.split(pattern).map((part, index) =>
        index % 2 === 1 ? (
          <Link key={index} to={userPath(idByName.get(part)!)}>
            {part}
          </Link>
        ) : (
          <Fragment key={index}>{withEmoji(part, emoji)}</Fragment>
        ),
      )}
    </>
  );
}
