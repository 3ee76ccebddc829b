import { Navigate, Route, Routes } from 'react-router-dom';
import { SelfOnboardingPage } from './features/self-onboarding/self-onboarding-page';

/** Routes of this remote, relative to where the shell mounts it. */
export function SelfOnboardingApp() {
  return (
    <Routes>
      <Route index element={<SelfOnboardingPage />} />
      <Route path="*" element={<Navigate to=".." relative="route" replace />} />
    </Routes>
  );
}
