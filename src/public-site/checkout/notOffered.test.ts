import { afterEach, describe, expect, it } from 'vitest';
import {
  ACTING_STORAGE_KEY,
  AGENT_ACCOUNT_STORAGE_KEY,
  PATRON_STORAGE_KEY,
} from '../../api/patron';
import { actingKind, notOffered } from './notOffered';

const base = {
  acting: null,
  supported: ['WALLET', 'VNPAY'] as const,
  companyOptions: 0,
  companyFailed: false,
  companyPaid: false,
};

describe('why a way to pay is not offered', () => {
  it('says nothing to a traveller booking for themselves with every method there', () => {
    expect(notOffered({ ...base, supported: ['WALLET', 'VNPAY'] })).toEqual([]);
  });

  it('tells an agent and support why the company account and (support) the wallet are missing', () => {
    expect(notOffered({ ...base, acting: 'AGENT', supported: ['WALLET'] })).toEqual([
      { method: 'CORPORATE_WALLET', reason: 'agent' },
    ]);
    expect(notOffered({ ...base, acting: 'SUPPORT', supported: ['WALLET'] })).toEqual([
      { method: 'CORPORATE_WALLET', reason: 'support' },
      { method: 'WALLET', reason: 'support' },
    ]);
  });

  it('tells a delegate when the delegator’s company cannot pay, and nothing when it can', () => {
    expect(notOffered({ ...base, acting: 'DELEGATE', supported: ['WALLET'] })).toEqual([
      { method: 'CORPORATE_WALLET', reason: 'noCompany' },
    ]);
    expect(
      notOffered({ ...base, acting: 'DELEGATE', supported: ['WALLET'], companyOptions: 1 }),
    ).toEqual([]);
  });

  it('explains a split already charged, a failed check and a currency the wallet does not take', () => {
    expect(notOffered({ ...base, companyPaid: true, supported: ['VNPAY'] })).toEqual([
      { method: 'CORPORATE_WALLET', reason: 'companyPaid' },
      { method: 'WALLET', reason: 'currency' },
    ]);
    expect(notOffered({ ...base, companyFailed: true, supported: ['WALLET'] })).toEqual([
      { method: 'CORPORATE_WALLET', reason: 'companyUnknown' },
    ]);
  });
});

describe('actingKind', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('reads support’s session, an agent’s traveller or a picked delegator', () => {
    expect(actingKind('USER')).toBeNull();
    window.sessionStorage.setItem(PATRON_STORAGE_KEY, 'boss');
    expect(actingKind('USER')).toBe('DELEGATE');
    window.localStorage.setItem(AGENT_ACCOUNT_STORAGE_KEY, JSON.stringify({ id: 't', name: 'T' }));
    expect(actingKind('AGENT')).toBe('AGENT');
    window.sessionStorage.setItem(
      ACTING_STORAGE_KEY,
      JSON.stringify({
        sessionId: 's',
        patronId: 'p',
        patronName: 'P',
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
      }),
    );
    expect(actingKind('USER')).toBe('SUPPORT');
  });
});
