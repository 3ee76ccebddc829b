import { Button, Tooltip, LocalLanguageRegular } from '@back-office/shared/fluent-core';
import { languageChanged, selectLanguage, useAppDispatch, useAppSelector } from '@back-office/shared';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '@back-office/shared/ui';

/** Shows the other language by its own name, as people look for it; on a phone the name is the button's label only. */
export function LanguageToggle() {
  const language = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  const compact = useMediaQuery(SMALL_SCREEN_QUERY);
  const other = language === 'ar' ? 'en' : 'ar';
  const name = other === 'en' ? 'English' : 'العربية';
  const onClick = () => dispatch(languageChanged(other));
  return compact ? (
    <Tooltip content={name} relationship="label">
      <Button appearance="subtle" icon={<LocalLanguageRegular />} lang={other} onClick={onClick} />
    </Tooltip>
  ) : (
    <Button appearance="subtle" icon={<LocalLanguageRegular />} lang={other} onClick={onClick}>
      {name}
    </Button>
  );
}
