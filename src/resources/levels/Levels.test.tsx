import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CorporateLevelsQuery } from '../../api/generated/corporate';
import { graphqlError } from '../../test/graphqlError';
import { lastVariables } from '../../test/graphqlService';
import { MY_CORPORATE, renderConsole, signInToConsole } from '../../test/renderConsole';
import { levels as levelsResource } from '.';
import { clickSave } from '../../test/clickSave';

describe('corporate levels', () => {
  it('are listed by name and created, a taken name shown on its input', async () => {
    const levels: CorporateLevelsQuery['corporate_levels'] = [
      { id: 'l2', name: 'Senior' },
      { id: 'l1', name: 'Associate' },
    ];
    const calls = signInToConsole({
      CorporateLevels: () => ({ corporate_levels: levels }),
      CreateCorporateLevel: ({ input: { name } }) => {
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
    const user = userEvent.setup({ delay: null });
    await renderConsole(levelsResource, { path: 'levels/create', locale: 'en' });
    const name = await screen.findByRole('textbox', { name: /Level name/ });
    await user.type(name, 'Senior');
    await clickSave(user);
    expect(await screen.findByText('This value is already in use')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Director');
    await clickSave(user);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Associate', 'Director', 'Senior']);
    expect(lastVariables(calls, 'CreateCorporateLevel')).toEqual({
      input: { corporate_id: MY_CORPORATE.id, name: 'Director' },
    });
  });

  it('has an empty state in Vietnamese', async () => {
    signInToConsole({ CorporateLevels: () => ({ corporate_levels: [] }) });
    await renderConsole(levelsResource, { path: 'levels', locale: 'vi' });
    expect(
      await screen.findByText('Doanh nghiệp chưa có cấp bậc nhân viên nào.'),
    ).toBeInTheDocument();
  });
});
