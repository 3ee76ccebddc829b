import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { hashPassword } from '../auth/passwords';
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
