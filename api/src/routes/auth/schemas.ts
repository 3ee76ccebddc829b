import {
  CurrentUser,
  dataBody,
  LoginOutcome,
  LoginRequest,
  LoginResult,
  MessageBody,
  SecondFactorRequest,
} from '@back-office/shared/contract';
import { Type } from 'typebox';
import { errorResponses } from '../../http/envelope';

export const loginSchema = {
  tags: ['auth'],
  security: [],
  // Loose on purpose: the shared login rules produce the field errors the form shows.
  body: Type.Partial(LoginRequest),
  response: { 200: dataBody(LoginOutcome), ...errorResponses(422, 429, 503) },
};

export const secondFactorSchema = {
  tags: ['auth'],
  security: [],
  // Loose on purpose: the shared two-factor rules produce the field errors the form shows.
  body: Type.Partial(SecondFactorRequest),
  response: { 200: dataBody(LoginResult), ...errorResponses(422, 429, 503) },
};

export const logoutSchema = {
  tags: ['auth'],
  response: { 200: MessageBody, ...errorResponses(401) },
};

export const meSchema = {
  tags: ['auth'],
  response: { 200: dataBody(CurrentUser), ...errorResponses(401) },
};
