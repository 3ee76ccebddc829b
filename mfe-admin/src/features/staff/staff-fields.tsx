import { USER_ROLES } from '@back-office/shared/contract/enums';
import { SelectField } from '@back-office/shared/ui';
import { useTranslation } from 'react-i18next';

const LANGUAGES = ['ar', 'en'] as const;

/** The role and mail-language pickers the invitation and the account page share. */
export function RoleAndLanguageFields() {
  const { t } = useTranslation('staff');
  return (
    <>
      <SelectField
        name="role"
        label={t('fields.role')}
        required
        options={USER_ROLES.map((role) => ({ id: role, name: t(`roles.${role}`) }))}
      />
      <SelectField
        name="language"
        label={t('fields.language')}
        required
        options={LANGUAGES.map((language) => ({ id: language, name: t(`languages.${language}`) }))}
      />
    </>
  );
}
