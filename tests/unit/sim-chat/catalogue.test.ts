/**
 * The emoji packs and the sticker service's local emulation (community.md §3 "Emoji pack", §5, §7, §9): packs
 * whose every file is an SVG shipped under public/ at its absolute URL path, and a deterministic catalogue of a
 * few hundred stickers searched by `q` and paged by `limit` (at most 80) and `skip`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import emojiFixture from '@fixtures/chat/emoji-packs.json';
import { CHAT_LIMITS, HTTP, type EmojiPack, type Sticker } from '@contract/index';
import { STICKERS } from '../../../src/sim/domains/chat';
import { post, startWorld } from './helpers';

const PUBLIC = join(process.cwd(), 'public');
const onDisk = (path: string) => join(PUBLIC, path.replace(/^\//, ''));

describe('emoji packs', () => {
  it('answers the fixture, to guests too: at least 2 packs of about 20', async () => {
    const world = await startWorld();
    const reply = await post<EmojiPack[]>(world, '/api/chat/emoji/packs', undefined, null);
    expect(reply.status).toBe(HTTP.ok);
    expect(reply.body).toEqual(emojiFixture);
    expect(reply.body.length).toBeGreaterThanOrEqual(2);
    for (const pack of reply.body) expect(pack.files.length).toBeGreaterThanOrEqual(18);
  });

  it('has unique :token: ids and an SVG on disk at every absolute path', () => {
    const ids = emojiFixture.flatMap((pack) => pack.files.map((file) => file.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const pack of emojiFixture) {
      for (const file of pack.files) {
        expect(file.id).toMatch(/^[a-z0-9_]+$/);
        expect(file.path).toBe(`/chat/emoji/${pack._id}/${file.id}.svg`);
        expect(existsSync(onDisk(file.path)), file.path).toBe(true);
        expect(readFileSync(onDisk(file.path), 'utf8')).toMatch(
          /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/,
        );
      }
    }
  });
});

describe('stickers', () => {
  const search = async (body: Record<string, unknown>) => {
    const world = await startWorld();
    return post<Sticker[]>(world, '/api/chat/stickers', body, null);
  };

  it('are a few hundred, each with an image on disk', () => {
    expect(STICKERS.length).toBeGreaterThanOrEqual(200);
    expect(new Set(STICKERS.map((sticker) => sticker.id)).size).toBe(STICKERS.length);
    for (const sticker of STICKERS) expect(existsSync(onDisk(sticker.url)), sticker.url).toBe(true);
  });

  it('page through the catalogue 80 at a time, in a fixed order', async () => {
    const first = (await search({ limit: 80, skip: 0 })).body;
    const second = (await search({ limit: 80, skip: 80 })).body;
    expect(first).toHaveLength(CHAT_LIMITS.stickerPageSize);
    expect(first[0]).toEqual({ id: STICKERS[0]!.id, url: STICKERS[0]!.url, title: STICKERS[0]!.title });
    expect(second[0]!.id).toBe(STICKERS[80]!.id);
    expect(new Set([...first, ...second].map((sticker) => sticker.id)).size).toBe(160);
    const last = (await search({ limit: 80, skip: STICKERS.length - 5 })).body;
    expect(last).toHaveLength(5);
    expect((await search({ limit: 80, skip: STICKERS.length })).body).toEqual([]);
    // Defaults: the first page.
    expect((await search({})).body).toEqual(first);
  });

  it('search by the words of `q`, each starting a tag or a title word', async () => {
    const rockets = (await search({ q: 'rocket', limit: 80, skip: 0 })).body;
    expect(rockets.length).toBe(14);
    expect(rockets.every((sticker) => sticker.id.endsWith('-rocket'))).toBe(true);

    const happyMoney = (await search({ q: '  Happy  MONEY', limit: 80, skip: 0 })).body;
    expect(happyMoney.map((sticker) => sticker.id)).toEqual(['happy-coin', 'happy-moneybag']);

    const jack = (await search({ q: 'jack', limit: 80, skip: 0 })).body.map((sticker) => sticker.id);
    expect(jack).toContain('party-seven');
    expect(jack).not.toContain('cool-cards');
    expect((await search({ q: 'black', limit: 80, skip: 0 })).body.map((sticker) => sticker.id)).toContain(
      'cool-cards',
    );

    expect((await search({ q: 'zzzzqqq', limit: 80, skip: 0 })).body).toEqual([]);
    const paged = (await search({ q: 'cards', limit: 3, skip: 2 })).body;
    const all = (await search({ q: 'cards', limit: 80, skip: 0 })).body;
    expect(paged).toEqual(all.slice(2, 5));
  });

  it.each([
    [{ limit: 81, skip: 0 }],
    [{ limit: 0, skip: 0 }],
    [{ limit: 10, skip: -1 }],
    [{ limit: 1.5, skip: 0 }],
  ])('refuses paging %j with 422', async (body) => {
    expect((await search(body)).status).toBe(HTTP.unprocessable);
  });
});
