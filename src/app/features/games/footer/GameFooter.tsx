import { useState } from 'react';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { useAppStore } from '../../../stores/app-store';
import { useGameSession } from '../stores/game-session-store';
import { HelpModal, rtpPercent } from './HelpModal';
import { SettingsModal } from './SettingsModal';

const ICONS = {
  settings:
    'M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1',
  help: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01',
  soundOn: 'M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11',
  soundOff: 'M4 9h4l5-4v14l-5-4H4zM17 9l5 6M22 9l-5 6',
  stats: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  quick: 'M13 2L4 14h7l-1 8l9-12h-7z',
} as const;

function FooterButton({
  icon,
  label,
  pressed,
  onClick,
}: {
  icon: keyof typeof ICONS;
  label: string;
  pressed?: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      className={pressed ? 'game-footer__button game-footer__button--on' : 'game-footer__button'}
      aria-pressed={pressed}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d={ICONS[icon]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{label}</span>
    </button>
  );
}

/** Footer buttons under the board (platform.md §2): settings, help, sound, stats and quick. */
export function GameFooter() {
  const [open, setOpen] = useState<'settings' | 'help' | null>(null);
  const { sound, quick, set } = useAppStore(useShallow(({ sound, quick, set }) => ({ sound, quick, set })));
  const statsOpen = useGameSession((state) => state.statsOpen);
  const setStatsOpen = useGameSession((state) => state.setStatsOpen);
  const rtp = useGameSession((state) => state.gameData?.rtp);
  const close = () => setOpen(null);

  return (
    <footer className="game-footer" aria-label="Game options">
      <div className="game-footer__buttons">
        <FooterButton icon="settings" label="Settings" onClick={() => setOpen('settings')} />
        <FooterButton icon="help" label="Help" onClick={() => setOpen('help')} />
        <FooterButton
          icon={sound ? 'soundOn' : 'soundOff'}
          label="Sound"
          pressed={sound}
          onClick={() => set({ sound: !sound })}
        />
        <FooterButton
          icon="stats"
          label="Stats"
          pressed={statsOpen}
          onClick={() => setStatsOpen(!statsOpen)}
        />
        <FooterButton icon="quick" label="Quick" pressed={quick} onClick={() => set({ quick: !quick })} />
      </div>
      <div className="game-footer__info">
        {rtp !== undefined && <span>RTP {rtpPercent(rtp)}</span>}
        <Link to="/fairness">Fairness</Link>
      </div>
      {open === 'settings' && <SettingsModal onClose={close} />}
      {open === 'help' && <HelpModal onClose={close} />}
    </footer>
  );
}
