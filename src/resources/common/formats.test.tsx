import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../../config';
import { dataProvider } from '../../dataProviders';
import type { CorporateMembersQuery } from '../../api/generated/corporate';
import { createI18nProvider, loadConsoleCatalogue } from '../../i18n/i18nProvider';
import type { Locale } from '../../i18n/types';
import {
  MY_CORPORATE,
  costCenterEntry,
  departmentEntry,
  staffEntry,
} from '../../test/corporateFixtures';
import { testConfig } from '../../test/fixtures';
import { signInToConsole } from '../../test/renderConsole';
import { CostCenterList } from '../costCenters/CostCenterList';
import { DelegatePolicyList } from '../delegatePolicies/DelegatePolicyList';
import { DepartmentList } from '../departments/DepartmentList';
import { StaffList } from '../staff/StaffList';

/**
 * Formats follow the interface language, never the browser's (issue 20 §3): every console list
 * that shows dates or amounts, rendered in each interface language under a browser set to the
 * other one. Members and levels show neither.
 */

const INSTANT = '2026-11-27T03:00:00.000Z';
const LIMIT = 250_000_000;

const MEMBER: CorporateMembersQuery['corporate_members'][number] = {
  id: 'u-boss',
  email: 'boss@sh.example',
  first_name: 'An',
  last_name: 'Lê',
  role: 'OWNER',
  department: null,
  setting: null,
  corporate_staff: null,
};

function answers() {
  // The session and MyCorporate as a sign-in leaves them (a corporate still settling from the
  // file before in this worker is forgotten).
  signInToConsole({
    CorporateMembers: () => ({ corporate_members: [MEMBER] }),
    StaffPage: () => ({
      corporate_staffs_page: {
        entries: [staffEntry(1, { monthly_limit: LIMIT })],
        total_count: 1,
      },
    }),
    DepartmentPage: () => ({
      corporate_departments_page: {
        entries: [
          departmentEntry('d-sales', {
            name: 'Kinh doanh',
            inserted_at: INSTANT,
            monthly_limit: LIMIT,
          }),
        ],
        total_count: 1,
      },
    }),
    CostCenterPage: () => ({
      cost_centers_page: {
        entries: [
          costCenterEntry('cc-ops', {
            name: 'Vận hành',
            balance: 100_000_000,
            budgets: [
              {
                id: 'b-ops',
                amount: LIMIT,
                balance: 100_000_000,
                used_balance: 150_000_000,
                currency: 'VND',
                reset_period: 'MONTHLY',
                reset_day: 1,
                period_started_at: '2026-10-31T17:00:00.000Z',
                resets_at: '2026-11-30T17:00:00.000Z',
              },
            ],
          }),
        ],
        total_count: 1,
      },
    }),
    CostCenterEnforcement: () => ({
      corporate: { id: MY_CORPORATE.id, enforce_cost_center: true },
    }),
    DelegatePolicyPage: () => ({
      delegate_policies: {
        entries: [
          {
            id: 'p1',
            active: true,
            corporate_id: MY_CORPORATE.id,
            delegatee_ids: ['u-boss'],
            delegator_ids: ['u-boss'],
            inserted_at: INSTANT,
          },
        ],
        total_count: 1,
      },
    }),
  });
}

/**
 * The browser's language: navigator.language(s), and what Intl and toLocale*String write when
 * given no locale (jsdom leaves those to Node's own default, whatever the machine says).
 */
function browserIn(tag: string): () => void {
  const restores: (() => void)[] = [];
  const replace = <T extends object, K extends keyof T>(target: T, key: K, value: T[K]) => {
    const original = Object.getOwnPropertyDescriptor(target, key);
    Object.defineProperty(target, key, { value, configurable: true, writable: true });
    restores.push(() =>
      original ? Object.defineProperty(target, key, original) : delete target[key],
    );
  };
  replace(navigator, 'language', tag);
  replace(navigator, 'languages', [tag]);
  const orDefault = (locales: unknown) => (locales === undefined ? tag : locales);
  const { NumberFormat, DateTimeFormat } = Intl;
  replace(
    Intl,
    'NumberFormat',
    Object.assign(function (locales?: string | string[], options?: Intl.NumberFormatOptions) {
      return new NumberFormat(orDefault(locales) as string, options);
    }, NumberFormat) as unknown as typeof Intl.NumberFormat,
  );
  replace(
    Intl,
    'DateTimeFormat',
    Object.assign(function (locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
      return new DateTimeFormat(orDefault(locales) as string, options);
    }, DateTimeFormat) as unknown as typeof Intl.DateTimeFormat,
  );
  const methods: [Record<string, unknown>, string][] = [
    [Number.prototype as unknown as Record<string, unknown>, 'toLocaleString'],
    [Date.prototype as unknown as Record<string, unknown>, 'toLocaleString'],
    [Date.prototype as unknown as Record<string, unknown>, 'toLocaleDateString'],
    [Date.prototype as unknown as Record<string, unknown>, 'toLocaleTimeString'],
  ];
  for (const [proto, key] of methods) {
    const original = proto[key] as (this: unknown, ...args: unknown[]) => string;
    replace(
      proto,
      key as never,
      function (this: unknown, locales?: unknown, options?: unknown) {
        return original.call(this, orDefault(locales), options);
      } as never,
    );
  }
  return () => restores.reverse().forEach((restore) => restore());
}

const originalMatchMedia = window.matchMedia;
let restoreBrowser: (() => void) | undefined;

beforeEach(() => {
  resetConfigForTests(testConfig);
  // Tablet and up: the table.
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  restoreBrowser?.();
  restoreBrowser = undefined;
});

async function renderList(resource: string, List: ComponentType, locale: Locale) {
  await loadConsoleCatalogue(locale);
  answers();
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider(locale)}>
      <ResourceContextProvider value={resource}>
        <List />
      </ResourceContextProvider>
    </AdminContext>,
  );
  const table = await screen.findByRole('table', {}, { timeout: 10_000 });
  return within(table).getAllByRole('row')[1];
}

const CASES = [
  { interface: 'vi', browser: 'en-US', money: /^250\.000\.000\s₫$/, date: '27/11/2026' },
  { interface: 'en', browser: 'vi-VN', money: /^₫250,000,000$/, date: '11/27/2026' },
] as const;

describe.each(CASES)(
  'console lists in $interface under a browser in $browser',
  { timeout: 20_000 },
  (c) => {
    beforeEach(() => {
      restoreBrowser = browserIn(c.browser);
    });

    it('staff: the monthly limit', async () => {
      const row = await renderList('users', StaffList, c.interface);
      expect(within(row).getByText(c.money)).toBeInTheDocument();
    });

    it('departments: the monthly limit and the date added', async () => {
      const row = await renderList('department', DepartmentList, c.interface);
      expect(within(row).getByText(c.money)).toBeInTheDocument();
      expect(within(row).getByText(c.date)).toBeInTheDocument();
    });

    it('delegation: the date added', async () => {
      const row = await renderList('delegate-policies', DelegatePolicyList, c.interface);
      expect(within(row).getByText(c.date)).toBeInTheDocument();
    });

    it('cost centers: budget and balance', async () => {
      const row = await renderList('cost-center', CostCenterList, c.interface);
      const left = c.interface === 'vi' ? /100\.000\.000\s₫/ : /₫100,000,000/;
      const budget = c.interface === 'vi' ? /250\.000\.000\s₫/ : /₫250,000,000/;
      expect(within(row).getAllByText(left).length).toBeGreaterThan(0);
      expect(within(row).getAllByText(budget).length).toBeGreaterThan(0);
    });
  },
);
