import { Body1, Title2, makeStyles, tokens } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  page: { padding: tokens.spacingHorizontalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  detail: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'pre-wrap' },
});

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The shell's fallback when a route throws: the fixed heading of SPEC §2 and the error's message. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  return (
    <main className={styles.page} role="alert">
      <Title2 as="h1">Unexpected Application Error!</Title2>
      <Body1>{t('errors.unexpectedSubtitle')}</Body1>
      <Body1 className={styles.detail}>{describe(error)}</Body1>
    </main>
  );
}
