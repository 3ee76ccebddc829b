import { Checkbox } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { useListScope } from './list-scope';

/**
 * Issue 15 "my requests": the requests the signed-in user created or is assigned to. It applies
 * at once (like paging), not through the filters' Apply, and starts again at page 1.
 */
export function MineToggle({ className }: { className?: string }) {
  const { t } = useTranslation('limitRequests');
  const { params, change } = useListScope();
  return (
    <Checkbox
      className={className}
      label={t('filters.mine')}
      checked={params.mine}
      onChange={(_event, data) => change({ mine: data.checked === true, page: 1 })}
    />
  );
}
