/** A marker placed on screen: its pixel position at the map's current zoom. */
export interface PlacedMarker<T> {
  item: T;
  x: number;
  y: number;
}

export interface Cluster<T> {
  items: T[];
  /** The average pixel position of its members. */
  x: number;
  y: number;
}

/**
 * Price pills are about 80 × 22 px: two closer than this overlap. Markers are grouped greedily
 * (in the order given, so the caller puts the most important first) around the first marker of
 * each group; a group of one is drawn as the marker itself.
 */
export const CLUSTER_GAP = { x: 84, y: 26 };

export function clusterMarkers<T>(
  placed: PlacedMarker<T>[],
  gap: { x: number; y: number } = CLUSTER_GAP,
): Cluster<T>[] {
  const clusters: Array<Cluster<T> & { anchorX: number; anchorY: number }> = [];
  for (const point of placed) {
    const home = clusters.find(
      (c) => Math.abs(c.anchorX - point.x) < gap.x && Math.abs(c.anchorY - point.y) < gap.y,
    );
    if (home) {
      const n = home.items.push(point.item);
      home.x += (point.x - home.x) / n;
      home.y += (point.y - home.y) / n;
    } else {
      clusters.push({
        items: [point.item],
        x: point.x,
        y: point.y,
        anchorX: point.x,
        anchorY: point.y,
      });
    }
  }
  return clusters.map(({ items, x, y }) => ({ items, x, y }));
}
