import type { NotificationIcon } from '@contract/index';

/** One stroke path per kind of notification (24 × 24), in the app's icon style. */
const GLYPHS: Record<NotificationIcon, string> = {
  gift: 'M4 10h16v10H4zM2 7h20v3H2zM12 7v13M12 7c-2-4-6-4-6-1s6 1 6 1c2-4 6-4 6-1s-6 1-6 1',
  vip: 'M3 8l4 4l5-7l5 7l4-4l-2 11H5zM5 19h14',
  rakeback: 'M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3M18 3v4h-4M6 21v-4h4',
  cashback:
    'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M15 9c-.5-1-1.6-1.5-3-1.5c-1.7 0-3 .9-3 2s1 1.7 3 2s3 .9 3 2s-1.3 2-3 2c-1.4 0-2.5-.5-3-1.5M12 6v1.5M12 16.5V18',
  bonus: 'M12 3l2.7 5.6l6.1.9l-4.4 4.3l1 6.1L12 17l-5.4 2.9l1-6.1L3.2 9.5l6.1-.9z',
  affiliate:
    'M9 4a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7M2 20c.7-3.5 3.3-5.5 7-5.5s6.3 2 7 5.5M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14.8c2 .7 3.4 2.5 4 5.2',
  wheel: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 3v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6L5.6 18.4',
};
const FALLBACK = 'M6 9a6 6 0 0 1 12 0c0 6 3 7 3 7H3s3-1 3-7M10 20a2 2 0 0 0 4 0';

const glyphOf = (icon: string) => (icon in GLYPHS ? GLYPHS[icon as NotificationIcon] : FALLBACK);

/** The picture of a notification's kind; decorative (the text says what happened). */
export function NotificationGlyph({ icon }: { icon: string }) {
  return (
    <span className={`notification-glyph notification-glyph--${icon}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
        <path
          d={glyphOf(icon)}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}

/** The bell of the header button. */
export const BELL_PATH = FALLBACK;
