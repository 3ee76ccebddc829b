import { makeStyles, tokens, Caption1, Text } from '@back-office/shared/fluent-core';
import { Option } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import type { RequestClientOption } from '../../api/client-picker-api';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column' },
  hint: { color: tokens.colorPaletteRedForeground1 },
});

/** A client with what tells namesakes apart; a client not yet submitted is shown but cannot be chosen. */
export function ClientOption({ client }: { client: RequestClientOption }) {
  const { t } = useTranslation('limitRequests');
  const styles = useStyles();
  return (
    <Option value={String(client.id)} text={client.name} disabled={!client.is_submited}>
      <span className={styles.body}>
        <Text weight="semibold">{client.name}</Text>
        <Caption1>{t('form.picker.details', { code: client.code, nationalId: client.national_id })}</Caption1>
        {!client.is_submited && <Caption1 className={styles.hint}>{t('form.picker.notSubmitted')}</Caption1>}
      </span>
    </Option>
  );
}
