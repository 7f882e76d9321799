import { AccuracyTestEventSchema, type AccuracyTestEvent, type MultiImageAnalysisResult } from '@listlens/shared';
import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  sendRequest,
  toApiError,
  UNEXPECTED_ERROR_MESSAGE as UNEXPECTED,
} from '../../../lib/api-client';

type Progress = Extract<AccuracyTestEvent, { type: 'progress' }>;

/**
 * POST /api/ai/accuracy-test: uploads the photos, then reads the answer's JSON
 * lines as they arrive: progress while the analyzer works, then the result.
 * Aborting the signal stops the test on the server too.
 */
export async function runAccuracyTest(
  files: File[],
  options: { signal: AbortSignal; onProgress: (progress: Progress) => void },
): Promise<MultiImageAnalysisResult> {
  const form = new FormData();
  for (const file of files) form.append('photos', file, file.name);
  const response = await sendRequest('/api/ai/accuracy-test', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/x-ndjson, application/problem+json' },
    body: form,
    signal: options.signal,
  });
  if (!response.ok) throw await toApiError(response);
  if (!response.body) throw new ApiError(response.status, 'unexpected_response', UNEXPECTED);

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    let chunk: ReadableStreamReadResult<string>;
    try {
      chunk = await reader.read();
    } catch (error) {
      if (options.signal.aborted) throw error;
      throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
    }
    buffered += chunk.value ?? '';
    const lines = buffered.split('\n');
    buffered = chunk.done ? '' : (lines.pop() ?? '');
    for (const line of lines) {
      if (!line.trim()) continue;
      const event = parseLine(line, response.status);
      if (event.type === 'progress') options.onProgress(event);
      else if (event.type === 'error') throw new ApiError(response.status, 'test_failed', event.message);
      else return event.result;
    }
    if (chunk.done) break;
  }
  // The stream ended without a result: the connection dropped mid-test.
  throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
}

function parseLine(line: string, status: number): AccuracyTestEvent {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    json = null;
  }
  const event = AccuracyTestEventSchema.safeParse(json);
  if (!event.success) throw new ApiError(status, 'unexpected_response', UNEXPECTED);
  return event.data;
}
