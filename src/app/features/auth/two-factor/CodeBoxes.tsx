import type { ClipboardEvent, KeyboardEvent, RefObject } from 'react';
import { LIMITS } from '@contract/index';

export interface CodeBoxesProps {
  digits: readonly string[];
  disabled: boolean;
  boxes: RefObject<(HTMLInputElement | null)[]>;
  onChange: (digits: readonly string[]) => void;
}

const LAST = LIMITS.twoFactorDigits - 1;

/**
 * One box per digit. The spec's per-box max lengths (2 for the first five, 1 for the last) let a second
 * digit typed into a filled box spill over into the next one; focus follows the last digit written.
 */
export function CodeBoxes({ digits, disabled, boxes, onChange }: CodeBoxesProps) {
  function write(from: number, text: string) {
    const incoming = text.replace(/\D/g, '').slice(0, LIMITS.twoFactorDigits - from);
    const next = [...digits];
    if (incoming === '') {
      next[from] = '';
    } else {
      [...incoming].forEach((digit, offset) => (next[from + offset] = digit));
      boxes.current[Math.min(from + incoming.length, LAST)]?.focus();
    }
    onChange(next);
  }

  function paste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    if (pasted.length < 2) return;
    event.preventDefault();
    // A whole code fills every box whichever box it was pasted into.
    write(pasted.length >= LIMITS.twoFactorDigits ? 0 : index, pasted);
  }

  function keyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) boxes.current[index - 1]?.focus();
  }

  return (
    <div className="two-factor-boxes">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          aria-label={`Digit ${index + 1}`}
          className="two-factor-box"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={index === LAST ? 1 : 2}
          value={digit}
          disabled={disabled}
          onChange={(event) => write(index, event.target.value)}
          onPaste={(event) => paste(index, event)}
          onKeyDown={(event) => keyDown(index, event)}
        />
      ))}
    </div>
  );
}
