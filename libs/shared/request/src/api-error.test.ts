import { describe, expect, it } from 'vitest';
import { apiErrorFromResponse, errorMessageFrom } from './api-error';

describe('errorMessageFrom', () => {
  it('skips errors without a detail and blank details', () => {
    expect(errorMessageFrom({ errors: [{ code: 1 }, { detail: '  ' }, { detail: 'Bad value' }] }, 400)).toBe(
      'Bad value',
    );
  });

  it('falls back to message, then to the status', () => {
    expect(errorMessageFrom({ errors: [], message: 'Forbidden' }, 403)).toBe('Forbidden');
    expect(errorMessageFrom('plain text', 502)).toBe('Request failed with status 502');
  });
});

describe('apiErrorFromResponse', () => {
  it('defaults the status to 500 (spec 02 §3)', () => {
    expect(apiErrorFromResponse(undefined, null).status).toBe(500);
  });

  it('takes the first error code present', () => {
    expect(apiErrorFromResponse(400, { errors: [{ detail: 'a' }, { code: 'FP', detail: 'b' }] }).code).toBe('FP');
  });
});
