import { Button, Tooltip, WeatherMoonRegular, WeatherSunnyRegular } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { selectTheme, themeChanged, useAppDispatch, useAppSelector } from '@back-office/shared';

export function ThemeToggle() {
  const { t } = useTranslation('shell');
  const theme = useAppSelector(selectTheme);
  const dispatch = useAppDispatch();
  const label = theme === 'dark' ? t('theme.switchToLight') : t('theme.switchToDark');
  return (
    <Tooltip content={label} relationship="label">
      <Button
        appearance="subtle"
        icon={theme === 'dark' ? <WeatherSunnyRegular /> : <WeatherMoonRegular />}
        onClick={() => dispatch(themeChanged(theme === 'dark' ? 'light' : 'dark'))}
      />
    </Tooltip>
  );
}
