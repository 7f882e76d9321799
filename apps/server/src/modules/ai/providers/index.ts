/**
 * Stage 4, providers: who answers for the draft.
 *
 * `local` is the offline analyzer (evidence and facts above, no network).
 * `openai` asks any OpenAI-compatible vision endpoint for the same fields under
 * a JSON schema; `crossCheck` then flags what the photos' own text contradicts.
 * Both end in `listing/`'s `buildListing`, so the spec's rules apply to every
 * provider. `withRetries` is the spec's 2 retries, 2000 ms apart.
 */
export { crossCheck } from './cross-check';
export { requestOpenAiAnalysis, type OpenAiOptions } from './openai-provider';
export { ProviderError } from './provider-error';
export { withRetries } from './retry';
