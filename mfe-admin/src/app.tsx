import { Spinner } from '@back-office/shared/fluent-core';
import { LazyPart } from '@back-office/shared/remotes';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminNav } from './layout/admin-nav';
import { RequireAdmin } from './layout/require-admin';

// Issue 17: each section is a chunk of its own, so opening one loads no other.
const loadStaff = () => import('./features/staff/staff-routes');
const loadReference = () => import('./features/reference/reference-routes');
const loadSettings = () => import('./features/settings/settings-page');
const loadAudit = () => import('./features/audit/audit-page');

function Section<Module>({ load, pick }: { load: () => Promise<Module>; pick: (module: Module) => ComponentType }) {
  const { t } = useTranslation('common');
  return (
    <LazyPart load={load} loading={<Spinner label={t('loading')} />}>
      {(module) => {
        const Page = pick(module);
        return <Page />;
      }}
    </LazyPart>
  );
}

/** Routes of this remote, relative to where the shell mounts it (/admin/*). */
export function AdminApp() {
  return (
    <RequireAdmin>
      <AdminNav />
      <Routes>
        <Route index element={<Navigate to="users" replace />} />
        <Route path="users/*" element={<Section load={loadStaff} pick={(m) => m.StaffRoutes} />} />
        <Route path="reference/*" element={<Section load={loadReference} pick={(m) => m.ReferenceRoutes} />} />
        <Route path="settings" element={<Section load={loadSettings} pick={(m) => m.SettingsPage} />} />
        <Route path="audit" element={<Section load={loadAudit} pick={(m) => m.AuditPage} />} />
        <Route path="*" element={<Navigate to="users" replace />} />
      </Routes>
    </RequireAdmin>
  );
}
