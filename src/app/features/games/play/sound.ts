/** Short result tones when sound is on (footer's sound toggle); silent where the browser has no Web Audio. */
import { useAppStore } from '../../../stores/app-store';

let context: AudioContext | null = null;

const TONES = { win: [660, 880], lose: [330, 220] } as const;

export function playResultSound(kind: keyof typeof TONES): void {
  if (!useAppStore.getState().sound) return;
  const Audio = globalThis.AudioContext;
  if (typeof Audio !== 'function') return;
  try {
    context ??= new Audio();
    const start = context.currentTime;
    TONES[kind].forEach((frequency, index) => {
      const oscillator = context!.createOscillator();
      const gain = context!.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.06, start + index * 0.09);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + index * 0.09 + 0.12);
      oscillator.connect(gain).connect(context!.destination);
      oscillator.start(start + index * 0.09);
      oscillator.stop(start + index * 0.09 + 0.13);
    });
  } catch {
    // Sound is a nicety: a browser refusing audio (autoplay policy) changes nothing.
  }
}
