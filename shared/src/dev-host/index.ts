export { renderDevHost } from './dev-host';
export type { DevHostOptions } from './dev-host';
