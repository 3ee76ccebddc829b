import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/** The one RTK Query api of the portal; each remote adds its endpoints with injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  // Issue 17: staff accounts, reference items, settings and audit events of the administration remote.
  tagTypes: [
    'Client',
    'LimitRequest',
    'Reference',
    'CurrentUser',
    'Session',
    'TwoFactor',
    'StaffUser',
    'ReferenceItem',
    'Setting',
    'AuditEvent',
    // Issue 18: the dashboard's figures (mfe-dashboard); a write elsewhere may invalidate them.
    'Dashboard',
    // Issue 18: the bell's notifications (shell) and the e-mail choices (mfe-account).
    'Notification',
    'NotificationPreference',
    // Issue 19: documents staff ask a self-onboarded applicant for again, and applications matched to a client (mfe-clients).
    'DocumentRequest',
    'MatchedApplication',
  ],
  endpoints: () => ({}),
});
