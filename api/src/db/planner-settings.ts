/**
 * Session settings for both databases. Storage is SSD or memory, where random reads
 * cost little more than sequential ones; with the default random_page_cost (4, for
 * spinning disks) the planner prefers scanning the whole clients table over its
 * trigram and prefix indexes.
 */
const SETTINGS = { random_page_cost: '1.1' };

export const settingArgs = (): string[] => Object.entries(SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]);

/** The `options` startup parameter of a PostgreSQL connection. */
export const connectionOptions = (): string => settingArgs().join(' ');
