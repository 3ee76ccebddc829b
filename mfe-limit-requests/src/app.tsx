import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageFrame } from '@back-office/shared/ui';

function SectionHome() {
  const { t } = useTranslation('limitRequests');
  return (
    <PageFrame title={t('title')}>
      <MessageBar intent="info">
        <MessageBarBody>{t('upcoming')}</MessageBarBody>
      </MessageBar>
    </PageFrame>
  );
}

/** Routes of this remote, relative to where the shell mounts it. */
export function LimitRequestsApp() {
  return (
    <Routes>
      <Route index element={<SectionHome />} />
      <Route path="*" element={<Navigate to=".." relative="route" replace />} />
    </Routes>
  );
}
