import { errorMessage } from '@back-office/shared';
import { useNotify } from '@back-office/shared/ui';
import { Button } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useTakeNextRequestMutation } from '../../api/review-queue-api';

/** Issue 18, "take the next one": the oldest waiting request becomes the reviewer's, and opens. */
export function TakeNextButton() {
  const { t } = useTranslation('reviewQueue');
  const [takeNext, { isLoading }] = useTakeNextRequestMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  const onClick = async () => {
    const result = await takeNext();
    if ('data' in result && result.data) {
      navigate(`../${result.data.data.id}`, { relative: 'path' });
      return;
    }
    const status = 'error' in result && result.error && 'status' in result.error ? result.error.status : undefined;
    if (status === 404) notify.info(t('nothingWaiting'));
    else notify.error(errorMessage(result.error, t('takeNextFailed')));
  };
  return (
    <Button appearance="primary" disabled={isLoading} onClick={() => void onClick()}>
      {t('takeNext')}
    </Button>
  );
}
