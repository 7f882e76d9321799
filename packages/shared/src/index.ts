export * from './constants';
export * from './problem';
export * from './auth';
export * from './profile';
export * from './health';
export * from './public-config';
export * from './waitlist';
