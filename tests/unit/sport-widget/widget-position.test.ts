/** The live widget's place: kept inside the viewport, moved by drag and arrow keys, remembered in storage. */
import { describe, expect, it } from 'vitest';
import {
  clampPosition,
  defaultPosition,
  draggedPosition,
  KEYBOARD_STEP,
  keyedPosition,
  readPosition,
  WIDGET_POSITION_KEY,
  writePosition,
} from '../../../src/app/features/sport-widget/widget-position';

const VIEWPORT = { width: 1440, height: 900 };
const SIZE = { width: 360, height: 420 };

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('widget bounds', () => {
  it('keeps the whole box inside the viewport on every side', () => {
    expect(clampPosition({ x: -50, y: -10 }, SIZE, VIEWPORT)).toEqual({ x: 0, y: 0 });
    expect(clampPosition({ x: 5000, y: 5000 }, SIZE, VIEWPORT)).toEqual({ x: 1080, y: 480 });
    expect(clampPosition({ x: 200.4, y: 300.6 }, SIZE, VIEWPORT)).toEqual({ x: 200, y: 301 });
  });

  it('pins a box larger than the viewport to its top-left corner', () => {
    expect(clampPosition({ x: 40, y: 40 }, SIZE, { width: 300, height: 390 })).toEqual({ x: 0, y: 0 });
  });

  it('opens at the bottom-right corner, clear of the edges', () => {
    expect(defaultPosition(SIZE, VIEWPORT)).toEqual({ x: 1064, y: 464 });
    expect(defaultPosition(SIZE, { width: 390, height: 844 })).toEqual({ x: 14, y: 408 });
  });

  it('follows the pointer from where the drag started', () => {
    expect(draggedPosition({ x: 100, y: 200 }, { x: 500, y: 500 }, { x: 420, y: 560 })).toEqual({
      x: 20,
      y: 260,
    });
  });

  it('moves one step per arrow key and ignores other keys', () => {
    expect(keyedPosition({ x: 100, y: 100 }, 'ArrowLeft')).toEqual({ x: 100 - KEYBOARD_STEP, y: 100 });
    expect(keyedPosition({ x: 100, y: 100 }, 'ArrowDown')).toEqual({ x: 100, y: 100 + KEYBOARD_STEP });
    expect(keyedPosition({ x: 100, y: 100 }, 'Enter')).toBeNull();
  });
});

describe('widget persistence', () => {
  it('reads back what it wrote', () => {
    const storage = memoryStorage();
    writePosition(storage, { x: 12, y: 34 });
    expect(storage.values.get(WIDGET_POSITION_KEY)).toBe('{"x":12,"y":34}');
    expect(readPosition(storage)).toEqual({ x: 12, y: 34 });
  });

  it('treats nothing, broken JSON and non-numbers as no position', () => {
    expect(readPosition(memoryStorage())).toBeNull();
    expect(readPosition(memoryStorage({ [WIDGET_POSITION_KEY]: '{x:' }))).toBeNull();
    expect(readPosition(memoryStorage({ [WIDGET_POSITION_KEY]: '{"x":"1","y":2}' }))).toBeNull();
    expect(readPosition(memoryStorage({ [WIDGET_POSITION_KEY]: '[1,2]' }))).toBeNull();
  });

  it('survives a storage that refuses to write', () => {
    const refusing = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writePosition(refusing, { x: 1, y: 2 })).not.toThrow();
  });
});
