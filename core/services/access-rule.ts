/**
 * The spec's access rule: passes if the rule is empty, or the permission list is non-empty and contains
 * the rule (case-insensitive). An empty permission list always fails a non-empty rule.
 */
export function passesAccessRule(rule: string | undefined | null, permissions: readonly string[]): boolean {
  if (!rule) return true;
  if (permissions.length === 0) return false;
  const wanted = rule.toLowerCase();
  return permissions.some((permission) => permission.toLowerCase() === wanted);
}
