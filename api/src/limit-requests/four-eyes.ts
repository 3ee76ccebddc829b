import { needsSecondReviewer as rule } from '@back-office/shared/rules';
import type { SettingsValues } from '@back-office/shared/contract';
import type { FourEyesConfig } from '../config/four-eyes-config';

/** Issue 17: the administrator's four-eyes settings in the shape the workflow reads. */
export const fourEyesConfigOf = (settings: SettingsValues): FourEyesConfig => ({
  fourEyesAmount: settings.four_eyes_amount,
  fourEyesPercent: settings.four_eyes_percent,
});

/** The four-eyes settings as the shared rule and the details page read them (issue 16). */
export const fourEyesSettings = (config: FourEyesConfig) => ({ amount: config.fourEyesAmount, percent: config.fourEyesPercent });

/** Issue 16: the shared rule (shared/src/rules/limit-request/four-eyes.ts) under the API's configuration. */
export const needsSecondReviewer = (approved: string, requested: string, config: FourEyesConfig) =>
  rule(approved, requested, fourEyesSettings(config));
