import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../api/httpError';
import { areasOfError, decideAuthError, isUnauthorizedError } from './authErrors';

describe('checkError decisions (spec §4/§8)', () => {
  it('recognises unauthorized errors', () => {
    expect(isUnauthorizedError(new HttpError('x', 401))).toBe(true);
    expect(isUnauthorizedError({ message: 'GraphQL error: Unauthorized' })).toBe(true);
    expect(isUnauthorizedError(new HttpError('x', 403, { code: 'FORBIDDEN' }))).toBe(false);
    expect(isUnauthorizedError('unauthorized')).toBe(true);
    expect(isUnauthorizedError(null)).toBe(false);
  });

  it('ignores other errors', async () => {
    const renew = vi.fn();
    await expect(
      decideAuthError(new HttpError('boom', 500), { renew, report: vi.fn() }),
    ).resolves.toBe('not-auth');
    expect(renew).not.toHaveBeenCalled();
  });

  it('renews once, and is done when that works', async () => {
    const report = vi.fn();
    await expect(
      decideAuthError(new HttpError('unauthorized', 401), {
        renew: async () => 'renewed',
        report,
      }),
    ).resolves.toBe('renewed');
    expect(report).not.toHaveBeenCalled();
  });

  it('reports the expired session when renewal fails, unless the area is excluded', async () => {
    const error = new HttpError('unauthorized', 401, {
      graphQLErrors: [{ message: 'unauthorized', path: ['corporate_staffs'] }],
    });
    expect(areasOfError(error)).toContain('corporate_staffs');
    const report = vi.fn(() => false);
    await expect(decideAuthError(error, { renew: async () => 'refused', report })).resolves.toBe(
      'excluded',
    );
    await expect(
      decideAuthError(new HttpError('unauthorized', 401), {
        renew: async () => 'refused',
        report: () => true,
      }),
    ).resolves.toBe('expired');
  });
});
