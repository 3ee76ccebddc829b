import { randomBytes } from 'node:crypto';
import type { ApiSession } from './api-client';

/**
 * Creations per second the create scenario is planned for, above what it reaches on a fast run of
 * this machine (about 1,200): a phone used twice is rightly refused, and a run with refusals
 * counts as missed.
 */
const PLANNED_CREATES_PER_SECOND = 1_500;
const CONCURRENT_CHECKS = 20;

const randomMobile = () => `015${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`;

/**
 * Mobile numbers no client has, checked through the API's search before measuring: the seed
 * spreads its numbers over every operator's whole range, so a random one is taken now and then,
 * and the create would rightly answer 422.
 */
export async function freePhones(session: ApiSession, measuredSeconds: number): Promise<string[]> {
  const count = PLANNED_CREATES_PER_SECOND * measuredSeconds;
  const free = new Set<string>();
  const check = async () => {
    while (free.size < count) {
      const phone = randomMobile();
      const found = await session.get<{ pagination: { total: number } }>(`/api/clients?page=1&items_per_page=5&table_search=${phone}`);
      if (found.pagination.total === 0) free.add(phone);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_CHECKS }, check));
  return [...free].slice(0, count);
}
