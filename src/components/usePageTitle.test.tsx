import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';

describe('tab title', () => {
  it('ends in the suite name of the page language', async () => {
    renderApp('/trang-khong-co', 'vi');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toMatch(/ · Wayfare — Nền tảng du lịch công tác$/));
  });

  it('is English on English pages', async () => {
    renderApp('/trang-khong-co', 'en');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toMatch(/ · Wayfare — Business Travel Suite$/));
  });
});
