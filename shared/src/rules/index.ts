export * from './types';
export * from './common';
export * from './login';
export * from './messages';
