import { Type } from 'typebox';
import { dataBody, errorResponses } from '../../http/envelope';

export const UserBody = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: Type.Enum(['agent', 'risk', 'admin']),
});

export const loginSchema = {
  tags: ['auth'],
  security: [],
  // Loose on purpose: the shared login rules produce the field errors the form shows.
  body: Type.Object({ email: Type.Optional(Type.String()), password: Type.Optional(Type.String()) }),
  response: {
    200: dataBody(Type.Object({ access_token: Type.String(), user_id: Type.Integer(), user: UserBody })),
    ...errorResponses(422, 429, 503),
  },
};

export const logoutSchema = {
  tags: ['auth'],
  response: { 200: Type.Object({ message: Type.String() }), ...errorResponses(401) },
};

export const meSchema = {
  tags: ['auth'],
  response: { 200: dataBody(UserBody), ...errorResponses(401) },
};
