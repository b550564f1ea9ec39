/** The contract test's findings: one line per check, and the JSON written with --json. */

export type CheckStatus = 'PASS' | 'FAIL' | 'SKIP';

export interface Check {
  status: CheckStatus;
  /** The call, as "GET /api/menuitems/" (with a short qualifier where one call is checked several ways). */
  call: string;
  expected: string;
  /** What came back (for a PASS, with any tolerated deviation named). */
  actual: string;
}

export interface ContractReport {
  baseUrl: string;
  /** How the signed-in checks signed in: "demo user anna", "the cookie given", or null (not signed in). */
  signedInAs: string | null;
  /** Where the answers' OpenAPI schemas came from. */
  document: { source: 'backend' | 'core'; location: string | null };
  startedAt: string;
  durationMs: number;
  checks: Check[];
  passed: number;
  failed: number;
  skipped: number;
}

const CALL_WIDTH = 56;

export function formatCheck(check: Check): string {
  const call = check.call.length >= CALL_WIDTH ? `${check.call} ` : check.call.padEnd(CALL_WIDTH);
  return `${check.status}  ${call}expected ${check.expected} | got ${check.actual}`;
}

export function formatHeader(report: Pick<ContractReport, 'baseUrl' | 'signedInAs'>): string {
  return `Contract test of ${report.baseUrl} (${report.signedInAs ? `signed in as ${report.signedInAs}` : 'not signed in'})`;
}

export function formatSummary(report: ContractReport): string {
  const documentLine =
    report.document.source === 'backend'
      ? `Answers were also checked against the backend's OpenAPI document at ${report.document.location}.`
      : 'The backend publishes no OpenAPI document: answers were checked against the core contract bundled from core/contract; plugin routes were not checked.';
  const verdict = report.failed === 0 ? 'the backend meets the contract' : 'the backend does NOT meet the contract';
  return [
    documentLine,
    `${report.checks.length} checks: ${report.passed} passed, ${report.failed} failed, ${report.skipped} skipped (${(report.durationMs / 1000).toFixed(1)} s): ${verdict}.`,
  ].join('\n');
}

export function formatReport(report: ContractReport): string {
  return [formatHeader(report), ...report.checks.map(formatCheck), formatSummary(report)].join('\n');
}

/** The calls that failed, each once, in report order. */
export function failedCalls(report: ContractReport): string[] {
  return [...new Set(report.checks.filter((check) => check.status === 'FAIL').map((check) => check.call))];
}
