import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';

export interface RemoteUnavailableProps {
  onRetry: () => void;
  /** A part of a page (one line, announced politely) rather than a whole section of the portal. */
  inline?: boolean;
  /** What the notice says in place of the common "this section is unavailable". */
  message?: string;
}

/** What a page or part of one shows when its remote cannot be loaded; the rest of the portal stays usable. */
export function RemoteUnavailable({ onRetry, inline = false, message }: RemoteUnavailableProps) {
  const { t } = useTranslation('common');
  const retry = <Button onClick={onRetry}>{t('actions.retry')}</Button>;
  if (inline) {
    return (
      <MessageBar intent="warning" role="status">
        <MessageBarBody>{message ?? t('errors.sectionUnavailable')}</MessageBarBody>
        <MessageBarActions>{retry}</MessageBarActions>
      </MessageBar>
    );
  }
  return (
    <MessageBar intent="warning" layout="multiline" role="alert" style={{ margin: 24 }}>
      <MessageBarBody>
        <MessageBarTitle>{message ?? t('errors.sectionUnavailable')}</MessageBarTitle>
        {t('errors.sectionUnavailableHint')}
      </MessageBarBody>
      <MessageBarActions>{retry}</MessageBarActions>
    </MessageBar>
  );
}
