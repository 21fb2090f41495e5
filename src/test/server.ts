import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { testConfig } from './fixtures';

/** Default answers of the server the browser app talks to; tests override per case. */
export const handlers = [
  http.get('*/config.json', () => HttpResponse.json(testConfig)),
  http.get('*/builds/latest.json', () => HttpResponse.json({ id: 'test' })),
  http.post('*/api/captureException', () => new HttpResponse(null, { status: 204 })),
];

export const server = setupServer(...handlers);
