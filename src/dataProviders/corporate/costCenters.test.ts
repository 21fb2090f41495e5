import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../../config';
import { testConfig } from '../../test/fixtures';
import { dataProvider } from '../index';
import { MY_CORPORATE, costCenterEntry } from '../../test/corporateFixtures';
import { graphqlService } from '../../test/graphqlService';
import { markSignedIn } from '../../account/store/sessionStore';

beforeEach(() => {
  resetConfigForTests(testConfig);
  Cookies.set('uts_token', 'access-1');
  // As a sign-in does: a corporate still settling from the file before in this worker is forgotten.
  markSignedIn();
});

describe('cost centers over the corporate service', () => {
  it('getList pages, searches, filters and sorts on the server; assignees become pickers', async () => {
    const calls = graphqlService('corporate', {
      MyCorporate: () => ({ corporate: MY_CORPORATE }),
      CostCenterPage: () => ({
        cost_centers_page: { entries: [costCenterEntry('cc1')], total_count: 31 },
      }),
    });
    const result = await dataProvider.getList('cost-center', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'code', order: 'DESC' },
      filter: { q: ' ops ', active: false },
    });
    expect(result.total).toBe(31);
    expect(result.data[0]).toMatchObject({ id: 'cc1', user_ids: ['u1'], department_ids: ['d1'] });
    expect(calls.at(-1)?.variables).toEqual({
      corporate_id: MY_CORPORATE.id,
      search: 'ops',
      active: false,
      sort: { field: 'CODE', direction: 'DESC' },
      limit: 10,
      offset: 10,
    });
  });

  it('update sends what changed, budgets as inputs (no day for NEVER); delete archives', async () => {
    const calls = graphqlService('corporate', {
      MyCorporate: () => ({ corporate: MY_CORPORATE }),
      UpdateCostCenter: () => ({ update_cost_center: costCenterEntry('cc1') }),
      ArchiveCostCenter: () => ({
        archive_cost_center: costCenterEntry('cc1', { active: false }),
      }),
    });
    const previous = { ...costCenterEntry('cc1'), user_ids: ['u1'], department_ids: ['d1'] };
    await dataProvider.update('cost-center', {
      id: 'cc1',
      previousData: previous,
      data: {
        ...previous,
        budgets: [
          { ...previous.budgets[0], amount: 2000 },
          { amount: 5000, reset_period: 'NEVER', reset_day: 4 },
        ],
        user_ids: ['u1', 'u2'],
      },
    });
    expect(calls.at(-1)?.variables).toEqual({
      input: {
        id: 'cc1',
        user_ids: ['u1', 'u2'],
        budgets: [
          { id: 'cc1-b1', amount: 2000, currency: 'VND', reset_period: 'MONTHLY', reset_day: 1 },
          { amount: 5000, currency: 'VND', reset_period: 'NEVER', reset_day: null },
        ],
      },
    });
    const archived = await dataProvider.delete('cost-center', { id: 'cc1' });
    expect(archived.data).toMatchObject({ id: 'cc1', active: false });
    expect(calls.at(-1)).toMatchObject({
      operationName: 'ArchiveCostCenter',
      variables: { input: { id: 'cc1' } },
    });
  });
});
