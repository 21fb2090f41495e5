import type { ConsolePage } from '../types';

const page = (name: string, path: string, aliases?: string[]): ConsolePage => ({
  kind: 'page',
  name,
  path,
  subject: 'analysis',
  action: 'list',
  layout: 'analysis',
  aliases,
});

/**
 * The analysis dashboards (spec §2 /corporate/analysis/*, nested in the analysis layout): the
 * analysis issue builds them. The legacy /corporate/analysis-old leads to the overview.
 */
export const analysisPages: readonly ConsolePage[] = [
  page('analysis-travel-overview', 'analysis/travel-overview', ['analysis-old']),
  page('analysis-flight', 'analysis/flight'),
  page('analysis-hotel', 'analysis/hotel'),
  page('analysis-cost-center', 'analysis/cost-center'),
  page('analysis-on-trip-expense', 'analysis/on-trip-expense'),
  page('analysis-travel-overview-detail', 'analysis/travel-overview/detail'),
];
