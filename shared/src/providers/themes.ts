import { webDarkTheme, webLightTheme, type Theme } from '@fluentui/react-components';
import type { ThemeName } from '../preferences/preferences-storage';

/** Cairo is shipped with the shell so Arabic and Latin text look the same on every machine. */
const fontFamilyBase = "'Cairo Variable', 'Segoe UI', Tahoma, sans-serif";

export const themes: Record<ThemeName, Theme> = {
  light: { ...webLightTheme, fontFamilyBase },
  dark: { ...webDarkTheme, fontFamilyBase },
};
