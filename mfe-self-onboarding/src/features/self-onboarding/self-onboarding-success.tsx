import { useEffect, useRef } from 'react';
import { MessageBar, MessageBarBody } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';

/**
 * The confirmation after an application. The form below has just emptied itself, so the
 * message takes focus: the visitor, and a screen reader, land on it rather than a blank form.
 */
export function SelfOnboardingSuccess({ reference }: { reference?: string }) {
  const { t } = useTranslation('selfOnboarding');
  const ref = useRef<HTMLDivElement>(null);
  // Focusing also scrolls the message into view.
  useEffect(() => ref.current?.focus(), []);
  return (
    <MessageBar ref={ref} intent="success" role="status" layout="multiline" tabIndex={-1}>
      <MessageBarBody>
        {t('success.clientCreatedSuccessfully')}
        {reference && ` ${t('success.reference', { reference })}`}
      </MessageBarBody>
    </MessageBar>
  );
}
