import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../testing/renderSite';
import { loadPolicy } from './policies/loadPolicy';
import { PolicyPage } from './policies/PolicyPage';
import { POLICY_PAGES } from './policies/types';

describe('policy texts', () => {
  it.each(POLICY_PAGES)('%s has the same sections, in order, in vi and en', async (page) => {
    const [vi, en] = await Promise.all([loadPolicy(page, 'vi'), loadPolicy(page, 'en')]);
    expect(vi.sections.length).toBeGreaterThanOrEqual(3);
    expect(en.sections.map((s) => s.id)).toEqual(vi.sections.map((s) => s.id));
    expect(new Set(vi.sections.map((s) => s.id)).size).toBe(vi.sections.length);
    expect(en.updated).toBe(vi.updated);
    for (const doc of [vi, en]) {
      for (const section of doc.sections)
        expect(section.blocks.length, section.id).toBeGreaterThan(0);
    }
  });
});

describe('policy pages', () => {
  it('shows the operating rules in Vietnamese with contents, anchors and the date', async () => {
    renderSite(<PolicyPage page="rules" />, { path: '/rules', locale: 'vi' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Quy chế hoạt động' }),
    ).toBeVisible();
    const toc = await screen.findByRole('navigation', { name: 'Mục lục' });
    const link = within(toc).getByRole('link', { name: '9. Cơ chế giải quyết khiếu nại' });
    expect(link).toHaveAttribute('href', '#complaints');
    expect(document.getElementById('complaints')).toHaveTextContent(
      '9. Cơ chế giải quyết khiếu nại',
    );
    expect(screen.getByText(/Cập nhật lần cuối:/)).toHaveTextContent('24 tháng 11, 2026');
    expect(screen.getByRole('button', { name: 'In trang này' })).toBeVisible();
  });

  it('links related pages from a policy', async () => {
    renderSite(<PolicyPage page="amendment" />, { path: '/amendment', locale: 'en' });
    expect(await screen.findByRole('link', { name: 'Flight changes and refunds' })).toHaveAttribute(
      'href',
      '/flight-amendment',
    );
  });
});
