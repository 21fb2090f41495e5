import { describe, expect, it } from 'vitest';
import { clusterMarkers } from './clusters';

const at = (item: string, x: number, y: number) => ({ item, x, y });

describe('clusterMarkers', () => {
  it('groups pills that would overlap and keeps apart those that would not', () => {
    const clusters = clusterMarkers([
      at('a', 100, 100),
      at('b', 140, 110), // overlaps a
      at('c', 100, 140), // below a, clear of it
      at('d', 400, 100),
    ]);
    expect(clusters.map((c) => c.items)).toEqual([['a', 'b'], ['c'], ['d']]);
    expect(clusters[0]).toMatchObject({ x: 120, y: 105 });
  });

  it('puts markers on the same spot in one group, led by the first given', () => {
    const clusters = clusterMarkers([at('chosen', 10, 10), at('x', 10, 10), at('y', 12, 11)]);
    expect(clusters).toHaveLength(1);
    expect(clusters[0].items).toEqual(['chosen', 'x', 'y']);
  });

  it('leaves nothing out', () => {
    const placed = Array.from({ length: 200 }, (_, i) =>
      at(String(i), (i * 37) % 500, (i * 53) % 300),
    );
    const clusters = clusterMarkers(placed);
    expect(clusters.flatMap((c) => c.items).sort()).toEqual(placed.map((p) => p.item).sort());
  });
});
