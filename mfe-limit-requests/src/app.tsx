import { Navigate, Route, Routes } from 'react-router-dom';
import './i18n/register-translations';
import { LimitRequestDetailsPage } from './features/limit-request-details/limit-request-details-page';
import { LimitRequestCreatePage } from './features/limit-request-form/limit-request-create-page';
import { LimitRequestEditPage } from './features/limit-request-form/limit-request-edit-page';
import { LimitRequestsListPage } from './features/limit-requests-list/limit-requests-list-page';
import { ReviewQueuePage } from './features/review-queue/review-queue-page';

/** The limit-requests remote's pages, relative to wherever the shell mounts it (`/limit-requests/*`). */
export function LimitRequestsApp() {
  return (
    <Routes>
      <Route index element={<LimitRequestsListPage />} />
      {/* Issue 18: before ":id", which would otherwise read "queue" as an id. */}
      <Route path="queue" element={<ReviewQueuePage />} />
      <Route path="create" element={<LimitRequestCreatePage />} />
      <Route path="create/:clientId" element={<LimitRequestCreatePage />} />
      <Route path=":id" element={<LimitRequestDetailsPage />} />
      <Route path=":id/edit" element={<LimitRequestEditPage />} />
      {/* In a splat route ".." with relative="route" leads to the parent route: the list. */}
      <Route path="*" element={<Navigate to=".." relative="route" replace />} />
    </Routes>
  );
}
