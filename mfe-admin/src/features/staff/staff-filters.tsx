import { Field, makeStyles, tokens } from '@back-office/shared/fluent-core';
import { SearchBox, Select } from '@back-office/shared/fluent-extra';
import { USER_ROLES } from '@back-office/shared/contract/enums';
import { useTranslation } from 'react-i18next';
import { useDebouncedText } from '@back-office/shared/ui';
import { useStaffParams, type StaffParams } from './use-staff-params';

const SEARCH_DELAY_MS = 300;

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  search: { flexGrow: 2, flexBasis: '280px', minWidth: 0 },
  // A select is as wide as its longest option: on a phone each filter takes the whole row.
  filter: { flexGrow: 1, flexBasis: '160px', minWidth: 0, '@media (max-width: 640px)': { flexBasis: '100%' } },
  control: { width: '100%', maxWidth: 'none' },
});

/** Search (name or e-mail), role, active and locked (issue 17); every change goes back to page 1. */
export function StaffFilters() {
  const { t } = useTranslation('staff');
  const styles = useStyles();
  const { params, change } = useStaffParams();
  const [text, setText] = useDebouncedText(params.q, (q) => change({ q, page: 1 }, { replace: true }), SEARCH_DELAY_MS);
  const select = <Key extends 'role' | 'active' | 'locked'>(key: Key, label: string, options: [StaffParams[Key], string][]) => (
    <Field label={label} className={styles.filter}>
      <Select className={styles.control} value={params[key]} onChange={(_event, data) => change({ [key]: data.value, page: 1 })}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </Select>
    </Field>
  );
  return (
    <div role="search" className={styles.root}>
      <Field label={t('list.searchLabel')} className={styles.search}>
        <SearchBox
          className={styles.control}
          value={text}
          placeholder={t('list.searchPlaceholder')}
          dismiss={{ 'aria-label': t('actions.clear', { ns: 'common' }) }}
          onChange={(_event, data) => setText(data.value)}
        />
      </Field>
      {select('role', t('list.roleFilter'), [
        ['', t('list.allRoles')],
        ...USER_ROLES.map((role) => [role, t(`roles.${role}`)] as [typeof role, string]),
      ])}
      {select('active', t('list.activeFilter'), [
        ['', t('list.allStatuses')],
        ['true', t('list.activeOnly')],
        ['false', t('list.inactiveOnly')],
      ])}
      {select('locked', t('list.lockedFilter'), [
        ['', t('list.allLocks')],
        ['true', t('list.lockedOnly')],
        ['false', t('list.unlockedOnly')],
      ])}
    </div>
  );
}
