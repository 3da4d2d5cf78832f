import { THEME_LABELS, THEMES } from '@contract/index';
import { useAppStore } from '../../stores/app-store';
import { setTheme } from '../../stores/theme';

/** Colour theme picker: Dark, Gray, Blue, Green. */
export function ThemePicker() {
  const current = useAppStore((state) => state.theme);
  return (
    <fieldset className="theme-picker">
      <legend>Theme</legend>
      {THEMES.map((theme) => (
        <label key={theme} className="theme-picker__option" data-theme-swatch={theme}>
          <input
            type="radio"
            name="theme"
            value={theme}
            checked={current === theme}
            onChange={() => setTheme(theme)}
          />
          {THEME_LABELS[theme]}
        </label>
      ))}
    </fieldset>
  );
}
