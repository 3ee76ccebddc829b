/**
 * Session settings for both databases. Storage is SSD or memory, where random reads
 * cost little more than sequential ones; with the default random_page_cost (4, for
 * spinning disks) the planner prefers scanning the whole clients table over its
 * trigram and prefix indexes.
 */
const SETTINGS = {
  random_page_cost: '1.1',
  // Hot queries are prepared statements (repositories/sql/prepared-statements.ts). A generic plan
  // would not see a search's LIKE pattern, so it could neither use the prefix indexes nor
  // tell a rare name from a common one; every execution is planned for its own values.
  plan_cache_mode: 'force_custom_plan',
};

export const settingArgs = (): string[] => Object.entries(SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]);

/** The `options` startup parameter of a PostgreSQL connection. */
export const connectionOptions = (): string => settingArgs().join(' ');
