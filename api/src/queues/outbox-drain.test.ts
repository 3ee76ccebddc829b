import { drainOutbox, serialDrain, type OutboxOutcome } from './outbox-drain';

describe('drainOutbox', () => {
  it('works rows until one pass finds nothing due, or until the most it may take', async () => {
    const due: OutboxOutcome[] = ['sent', 'retry', 'failed', 'idle'];
    expect(await drainOutbox(async () => due.shift() ?? 'idle')).toEqual(['sent', 'retry', 'failed']);
    expect(await drainOutbox(async () => 'sent', 2)).toEqual(['sent', 'sent']);
  });
});

describe('serialDrain', () => {
  /** A drain the test finishes by hand, counting how many started. */
  function gatedDrain() {
    const gates: (() => void)[] = [];
    const drain = jest.fn(() => new Promise<void>((resolve) => gates.push(resolve)));
    return { drain, finish: () => gates.shift()?.() };
  }

  it('runs one drain at a time, and one more after it when woken meanwhile', async () => {
    const { drain, finish } = gatedDrain();
    const drains = serialDrain(drain, jest.fn());
    const first = drains.run();
    const second = drains.run();
    const third = drains.run();
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(drain).toHaveBeenCalledTimes(1);
    finish();
    await new Promise(setImmediate);
    // The wake-ups during the first drain asked for one more, not two.
    expect(drain).toHaveBeenCalledTimes(2);
    finish();
    await first;
    expect(drains.running()).toBeUndefined();
  });

  it('starts nothing once stopped, and lets the drain under way end', async () => {
    const { drain, finish } = gatedDrain();
    const drains = serialDrain(drain, jest.fn());
    const under = drains.run();
    drains.run();
    drains.stop();
    finish();
    await under;
    expect(drain).toHaveBeenCalledTimes(1);
    await drains.run();
    expect(drain).toHaveBeenCalledTimes(1);
  });

  it('hands a failed drain to onError and runs again on the next wake-up', async () => {
    const onError = jest.fn();
    const drain = jest.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
    const drains = serialDrain(drain, onError);
    await drains.run();
    expect(onError).toHaveBeenCalledWith(new Error('database away'));
    await drains.run();
    expect(drain).toHaveBeenCalledTimes(2);
  });
});
