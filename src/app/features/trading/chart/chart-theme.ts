/**
 * The chart's colours, read from the site's theme variables (styles/themes.css) so that the chart follows
 * the theme the player picked, and the library's options built from them.
 */
import { ColorType, CrosshairMode, LineStyle, type DeepPartial, type ChartOptions } from 'lightweight-charts';

export interface ChartColours {
  background: string;
  text: string;
  grid: string;
  up: string;
  down: string;
  accent: string;
  warning: string;
  font: string;
}

function variable(styles: CSSStyleDeclaration, name: string, fallback: string): string {
  return styles.getPropertyValue(name).trim() || fallback;
}

export function readChartColours(element: Element): ChartColours {
  const styles = getComputedStyle(element);
  return {
    background: variable(styles, '--bg-elevated', '#1a1d24'),
    text: variable(styles, '--text-muted', '#9aa1ad'),
    grid: variable(styles, '--border', '#2a2f3a'),
    up: variable(styles, '--success', '#2ecc71'),
    down: variable(styles, '--danger', '#ef4d5a'),
    accent: variable(styles, '--accent', '#f5b301'),
    warning: variable(styles, '--warning', '#f39c12'),
    font: variable(styles, '--font', 'system-ui, sans-serif'),
  };
}

/**
 * A hex colour at an opacity (the volume bars are faint versions of the candle colours), as rgba(), which
 * the library's colour parser reads; any other notation is kept as it is.
 */
export function faint(colour: string, alpha: number): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour)?.[1];
  if (!hex) return colour;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [red, green, blue] = [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16));
  return `rgba(${red}, ${green}, ${blue}, ${alpha})`;
}

export function chartOptions(colours: ChartColours): DeepPartial<ChartOptions> {
  return {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: colours.background },
      textColor: colours.text,
      fontFamily: colours.font,
      // The library's licence asks for its attribution; the logo is drawn in the page, nothing is fetched.
      attributionLogo: true,
    },
    grid: {
      vertLines: { color: faint(colours.grid, 0.6) },
      horzLines: { color: faint(colours.grid, 0.6) },
    },
    crosshair: {
      mode: CrosshairMode.Normal,
      vertLine: { style: LineStyle.Dashed },
      horzLine: { style: LineStyle.Dashed },
    },
    rightPriceScale: { borderColor: colours.grid },
    timeScale: { borderColor: colours.grid, timeVisible: true, secondsVisible: false, rightOffset: 4 },
  };
}
