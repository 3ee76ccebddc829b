import type { SettingsValues } from '@back-office/shared/contract';
import { SettingsSnapshot, UNHEARD_RELOAD_MS } from './settings-snapshot';

const values = (percent: number) => ({ four_eyes_percent: percent }) as SettingsValues;

/** A load the test finishes by hand, to interleave loads with notices. */
function manualLoads() {
  const pending: ((value: SettingsValues) => void)[] = [];
  const load = jest.fn(() => new Promise<SettingsValues>((resolve) => pending.push(resolve)));
  return {
    load,
    finish: (value: SettingsValues) => pending.shift()!(value),
    get waiting() {
      return pending.length;
    },
  };
}

describe('the settings snapshot (issue 17)', () => {
  afterEach(() => jest.useRealTimers());

  it('serves the loaded values synchronously while notices are heard, without reading again', async () => {
    const loads = manualLoads();
    const snapshot = new SettingsSnapshot(values(1), loads.load, jest.fn());
    snapshot.heard();
    loads.finish(values(2));
    await snapshot.read();
    expect(snapshot.current()).toEqual(values(2));
    expect(await snapshot.read()).toEqual(values(2));
    expect(loads.load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a load that was already running when a notice came, so the newer value wins', async () => {
    const loads = manualLoads();
    const snapshot = new SettingsSnapshot(values(1), loads.load, jest.fn());
    snapshot.heard();
    const first = snapshot.reload();
    snapshot.changed();
    loads.finish(values(2));
    await Promise.resolve();
    await Promise.resolve();
    expect(loads.waiting).toBe(1);
    loads.finish(values(3));
    await first;
    expect(snapshot.current()).toEqual(values(3));
  });

  it('reads from the database on each read while notices may be missed, and every two seconds', async () => {
    jest.useFakeTimers();
    let percent = 1;
    const load = jest.fn(async () => values(percent));
    const snapshot = new SettingsSnapshot(values(0), load, jest.fn());
    snapshot.heard();
    await snapshot.read();
    snapshot.lost();
    percent = 5;
    expect(await snapshot.read()).toEqual(values(5));
    percent = 6;
    await jest.advanceTimersByTimeAsync(UNHEARD_RELOAD_MS);
    expect(snapshot.current()).toEqual(values(6));
    snapshot.heard();
    await snapshot.reload();
    const calls = load.mock.calls.length;
    await jest.advanceTimersByTimeAsync(UNHEARD_RELOAD_MS * 3);
    expect(load.mock.calls.length).toBe(calls);
    snapshot.stop();
  });

  it('reads again at the next request after a failed load, and reports the failure', async () => {
    const onError = jest.fn();
    let fail = true;
    const load = jest.fn(async () => {
      if (fail) throw new Error('database down');
      return values(9);
    });
    const snapshot = new SettingsSnapshot(values(0), load, onError);
    snapshot.heard();
    await new Promise((resolve) => setImmediate(resolve));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(snapshot.current()).toEqual(values(0));
    fail = false;
    expect(await snapshot.read()).toEqual(values(9));
  });
});
