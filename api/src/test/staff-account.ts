import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { hashPassword } from '../auth/passwords';
import { hashAccessToken, newAccessToken } from '../auth/tokens';
import * as schema from '../db/schema';
import { sessionsRepository } from '../repositories/auth/sessions-repository';
import { usersRepository } from '../repositories/auth/users-repository';
import { PASSWORD } from '../test/fixtures';

/** An agent written straight into a PostgreSQL database the servers under test use. */
export async function createAgentIn(databaseUrl: string): Promise<{ email: string; password: string }> {
  const pool = new Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const email = `agent.${Date.now()}@test.example`;
    await usersRepository(drizzle({ client: pool })).create({
      name: 'موظف الاختبار',
      email,
      role: 'agent',
      passwordHash: await hashPassword(PASSWORD),
    });
    return { email, password: PASSWORD };
  } finally {
    await pool.end();
  }
}

/** A session of that user written straight into the database, as a login would: no login attempt is spent on it. */
export async function sessionIn(databaseUrl: string, email: string): Promise<string> {
  const pool = new Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const db = drizzle({ client: pool, schema });
    const user = await usersRepository(db).findByEmail(email);
    const token = newAccessToken();
    await sessionsRepository(db).create(user!.id, hashAccessToken(token), 1);
    return token;
  } finally {
    await pool.end();
  }
}
