import { cachedReference, forgetAllReferences, trustReferences } from './reference-cache';

describe('reference cache (issue 17)', () => {
  const counter = () => {
    let loads = 0;
    return { load: async () => ++loads, loads: () => loads };
  };

  it('keeps a list until a change notice drops it', async () => {
    const db = {};
    const { load, loads } = counter();
    expect(await cachedReference(db, 'sectors', load)).toBe(1);
    expect(await cachedReference(db, 'sectors', load)).toBe(1);
    forgetAllReferences(db);
    expect(await cachedReference(db, 'sectors', load)).toBe(2);
    expect(loads()).toBe(2);
  });

  it('keeps nothing while notices may be missed, and drops what it had when they resume', async () => {
    const db = {};
    const { load } = counter();
    expect(await cachedReference(db, 'sectors', load)).toBe(1);
    trustReferences(db, false);
    expect(await cachedReference(db, 'sectors', load)).toBe(2);
    expect(await cachedReference(db, 'sectors', load)).toBe(3);
    trustReferences(db, true);
    expect(await cachedReference(db, 'sectors', load)).toBe(4);
    expect(await cachedReference(db, 'sectors', load)).toBe(4);
  });
});
