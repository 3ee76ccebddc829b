/**
 * The wire contract (issue 14): every endpoint's request and response shapes as TypeBox
 * schemas, each exported with its `Static` type under the same name. The API builds its route
 * schemas from these; front-end code must import them with `import type` only, so no TypeBox
 * reaches a bundle (the enum arrays alone may be value-imported, from `./contract/enums`).
 */
export * from './enums';
export * from './envelope';
export * from './clients';
export * from './client-detail';
export * from './limit-requests';
export * from './limit-request-detail';
export * from './limit-request-actions';
export * from './limit-request-form-meta';
export * from './auth';
export * from './account-sessions';
export * from './two-factor';
export * from './password';
export * from './self-onboarding';
export * from './reference';
export * from './merchants';
export * from './admin-settings';
export * from './admin-audit';
export * from './admin-users';
export * from './admin-reference';
export * from './queue';
export * from './notifications';
export * from './dashboard';
