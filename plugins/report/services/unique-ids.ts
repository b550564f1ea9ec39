/**
 * powerbi-client registers a router route for every report's uniqueId (`/reports/<uid>/eventHooks/...`) and
 * the router can never delete one: every new id adds states to its route table for good. The port's reset
 * points a released route at a no-op (service-cleanup.ts), so no component stays behind it; reusing the ids
 * of reset embeds keeps the table itself from growing when users switch reports many times. One id serves
 * one live embed at a time.
 */
const released: string[] = [];

export function acquireUniqueId(): string {
  return released.pop() ?? `pr-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
}

export function releaseUniqueId(id: string): void {
  if (!released.includes(id)) released.push(id);
}
