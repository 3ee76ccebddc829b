import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../auth/passwords';
import { clients, type Client, type NewClient, type UserRole } from '../db/schema';
import { usersRepository } from '../repositories/auth/users-repository';

export const PASSWORD = 'S3cure!pass';

let counter = 0;

export async function createStaff(app: FastifyInstance, role: UserRole = 'agent', extra: { active?: boolean } = {}) {
  counter += 1;
  const email = `${role}${counter}.${Date.now()}@test.example`;
  return usersRepository(app.db).create({
    name: `موظف ${counter}`,
    email,
    role,
    passwordHash: await hashPassword(PASSWORD),
    ...extra,
  });
}

/** Each call comes from its own address, so only the rate-limit test meets the per-IP limit. */
let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `10.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

export async function login(app: FastifyInstance, email: string, password = PASSWORD, remoteAddress = nextAddress()) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
}

/** A fresh staff member and a bearer header for them. */
export async function signedIn(app: FastifyInstance, role: UserRole = 'agent') {
  const user = await createStaff(app, role);
  const response = await login(app, user.email);
  const token = response.json<{ data: { access_token: string } }>().data.access_token;
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

let clientSerial = 0;

/** A valid client row; national ID and phone are unique per call. */
export async function insertClient(app: FastifyInstance, overrides: Partial<NewClient> = {}): Promise<Client> {
  clientSerial += 1;
  const serial = String(clientSerial).padStart(5, '0');
  const [client] = await app.db
    .insert(clients)
    .values({
      name: 'عميل تجريبي',
      nationalId: `2900101${serial}01`.slice(0, 14),
      phone1: `0100${serial}00`.slice(0, 11),
      ...overrides,
    })
    .returning();
  return client!;
}
