import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@back-office/shared/fluent-core';
import { ArrowClockwiseRegular } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';

export interface ErrorStateProps {
  /** Already translated: the server's message or the screen's fallback text. */
  message: string;
  onRetry?: () => void;
}

/** A load that failed, said aloud, with a way to try again. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <MessageBar intent="error" role="alert" layout="multiline">
      <MessageBarBody>{message}</MessageBarBody>
      {onRetry && (
        <MessageBarActions>
          <Button icon={<ArrowClockwiseRegular />} onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        </MessageBarActions>
      )}
    </MessageBar>
  );
}
