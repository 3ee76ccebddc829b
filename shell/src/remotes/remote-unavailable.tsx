import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';

/** What a section shows when its remote cannot be loaded; the rest of the portal stays usable. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <MessageBar intent="warning" layout="multiline" role="alert" style={{ margin: 24 }}>
      <MessageBarBody>
        <MessageBarTitle>{t('errors.sectionUnavailable')}</MessageBarTitle>
        {t('errors.sectionUnavailableHint')}
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={onRetry}>{t('actions.retry')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
