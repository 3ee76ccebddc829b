import { Button, LocalLanguageRegular } from '@back-office/shared/fluent-core';
import { languageChanged, selectLanguage, useAppDispatch, useAppSelector } from '@back-office/shared';

/** Shows the other language by its own name, as people look for it. */
export function LanguageToggle() {
  const language = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  const other = language === 'ar' ? 'en' : 'ar';
  return (
    <Button appearance="subtle" icon={<LocalLanguageRegular />} lang={other} onClick={() => dispatch(languageChanged(other))}>
      {other === 'en' ? 'English' : 'العربية'}
    </Button>
  );
}
