// The few parts of oidc-provider's API the local test provider uses (the package ships no types).
declare module 'oidc-provider' {
  type Claims = Record<string, unknown> & { sub: string };
  type Account = { accountId: string; claims: () => Promise<Claims> };
  type Configuration = {
    clients: Record<string, unknown>[];
    claims?: Record<string, string[]>;
    findAccount: (ctx: unknown, sub: string) => Promise<Account | undefined>;
    features?: Record<string, unknown>;
    pkce?: { required: () => boolean };
    cookies?: { keys: string[] };
  };
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    listen(port: number, callback?: () => void): unknown;
  }
}
