/**
 * The enabled plugins: those bundled (build-time PORTAL_PLUGINS) AND those in the public settings'
 * `plugins` list when present AND those of the active customer when the account gives a list.
 */
export function enabledPluginIds(
  bundled: readonly string[],
  deploymentList: readonly string[] | null | undefined,
  customerList: readonly string[] | null | undefined,
): string[] {
  return bundled.filter(
    (id) =>
      (deploymentList == null || deploymentList.includes(id)) && (customerList == null || customerList.includes(id)),
  );
}
