import {
  dataBody,
  DisableTwoFactorRequest,
  MessageBody,
  RecoveryCodes,
  TwoFactorCodeRequest,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from '@back-office/shared/contract';
import { Type } from 'typebox';
import { errorResponses } from '../../http/envelope';

const tags = ['two-factor'];

export const statusSchema = { tags, response: { 200: dataBody(TwoFactorStatus), ...errorResponses(401, 403) } };

export const startSchema = { tags, response: { 200: dataBody(TwoFactorEnrolment), ...errorResponses(401, 403, 409, 429, 503) } };

// Bodies loose on purpose: the shared two-factor rules produce the field errors the forms show.
export const confirmSchema = {
  tags,
  body: Type.Partial(TwoFactorCodeRequest),
  response: { 200: dataBody(RecoveryCodes), ...errorResponses(401, 403, 409, 422, 429, 503) },
};

export const regenerateSchema = confirmSchema;

export const disableSchema = {
  tags,
  body: Type.Partial(DisableTwoFactorRequest),
  response: { 200: MessageBody, ...errorResponses(401, 403, 409, 422, 429, 503) },
};
