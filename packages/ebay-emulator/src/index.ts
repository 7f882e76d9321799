export { ebayEmulator, type EbayEmulatorPluginOptions } from './plugin';
export { startEbayEmulator, emulatorBaseUrls, type EbayBaseUrls, type RunningEbayEmulator } from './standalone';
export { createEmulatorEngine, type EmulatorEngine } from './engine';
export { EMULATOR_DEFAULTS, type EbayEmulatorOptions, type FaultOptions } from './options';
export type { ScriptedFault } from './http/faults';
export { SCOPES, type Scope } from './oauth/scopes';
export { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS, AUTH_CODE_SECONDS } from './oauth/oauth-store';
