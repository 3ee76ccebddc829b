import { tokens } from '@back-office/shared/fluent-core';
import type { Tone } from './chart-model';

/** The Fluent tokens each colour role takes, so the charts follow the light and dark themes. */
const TONE_TOKENS: Record<Tone, string> = {
  brand: tokens.colorBrandBackground,
  success: tokens.colorPaletteGreenBorderActive,
  danger: tokens.colorPaletteRedBorderActive,
  warning: tokens.colorPaletteMarigoldBorderActive,
  neutral: tokens.colorNeutralForeground3,
  info: tokens.colorPaletteBlueBorderActive,
  accent: tokens.colorPaletteBerryBorderActive,
};

export interface ChartColours {
  tones: Record<Tone, string>;
  text: string;
  grid: string;
  /** A doughnut's gaps between slices: the card's own background. */
  surface: string;
}

/** `var(--colorBrandBackground)` → `--colorBrandBackground`. */
const variableOf = (token: string) => /var\((--[^),\s]+)/.exec(token)?.[1] ?? token;

/**
 * A canvas cannot read CSS variables: the tokens are resolved where the chart is (inside the
 * FluentProvider that sets them) every time the theme changes.
 */
export function resolveChartColours(element: Element): ChartColours {
  const style = getComputedStyle(element);
  const read = (token: string, fallback: string) => style.getPropertyValue(variableOf(token)).trim() || fallback;
  const tones = Object.fromEntries(Object.entries(TONE_TOKENS).map(([tone, token]) => [tone, read(token, '#0f6cbd')])) as Record<
    Tone,
    string
  >;
  return {
    tones,
    text: read(tokens.colorNeutralForeground1, '#242424'),
    grid: read(tokens.colorNeutralStroke2, '#e0e0e0'),
    surface: read(tokens.colorNeutralBackground1, '#ffffff'),
  };
}
