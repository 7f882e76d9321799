import { describe, expect, it } from 'vitest';
import { diagnoseNetwork, judgeHealth, judgeNoAnswer, judgeRestRoot, judgeStorage } from './network-diagnosis';

describe('network diagnosis: the four cases of spec part 3 (diagnostics)', () => {
  it('all passed: online and every ListLens probe answered', () =>
    expect(diagnoseNetwork(true, ['success', 'success', 'success'])).toEqual({
      kind: 'all_passed',
      title: 'All tests passed',
      message: 'Your device is online and every part of ListLens answered.',
    }));

  it('no internet: offline and nothing answered', () => {
    const diagnosis = diagnoseNetwork(false, ['error', 'error', 'error']);
    expect(diagnosis.kind).toBe('no_internet');
    expect(diagnosis.title).toBe('No internet connection');
  });

  it('backend unreachable: online, yet nothing of ListLens answered, which points at a firewall', () => {
    const diagnosis = diagnoseNetwork(true, ['error', 'error', 'error']);
    expect(diagnosis.kind).toBe('backend_unreachable');
    expect(diagnosis.title).toBe('ListLens cannot be reached');
    expect(diagnosis.message).toMatch(/firewall/);
  });

  it('mixed: some probes passed and some failed, or ListLens answered while the browser says offline', () => {
    expect(diagnoseNetwork(true, ['success', 'error', 'success']).kind).toBe('mixed');
    expect(diagnoseNetwork(false, ['error', 'success', 'error']).kind).toBe('mixed');
    expect(diagnoseNetwork(false, ['success', 'success', 'success']).kind).toBe('mixed');
    expect(diagnoseNetwork(true, ['success', 'error', 'success']).title).toBe('Some tests failed');
  });
});

describe('grading a probe answer', () => {
  it('health: 200 is up; 503 is a reachable server whose database is down', () => {
    expect(judgeHealth(200)).toEqual({ status: 'success', message: 'Reachable (HTTP 200), database up' });
    expect(judgeHealth(503)).toEqual({ status: 'error', message: 'Reachable, but the database is down (HTTP 503)' });
    expect(judgeHealth(502).status).toBe('error');
  });

  it('REST root: any answer below 500, 404 included, counts as reachable', () => {
    expect(judgeRestRoot(404)).toEqual({ status: 'success', message: 'Reachable (HTTP 404)' });
    expect(judgeRestRoot(200).status).toBe('success');
    expect(judgeRestRoot(499).status).toBe('success');
    expect(judgeRestRoot(500).status).toBe('error');
    expect(judgeRestRoot(502)).toEqual({
      status: 'error',
      message: 'The server answered with an error (HTTP 502)',
    });
  });

  it('storage: 200 and (as the spec says) 400 count as reachable; 503 does not', () => {
    expect(judgeStorage(200, { status: 'up', driver: 's3', latencyMs: 4 })).toEqual({
      status: 'success',
      message: 'Reachable (HTTP 200) (s3 storage)',
    });
    expect(judgeStorage(400, null)).toEqual({ status: 'success', message: 'Reachable (HTTP 400)' });
    expect(judgeStorage(503, { status: 'down', driver: 'local', latencyMs: 1 })).toEqual({
      status: 'error',
      message: 'The photo storage cannot be reached (HTTP 503)',
    });
    expect(judgeStorage(429, null).status).toBe('error');
  });

  it('no answer at all is a failure, telling a time-out from a refused request', () => {
    expect(judgeNoAnswer(true).message).toBe('No answer within 10 seconds');
    expect(judgeNoAnswer(false).message).toBe('No answer: the request did not reach ListLens');
  });
});
