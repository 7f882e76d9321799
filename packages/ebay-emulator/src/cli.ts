import { startEbayEmulator } from './standalone';

// `npm start -w @listlens/ebay-emulator`: the emulator on its own port, for poking at it by hand.
// This entry point is the only place in the package that reads the environment.
const port = Number(process.env.EBAY_EMULATOR_PORT ?? 4010);
const emulator = await startEbayEmulator({ port, host: process.env.EBAY_EMULATOR_HOST ?? '127.0.0.1' });
console.warn(`eBay emulator listening on ${emulator.url}`);
console.warn(
  `consent ${emulator.baseUrls.consent}/oauth2/authorize, api ${emulator.baseUrls.api}, apiz ${emulator.baseUrls.apiz}`,
);
