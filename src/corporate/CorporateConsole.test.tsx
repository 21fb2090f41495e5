import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';

describe('corporate console', () => {
  it('shows the localized dashboard being built', async () => {
    renderApp('/corporate', 'vi');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Tổng quan doanh nghiệp' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Bảng điều khiển doanh nghiệp đang được xây dựng.'),
    ).toBeInTheDocument();
  });

  it('renders a corporate route and follows the site language switch', async () => {
    const user = userEvent.setup();
    renderApp('/corporate/users', 'vi');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nhân viên' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
  });

  it('nests analysis pages in the analysis layout', async () => {
    renderApp('/corporate/analysis/flight', 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Flight analysis' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Analysis sections' })).toBeInTheDocument();
  });

  it('shows the not-found contract for unknown console paths', async () => {
    renderApp('/corporate/nope', 'vi');
    expect(
      await screen.findByText('Page Not Found: /corporate/nope', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
