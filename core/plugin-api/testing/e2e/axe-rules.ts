/** The part of axe-core's module this reads: its rules and their checks' metadata (impact). */
export interface AxeMetadata {
  _audit: {
    rules: { id: string; any: RuleCheck[]; all: RuleCheck[]; none: RuleCheck[] }[];
    data: { checks: Record<string, { impact?: string } | undefined> };
  };
}
type RuleCheck = string | { id: string };

const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * The axe-core rules whose every check reports a minor or moderate impact: a scan that fails on serious and
 * critical findings only can never fail on them, so running them buys nothing (they took about a third of a scan
 * of the recommendations page). A rule with a check of unknown impact is kept. Read from axe-core's own rule
 * metadata, so a new axe-core version brings its own list.
 */
export function rulesBelowSerious(axe: AxeMetadata): string[] {
  const impactOf = (check: RuleCheck) => axe._audit.data.checks[typeof check === 'string' ? check : check.id]?.impact;
  return axe._audit.rules
    .filter((rule) => {
      const impacts = [...rule.any, ...rule.all, ...rule.none].map(impactOf);
      return impacts.length > 0 && impacts.every((impact) => impact !== undefined && !FAILING_IMPACTS.has(impact));
    })
    .map((rule) => rule.id);
}
