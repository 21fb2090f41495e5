import { describe, expect, it } from 'vitest';
import { isAgent, isTrialActive, patronIdFor, validDelegateId } from './permissions';

describe('patron rules (spec §6)', () => {
  it('an agent sends the selected traveller, anyone else the delegator', () => {
    expect(isAgent({ role: 'AGENT' })).toBe(true);
    expect(patronIdFor({ role: 'AGENT', agentAccountId: 't1', delegateId: 'd1' })).toBe('t1');
    expect(patronIdFor({ role: 'USER', agentAccountId: 't1', delegateId: 'd1' })).toBe('d1');
    expect(patronIdFor({ role: 'AGENT', delegateId: 'd1' })).toBeNull();
    expect(patronIdFor({ role: 'USER' })).toBeNull();
  });

  it('drops a stored delegate that is not among the delegators', () => {
    expect(validDelegateId('d1', [{ id: 'd1' }])).toBe('d1');
    expect(validDelegateId('u2', [{ id: 'd1', user_id: 'u2' }])).toBe('u2');
    expect(validDelegateId('x', [{ id: 'd1' }])).toBeNull();
    expect(validDelegateId(null, [{ id: 'd1' }])).toBeNull();
  });

  it('a trial is active while expired_at is later than now', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(isTrialActive({ expired_at: '2026-11-23T00:00:00Z' }, now)).toBe(true);
    expect(isTrialActive({ expired_at: '2026-11-22T10:00:00Z' }, now)).toBe(false);
    expect(isTrialActive(null, now)).toBe(false);
  });
});
