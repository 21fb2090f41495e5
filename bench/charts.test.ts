import { describe, expect, it } from 'vitest';
import { CHARTS_JS_BUDGET_GZIP_BYTES, measureEmptyChart } from './charts';

describe('the charts chunk (issue 20 §3)', () => {
  it('an empty x-charts page adds at most 100 KiB gzip to what the console has', async () => {
    const chart = await measureEmptyChart();
    // Something was bundled: x-charts itself, not an empty module.
    expect(chart.bytes).toBeGreaterThan(100_000);
    expect(chart.gzip_bytes).toBeLessThanOrEqual(CHARTS_JS_BUDGET_GZIP_BYTES);
  });
});
