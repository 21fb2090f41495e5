import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { mainService, profileOf } from '../../account/testing/renderAccount';
import {
  MY_CORPORATE,
  corporateService,
  graphqlError,
} from '../../dataProviders/testing/corporateService';
import { renderApp } from '../../test/renderApp';

function signedIn(answers: Parameters<typeof corporateService>[0]) {
  Cookies.set('uts_token', 'access-1');
  mainService({ SessionProfile: () => ({ profile: profileOf() }) });
  return corporateService({ MyDelegators: () => ({ my_delegators: [] }), ...answers });
}

describe('corporate levels', { timeout: 30_000 }, () => {
  it('are listed by name and created, a taken name shown on its input', async () => {
    const levels = [
      { id: 'l2', name: 'Senior' },
      { id: 'l1', name: 'Associate' },
    ];
    const calls = signedIn({
      CorporateLevels: () => ({ corporate_levels: levels }),
      CreateCorporateLevel: (v) => {
        const name = (v.input as { name: string }).name;
        if (name === 'Senior') {
          return graphqlError(
            'BAD_USER_INPUT',
            'taken',
            { fields: [{ field: 'name', rule: 'unique', message: 'taken' }] },
            ['create_corporate_level'],
          );
        }
        levels.push({ id: 'l3', name });
        return { create_corporate_level: { id: 'l3', name } };
      },
    });
    const user = userEvent.setup();
    renderApp('/corporate/levels/create', 'en');
    const name = await screen.findByRole('textbox', { name: /Level name/ }, { timeout: 10_000 });
    await user.type(name, 'Senior');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This value is already in use')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Director');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Associate', 'Director', 'Senior']);
    expect(
      calls.filter((c) => c.operationName === 'CreateCorporateLevel').at(-1)?.variables,
    ).toEqual({ input: { corporate_id: MY_CORPORATE.id, name: 'Director' } });
  });

  it('has an empty state in Vietnamese', async () => {
    signedIn({ CorporateLevels: () => ({ corporate_levels: [] }) });
    renderApp('/corporate/levels', 'vi');
    expect(
      await screen.findByText(
        'Doanh nghiệp chưa có cấp bậc nhân viên nào.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });
});
