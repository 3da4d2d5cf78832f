/**
 * The emoji packs and the local emulation of the third-party sticker service (community.md §5 "Sticker
 * search", §7, §9: pages of 80). The catalogue is composed from fixtures/chat/stickers.json: every expression
 * with every prop, in that order, each with its generated image under public/chat/stickers/ (drawn by
 * scripts/chat-art.ts) and the tags of both. A search keeps the stickers whose every word of `q` starts one
 * of their tags or title words, in catalogue order.
 */
import emojiPacks from '@fixtures/chat/emoji-packs.json';
import stickerParts from '@fixtures/chat/stickers.json';
import type { EmojiPack, Sticker } from '@contract/index';

export const EMOJI_PACKS: readonly EmojiPack[] = emojiPacks;

interface CatalogueSticker extends Sticker {
  words: string[];
}

const STICKER_DIR = '/chat/stickers';

export const STICKERS: readonly CatalogueSticker[] = stickerParts.expressions.flatMap((expression) =>
  stickerParts.props.map((prop) => {
    const id = `${expression.id}-${prop.id}`;
    const title = `${expression.title} ${prop.title}`;
    const words = [...new Set([...expression.tags, ...prop.tags, ...title.toLowerCase().split(/\s+/)])];
    return { id, url: `${STICKER_DIR}/${id}.svg`, title, words };
  }),
);

const byUrl = new Map(STICKERS.map((sticker) => [sticker.url, sticker]));

export const stickerByUrl = (url: string): Sticker | undefined => {
  const found = byUrl.get(url);
  return found && { id: found.id, url: found.url, title: found.title };
};

const queryWords = (q: string | null | undefined) =>
  (q ?? '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);

export function searchStickers(input: {
  q?: string | null | undefined;
  limit: number;
  skip: number;
}): Sticker[] {
  const words = queryWords(input.q);
  const matching =
    words.length === 0
      ? STICKERS
      : STICKERS.filter((sticker) =>
          words.every((word) => sticker.words.some((tag) => tag.startsWith(word))),
        );
  return matching
    .slice(input.skip, input.skip + input.limit)
    .map(({ id, url, title }) => ({ id, url, title }));
}
