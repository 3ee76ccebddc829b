import { prepared, serverName } from './prepared-statements';

describe('prepared statement names', () => {
  it('keeps a name that fits PostgreSQL’s 63 bytes as written', () => {
    expect(serverName('clients_list_none_count_created_at_desc')).toBe('clients_list_none_count_created_at_desc');
  });

  it('gives a longer name its start and a hash of the whole: 63 bytes, distinct for names that begin alike', () => {
    const long = 'clients_list_status_source_mine_name_prefix_matches_balance_desc';
    const other = 'clients_list_status_source_mine_name_prefix_matches_balance_asc_';
    expect(serverName(long)).toHaveLength(63);
    expect(serverName(long)).toMatch(/^clients_list_status_source_mine_name_prefix_matche_[0-9a-f]{12}$/);
    expect(serverName(other)).not.toBe(serverName(long));
    expect(serverName(long)).toBe(serverName(long));
  });

  it('builds a statement once per database and name, under the server’s name', () => {
    const db = {};
    const build = jest.fn((name: string) => ({ name }));
    const long = 'x'.repeat(70);
    expect(prepared(db, long, build)).toEqual({ name: serverName(long) });
    expect(prepared(db, long, build)).toBe(prepared(db, long, build));
    expect(build).toHaveBeenCalledTimes(1);
  });
});
