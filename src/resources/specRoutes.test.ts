import { describe, expect, it } from 'vitest';
import { CORPORATE_ROUTES } from '../routes/corporateRoutes';
import { ENTRIES, PAGES, RESOURCES } from './index';
import { ALIAS_ROUTES, consoleRouteOf } from './specRoutes';

describe('spec URLs in the console', () => {
  it('serves every corporate route of spec §2', () => {
    for (const { path } of CORPORATE_ROUTES) {
      const target = consoleRouteOf(path, '?id=r1');
      expect(target, path).not.toBeNull();
      const [first] = (target ?? '').split(/[/?]/);
      const served =
        RESOURCES.some((r) => r.name === first) || PAGES.some((p) => target?.startsWith(p.path));
      expect(served, `${path} → ${target}`).toBe(true);
    }
  });

  it('keeps list URLs as they are and leads detail URLs to react-admin routes', () => {
    expect(consoleRouteOf('users')).toBe('users');
    expect(consoleRouteOf('users/u1/show')).toBe('users/u1/show');
    expect(consoleRouteOf('cost-center')).toBe('cost-center');
    expect(consoleRouteOf('create-cost-center')).toBe('cost-center/create');
    expect(consoleRouteOf('cost/detail', '?id=cc 1')).toBe('cost-center/cc%201/show');
    expect(consoleRouteOf('cost/edit', '?id=cc1&tab=budgets')).toBe('cost-center/cc1?tab=budgets');
    expect(consoleRouteOf('cost/detail')).toBe('cost-center');
    expect(consoleRouteOf('payment-statement/detail', '?id=s1')).toBe('payment-statement/s1/show');
    expect(consoleRouteOf('invoice-detail', '?id=i1')).toBe('invoice-reconciliation/i1/show');
    expect(consoleRouteOf('trip-proposal-detail', '?id=t1')).toBe('trip-proposal/t1/show');
    expect(consoleRouteOf('request-booking-flight', '?id=b1')).toBe('request-bookings/b1/show');
    expect(consoleRouteOf('request-booking-flight')).toBe(
      `request-bookings?filter=${encodeURIComponent('{"kind":"FLIGHT"}')}`,
    );
    expect(consoleRouteOf('request-booking')).toBe(
      `request-bookings?filter=${encodeURIComponent('{"kind":"HOTEL"}')}`,
    );
    expect(consoleRouteOf('payment-overview-old')).toBe(
      `payment-statement?filter=${encodeURIComponent('{"view":"months"}')}`,
    );
    // The older summary is a page of its own (issue 25), not an alias.
    expect(consoleRouteOf('analysis-old', '?start=2026-01-01')).toBe('analysis-old');
    expect(consoleRouteOf('detail')).toBe('detail');
    expect(consoleRouteOf('nope')).toBeNull();
  });

  it('has unique names and alias paths that no resource or page owns', () => {
    const names = ENTRIES.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    for (const alias of ALIAS_ROUTES) {
      expect(
        RESOURCES.some((r) => r.name === alias.path),
        alias.path,
      ).toBe(false);
      expect(
        PAGES.some((p) => p.path === alias.path),
        alias.path,
      ).toBe(false);
    }
  });
});
