import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import type { UserRole } from '../db/schema';
import { usersRepository } from '../repositories/auth/users-repository';
import { insertFakeClients } from './fake-clients';
import { insertFakeLimitRequests } from './fake-limit-requests';

export const DEMO_PASSWORD = 'Demo@2026!';

export const DEMO_STAFF: { email: string; name: string; role: UserRole }[] = [
  { email: 'agent@demo.test', name: 'أحمد الوكيل', role: 'agent' },
  { email: 'risk@demo.test', name: 'سارة عبد الحميد', role: 'risk' },
  { email: 'risk2@demo.test', name: 'كريم منصور', role: 'risk' },
  { email: 'admin@demo.test', name: 'منى الشريف', role: 'admin' },
];

const DEMO_CLIENTS = 40;
const DEMO_LIMIT_REQUESTS = 21;

/** Staff to log in with, a first page of clients and limit requests in every state, for the embedded database only. */
export async function seedDemo(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const users = usersRepository(tx);
    if (await users.findByEmail(DEMO_STAFF[0]!.email)) return;
    let agentId: number | null = null;
    let riskUserId: number | null = null;
    for (const staff of DEMO_STAFF) {
      const user = await users.create({ ...staff, passwordHash: await hashPassword(DEMO_PASSWORD) });
      if (staff.role === 'agent') agentId = user.id;
      if (staff.role === 'risk') riskUserId ??= user.id;
    }
    await insertFakeClients(tx, { count: DEMO_CLIENTS, createdBy: agentId });
    await insertFakeLimitRequests(tx, { count: DEMO_LIMIT_REQUESTS, createdBy: agentId, riskUserId });
  });
}
