import { AdminSettings, dataBody, SettingsPatch } from '@back-office/shared/contract';
import { Type } from 'typebox';
import { errorResponses } from '../../../http/envelope';
import { IfMatchHeaders } from '../../../http/if-match';

export const showSettingsSchema = {
  tags: ['admin'],
  description:
    'Issue 17: every setting of /admin/settings: its value, its default (the environment variable), when and by whom it was last changed, and the version to send with a change.',
  response: { 200: dataBody(AdminSettings), ...errorResponses(401, 403) },
};

export const changeSettingsSchema = {
  tags: ['admin'],
  description:
    'Changes some settings (the rest stay): all are checked before any is written (422 per field), then written in one transaction with one `setting_changed` audit entry per changed key. Send the `version` from GET as If-Match: without it 428, a stale one 409 and nothing changes. Every API process applies the change at once.',
  headers: IfMatchHeaders,
  body: SettingsPatch,
  response: {
    200: Type.Object({ message: Type.String(), data: AdminSettings }),
    ...errorResponses(401, 403, 409, 422, 428),
  },
};
