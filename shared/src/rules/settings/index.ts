export * from './settings-values';
export { isCalendarDate, validateSettings } from './validate-settings';
