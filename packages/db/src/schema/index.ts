export * from './auth';
export * from './users';
export * from './rate-limits';
export * from './waitlist';
