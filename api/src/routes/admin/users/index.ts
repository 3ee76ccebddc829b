import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { AppError } from '../../../http/app-error';
import type { MessageKey } from '../../../i18n/messages';
import { languageOf, translate } from '../../../i18n/translate';
import { staffRepository } from '../../../repositories/staff/staff-repository';
import { staffAdmin } from '../../../staff/staff-admin';
import { toStaffMember } from '../../../staff/staff-member';
import { createStaffSchema, listStaffSchema, showStaffSchema, staffActionSchema, updateStaffSchema } from './schemas';

const yesNo = (value: 'true' | 'false' | undefined) => (value === undefined ? undefined : value === 'true');

type Action = 'deactivate' | 'reactivate' | 'unlock' | 'resetPassword' | 'resendInvitation' | 'resetTwoFactor';

/** Each account action: its path, what it does (issue 17), and the message it answers with. */
const ACTIONS: [path: string, action: Action, message: MessageKey, description: string][] = [
  ['deactivate', 'deactivate', 'staffDeactivated', 'Deactivates the account and ends every session it holds, on every API process.'],
  ['reactivate', 'reactivate', 'staffReactivated', 'Lets the account log in again.'],
  ['unlock', 'unlock', 'staffUnlocked', 'Clears the failed log-ins and the lock-out.'],
  ['reset-password', 'resetPassword', 'staffPasswordResetSent', 'The password stops working, sessions end, a set-password link is mailed.'],
  [
    'resend-invitation',
    'resendInvitation',
    'staffInvitationResent',
    'A new invitation link; the previous one stops working. Only before a password was set.',
  ],
  ['reset-two-factor', 'resetTwoFactor', 'staffTwoFactorReset', "Removes the person's authenticator and recovery codes."],
];

/** Issue 17: staff accounts, /api/admin/users (the admin plugin already refused non-admins). */
const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const show = async (id: number) => {
    const row = await staffRepository(app.db).find(id);
    if (!row) throw new AppError(404, 'notFound');
    return toStaffMember(row);
  };

  app.get('', { schema: listStaffSchema }, async (request) => {
    const { page = 1, items_per_page: perPage = 25, q, role, active, locked } = request.query;
    const { rows, total } = await staffRepository(app.db).list({ q, role, active: yesNo(active), locked: yesNo(locked) }, page, perPage);
    return {
      data: rows.map(toStaffMember),
      pagination: { total, total_capped: false, page, items_per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) },
    };
  });

  app.post('', { schema: createStaffSchema }, async (request, reply) => {
    const id = await staffAdmin(app, request).create(request.body);
    reply.code(201);
    return { message: translate(languageOf(request), 'staffCreated'), data: await show(id) };
  });

  app.get('/:id', { schema: showStaffSchema }, async (request) => ({ data: await show(request.params.id) }));

  app.patch('/:id', { schema: updateStaffSchema }, async (request) => {
    await staffAdmin(app, request).update(request.params.id, request.body);
    return { message: translate(languageOf(request), 'staffUpdated'), data: await show(request.params.id) };
  });

  for (const [path, action, message, description] of ACTIONS) {
    app.post(`/:id/${path}`, { schema: staffActionSchema(description) }, async (request) => {
      await staffAdmin(app, request)[action](request.params.id);
      return { message: translate(languageOf(request), message) };
    });
  }
};

export default fp(staffRoutes, { name: 'admin-staff-routes', encapsulate: true, dependencies: ['authentication', 'mail'] });
