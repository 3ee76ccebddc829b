import {
  dataBody,
  MessageBody,
  pagedBody,
  StaffCreateRequest,
  StaffIdParams,
  StaffList,
  StaffListQuery,
  StaffMember,
  StaffUpdateRequest,
} from '@back-office/shared/contract';
import { errorResponses } from '../../../http/envelope';

const tags = ['admin: staff'];

export const listStaffSchema = {
  tags,
  description: 'Issue 17: staff accounts, by name, with search (name or e-mail), role, active and locked filters.',
  querystring: StaffListQuery,
  response: { 200: pagedBody(StaffList), ...errorResponses(401, 403, 422) },
};

export const createStaffSchema = {
  tags,
  description: 'Creates an account without a password and mails the person a one-time link (24 h) to set their own.',
  body: StaffCreateRequest,
  response: { 201: dataBody(StaffMember), ...errorResponses(401, 403, 422) },
};

export const showStaffSchema = {
  tags,
  params: StaffIdParams,
  response: { 200: dataBody(StaffMember), ...errorResponses(401, 403, 404, 422) },
};

export const updateStaffSchema = {
  tags,
  description: 'Name, role, language; the last active administrator cannot lose the role (409).',
  params: StaffIdParams,
  body: StaffUpdateRequest,
  response: { 200: dataBody(StaffMember), ...errorResponses(401, 403, 404, 409, 422) },
};

/** The account actions: deactivate, reactivate, unlock, reset-password, resend-invitation, reset-two-factor. */
export const staffActionSchema = (description: string) => ({
  tags,
  description,
  params: StaffIdParams,
  response: { 200: MessageBody, ...errorResponses(401, 403, 404, 409, 422) },
});
