export * from './client';
export * as schema from './schema/index';
export * from './prepared';
export * from './plain';
export * from './ids';
