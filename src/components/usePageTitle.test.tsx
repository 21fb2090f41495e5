import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from '../public-site/NotFoundPage';
import { renderSite } from '../public-site/testing/renderSite';

describe('tab title', () => {
  it('ends in the suite name of the page language', async () => {
    renderSite(<NotFoundPage />, { path: '/trang-khong-co', locale: 'vi' });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toMatch(/ · Wayfare — Nền tảng du lịch công tác$/));
  });

  it('is English on English pages', async () => {
    renderSite(<NotFoundPage />, { path: '/trang-khong-co', locale: 'en' });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toMatch(/ · Wayfare — Business Travel Suite$/));
  });
});
