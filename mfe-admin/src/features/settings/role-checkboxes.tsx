import { Checkbox } from '@back-office/shared/fluent-extra';
import { USER_ROLES, type UserRole } from '@back-office/shared/contract/enums';
import { visibleError } from '@back-office/shared/ui';
import { makeStyles, tokens } from '@back-office/shared/fluent-core';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  boxes: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
  error: { color: tokens.colorPaletteRedForeground1, margin: 0 },
});

/** A set of roles as one checkbox per role, with the roles' translated names (the section's legend names the set). */
export function RoleCheckboxes({ name }: { name: 'two_factor_required_roles' | 'export_roles' }) {
  const { t } = useTranslation('settings');
  const styles = useStyles();
  const { input, meta } = useField<UserRole[]>(name);
  const selected = input.value || [];
  const error = visibleError(meta);
  const errorId = `${name}-error`;
  return (
    <div aria-describedby={error ? errorId : undefined}>
      <div className={styles.boxes}>
        {USER_ROLES.map((role) => (
          <Checkbox
            key={role}
            name={`${name}.${role}`}
            label={t(`roles.${role}`)}
            checked={selected.includes(role)}
            onChange={(_event, data) =>
              input.onChange(USER_ROLES.filter((candidate) => (candidate === role ? data.checked === true : selected.includes(candidate))))
            }
          />
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
