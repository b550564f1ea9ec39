/**
 * powerbi-client registers a router route for every component's uniqueId and never removes it; the route
 * keeps its component (config, element, frame) alive. Reusing the ids of reset embeds keeps that table, and
 * the heap, from growing when users switch reports many times. One id serves one live embed at a time.
 */
const released: string[] = [];

export function acquireUniqueId(): string {
  return released.pop() ?? `pr-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
}

export function releaseUniqueId(id: string): void {
  if (!released.includes(id)) released.push(id);
}
