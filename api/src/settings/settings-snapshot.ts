import type { SettingsValues } from '@back-office/shared/contract';

/** How often the settings are read again while the change notices may be missed. */
export const UNHEARD_RELOAD_MS = 2_000;

/**
 * Issue 17: the settings as this API process knows them, for the hot paths that cannot wait on
 * the database (authentication reads the two-factor roles on every request). Reloaded whenever a
 * `settings_changes` notice arrives; while notices may be missed (the LISTEN connection is down),
 * `read()` loads them again before answering and a timer does so every two seconds, so a change
 * is never missed for long (the same stance as the session cache, decision 0005).
 */
export class SettingsSnapshot {
  private values: SettingsValues;
  private requested = 0;
  private loaded = 0;
  private loading: Promise<void> | undefined;
  private listening = false;
  private stale = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    initial: SettingsValues,
    private readonly load: () => Promise<SettingsValues>,
    private readonly onError: (error: Error) => void,
  ) {
    this.values = initial;
  }

  /** The values as last loaded: for synchronous callers. */
  current(): SettingsValues {
    if (!this.listening || this.stale) void this.reload().catch(this.onError);
    return this.values;
  }

  /** The values, loaded again first when a change might have gone unheard. */
  async read(): Promise<SettingsValues> {
    if (!this.listening || this.stale) await this.reload();
    return this.values;
  }

  /**
   * Loads the values again; resolves once a load that started after this call has finished.
   * Loads run one at a time, so an older read never replaces a newer one.
   */
  reload(): Promise<void> {
    this.requested += 1;
    this.loading ??= this.loadUntilCurrent();
    return this.loading;
  }

  private async loadUntilCurrent(): Promise<void> {
    try {
      while (this.loaded < this.requested) {
        const target = this.requested;
        try {
          this.values = await this.load();
          this.stale = false;
        } catch (error) {
          // Read again at the next request; a reload asked for during this one tries again now.
          this.stale = true;
          if (this.requested === target) throw error;
        } finally {
          this.loaded = Math.max(this.loaded, target);
        }
      }
    } finally {
      // In the same step as the last check of `requested`: a reload asked for after it starts a new load.
      this.loading = undefined;
    }
  }

  /** A `settings_changes` notice: someone changed a setting. */
  changed(): void {
    this.reload().catch(this.onError);
  }

  /** Every notice is heard from now on; read once more for what happened while they were not. */
  heard(): void {
    this.listening = true;
    clearInterval(this.timer);
    this.timer = undefined;
    this.changed();
  }

  /** Notices may be missed from now on. */
  lost(): void {
    this.listening = false;
    this.timer ??= setInterval(() => this.changed(), UNHEARD_RELOAD_MS).unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
