import { describe, expect, it } from 'vitest';
import { loadAnalytics } from './analytics';
import { testConfig } from './test/fixtures';

const scripts = () => [
  ...document.head.querySelectorAll<HTMLScriptElement>('script[data-wayfare-script]'),
];

describe('loadAnalytics', () => {
  it('loads nothing when nothing is configured', () => {
    loadAnalytics(testConfig);
    expect(scripts()).toHaveLength(0);
  });

  it('loads the tag manager deferred with ?id= and the session replay, once', () => {
    const config = {
      ...testConfig,
      analytics: {
        sessionReplayUrl: 'https://replay.example/r.js',
        tagManagerUrl: 'https://tags.example/gtm.js',
        tagManagerId: 'GTM-X Y',
        tagManagerLoad: 'defer' as const,
      },
    };
    loadAnalytics(config);
    loadAnalytics(config);
    const [tags, replay] = scripts();
    expect(scripts()).toHaveLength(2);
    expect(tags.src).toBe('https://tags.example/gtm.js?id=GTM-X%20Y');
    expect(tags.hasAttribute('defer')).toBe(true);
    expect(tags.hasAttribute('async')).toBe(false);
    expect(replay.src).toBe('https://replay.example/r.js');
  });
});
