export * from './auth';
export * from './users';
export * from './rate-limits';
export * from './waitlist';
export * from './inventory';
export * from './photos';
export * from './marketplace';
export * from './diagnostics';
