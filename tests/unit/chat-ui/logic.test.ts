import { describe, expect, it } from 'vitest';
import type { VipData } from '@contract/index';
import { channelForPage, chatLanguage } from '../../../src/app/features/chat/channel';
import {
  commandsFor,
  findCommand,
  parseCommand,
  withoutTrailingDot,
} from '../../../src/app/features/chat/commands';
import { shortName, staffRole } from '../../../src/app/features/chat/names';
import { withoutNewlines } from '../../../src/app/features/chat/room/use-chat-sender';
import { catalogueText, sendErrorText } from '../../../src/app/features/chat/texts';
import { nextBarLevel, vipProgress } from '../../../src/app/features/profile/vip-progress';
import { apiError, VIP_LEVELS } from './fakes';

describe('command parsing', () => {
  it('splits the command from its argument, case-insensitively', () => {
    expect(parseCommand('/USER bob')).toEqual({ name: 'user', argument: 'bob' });
    expect(parseCommand('  /bet   41  ')).toEqual({ name: 'bet', argument: '41' });
    expect(parseCommand('/online')).toEqual({ name: 'online', argument: '' });
    expect(parseCommand('hello')).toBeNull();
  });

  it("removes one trailing '.' from name arguments only", () => {
    expect(parseCommand('/user bob.')?.argument).toBe('bob');
    expect(parseCommand('/ignore bob..')?.argument).toBe('bob.');
    expect(parseCommand('/unmute j.doe')?.argument).toBe('j.doe');
    expect(parseCommand('/unignore j.doe.')?.argument).toBe('j.doe');
    // A bet id is not a name.
    expect(parseCommand('/bet 41.')?.argument).toBe('41.');
    expect(withoutTrailingDot('a.b.')).toBe('a.b');
  });

  it("gives moderators' commands to moderators only", () => {
    expect(commandsFor(false).map((command) => command.name)).toEqual(['user', 'bet', 'ignore', 'unignore']);
    expect(commandsFor(true).map((command) => command.name)).toEqual([
      'user',
      'bet',
      'ignore',
      'unignore',
      'online',
      'quiz',
      'unmute',
    ]);
    expect(findCommand('online', false)).toBeNull();
    expect(findCommand('online', true)?.name).toBe('online');
    expect(findCommand('nope', true)).toBeNull();
  });
});

describe('display names and roles', () => {
  it('shortens a name with a space to the first word and the initial of the second', () => {
    expect(shortName('John Smith')).toBe('John S.');
    expect(shortName('Mary Ann Lee')).toBe('Mary A.');
    expect(shortName('alice')).toBe('alice');
    expect(shortName(' bob ')).toBe('bob');
  });

  it('highlights admins before moderators', () => {
    expect(staffRole({ access: [{ id: '*' }, { id: 'chat_moderator' }] })).toBe('admin');
    expect(staffRole({ access: [{ id: 'chat_moderator' }] })).toBe('moderator');
    expect(staffRole({ access: [] })).toBeNull();
  });
});

describe('texts', () => {
  it('maps the catalogue keys to texts and passes other texts through', () => {
    expect(catalogueText('chat.error.length')).toBe('Messages must be 1 to 200 characters.');
    expect(catalogueText('chat.error.muted')).toBe('You are muted.');
    expect(catalogueText('general.error.unknown_user')).toBe('Unknown user.');
    expect(catalogueText('general.error.unknown_game')).toBe('Unknown bet.');
    expect(catalogueText('Unknown username')).toBe('Unknown username');
  });

  it('reads a send refusal by its code', () => {
    expect(sendErrorText(apiError(400, { code: 1, message: 'anything' }))).toBe(
      'Messages must be 1 to 200 characters.',
    );
    expect(sendErrorText(apiError(429, { code: 3, message: 'chat.error.slow_mode' }))).toBe(
      'Slow mode: one message every 5 seconds.',
    );
    expect(sendErrorText(new Error('offline'))).toBe('Internal server error');
  });

  it('removes every kind of newline', () => {
    expect(withoutNewlines('a\nb\r\nc\u2028d')).toBe('abcd');
  });
});

describe('rooms', () => {
  it('chats in the sport room on sport pages and the sportsbook, else in the casino room', () => {
    expect(channelForPage('/', 'en')).toBe('casino_en');
    expect(channelForPage('/casino/game/limbo', 'en')).toBe('casino_en');
    expect(channelForPage('/sport/category/1', 'en')).toBe('sport_en');
    expect(channelForPage('/sportsbook', 'en')).toBe('sport_en');
    expect(channelForPage('/sportsbooks', 'en')).toBe('casino_en');
    expect(chatLanguage('en-GB')).toBe('en');
    expect(chatLanguage('')).toBe('en');
  });
});

describe('VIP progress', () => {
  const data = (deposited: number, wagered: number): VipData => ({ type: 'data', deposited, wagered });

  it('is the mean of the deposit and wager progress toward the next level, each capped at 100', () => {
    // Level 1 → 2 needs 200 deposited and 2000 wagered.
    expect(vipProgress(1, VIP_LEVELS, data(100, 500))).toBe(37.5);
    expect(vipProgress(1, VIP_LEVELS, data(1000, 500))).toBe(62.5);
    expect(vipProgress(1, VIP_LEVELS, null)).toBe(0);
  });

  it('is 100 from level 8, and the bar stops at 8', () => {
    expect(vipProgress(8, VIP_LEVELS, null)).toBe(100);
    expect(vipProgress(9, [], null)).toBe(100);
    expect(nextBarLevel(3)).toBe(4);
    expect(nextBarLevel(8)).toBe(8);
  });
});
