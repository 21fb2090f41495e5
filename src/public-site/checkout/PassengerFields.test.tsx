import './catalogue';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestFrame } from '../../test/TestFrame';
import { testConfig } from '../../test/fixtures';
import type { Locale } from '../../i18n/types';
import type { PassengerValues } from './detailsForm';
import { PassengerFields } from './PassengerFields';

const PASSENGER: PassengerValues = {
  type: 'ADULT',
  title: '',
  first_name: 'LAN',
  last_name: 'NGUYEN',
  date_of_birth: '1990-01-02',
  nationality_country_code: 'VN',
  passport: '',
  passport_country_code: '',
  passport_expired: '',
  departure_baggage: '',
  return_baggage: '',
};

function show(locale: Locale, onChange = vi.fn()) {
  render(
    <TestFrame path="/checkout/flight" locale={locale} config={testConfig}>
      <PassengerFields index={0} number={1} value={PASSENGER} onChange={onChange} errors={{}} />
    </TestFrame>,
  );
  return onChange;
}

describe('a passenger’s nationality and passport country', () => {
  it('are chosen from the countries by name in Vietnamese, and sent as codes', async () => {
    const onChange = show('vi');
    const nationality = screen.getByRole('combobox', { name: 'Quốc tịch' });
    expect(nationality).toHaveDisplayValue('Việt Nam');
    // Alphabetical in Vietnamese, with a way to give none.
    const names = within(nationality)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names[0]).toBe('Không nhập');
    expect(names.length).toBe(251);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Nước cấp hộ chiếu' }),
      'Nhật Bản',
    );
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ passport_country_code: 'JP' }),
    );
  });

  it('by name in English too', () => {
    show('en');
    expect(screen.getByRole('combobox', { name: 'Nationality' })).toHaveDisplayValue('Vietnam');
  });
});
