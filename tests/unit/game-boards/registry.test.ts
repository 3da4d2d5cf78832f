import { describe, expect, it } from 'vitest';
import { GAMES } from '@contract/index';
import { loadGameUi } from '../../../src/app/features/games/boards';

describe('boards registry', () => {
  it('loads the UI of every in-house game, each with its board, default data and help', async () => {
    for (const game of GAMES) {
      const ui = await loadGameUi(game.id);
      expect(ui.id).toBe(game.id);
      expect(typeof ui.Board).toBe('function');
      expect(ui.defaultData).toBeTruthy();
      expect(ui.help.length).toBeGreaterThanOrEqual(3);
      expect(ui.help.some((page) => /fairness/i.test(page.title))).toBe(true);
      if (game.chips) expect(typeof ui.wagerFromData).toBe('function');
    }
  });

  it('refuses an unknown game', async () => {
    await expect(loadGameUi('dice' as never)).rejects.toThrow('No board');
  });
});
