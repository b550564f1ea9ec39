import {
  AccountInfo,
  ActionData,
  ApiPaths,
  CSRF_COOKIE,
  CSRF_HEADER,
  Identity,
  MonitoringInfo,
  PublicSettings,
  TenantList,
  parseMenuItems,
} from '../../core/contract';
import { Browser, type Answer } from './client';
import {
  AccountInfoSchema,
  ActionSchema,
  EmbedTokenSchema,
  IDENTITY_FIELDS,
  IdentitySchema,
  MenuSchema,
  MonitoringSchema,
  PUBLIC_SETTINGS_FIELDS,
  PublicSettingsSchema,
  SignedOutIdentitySchema,
  TenantsSchema,
} from './core-contract';
import { describeValue, summarizeProblems, validate, type JsonSchema } from './json-schema';
import type { Check, CheckStatus, ContractReport } from './report';

export interface ContractTestOptions {
  /** Where the backend runs, e.g. http://localhost:8080 (a path prefix is kept). */
  baseUrl: string;
  /** Sign in through the reference server's demo sign-in form as this user id. */
  user?: string;
  /** Or: the Cookie header of a signed-in browser session ("name=value; name2=value2"). */
  cookie?: string;
  /** Where the backend's OpenAPI document is, when not at /api/openapi.json. */
  openApiPath?: string;
  /** Per request. Default 10 s. */
  timeoutMs?: number;
  /** Called with each check as it is made (the CLI prints them as they come). */
  onCheck?: (check: Check) => void;
}

/** An action id no backend is expected to have, for the "unknown action" check. */
export const UNKNOWN_ACTION_ID = 987654321;
const DEFAULT_OPENAPI_PATH = '/api/openapi.json';
const REPORT_LOG_PAGE = 'contract-test';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A flag as the portal reads it (boolean or "true"/"false"), or undefined when it is neither. */
function flag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^\s*(true|false)\s*$/i.test(value)) return value.trim().toLowerCase() === 'true';
  return undefined;
}

const strip = (path: string) => path.replace(/\/+$/, '') || '/';
const withoutSlash = (path: string) => strip(path);

/** "200 application/json", "302 to /account/login", "no answer: ...". */
function got(answer: Answer): string {
  if (answer.error) return `no answer: ${answer.error}`;
  const type = answer.contentType.split(';')[0].trim();
  if (answer.status >= 300 && answer.status < 400) return `${answer.status} to ${answer.location ?? '(no Location)'}`;
  return `${answer.status}${type ? ` ${type}` : ''}`;
}

/** "500 application/json: {"statusCode":500,...}" for failures. */
function gotWithBody(answer: Answer): string {
  const excerpt = answer.text.replace(/\s+/g, ' ').trim();
  return excerpt ? `${got(answer)}: ${excerpt.length > 100 ? `${excerpt.slice(0, 97)}...` : excerpt}` : got(answer);
}

const is2xx = (answer: Answer) => !answer.error && answer.status >= 200 && answer.status < 300;

interface Operation {
  method: string;
  template: string;
  segments: string[];
  spec: Json;
}

interface DocumentInfo {
  source: 'backend' | 'core';
  location: string | null;
  document: Json | null;
  operations: Operation[];
}

const segmentsOf = (path: string) => strip(path).toLowerCase().split('/').filter(Boolean);

function operationsOf(document: Json): Operation[] {
  const paths = isObject(document.paths) ? document.paths : {};
  const found: Operation[] = [];
  for (const [template, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const spec = item[method];
      if (isObject(spec)) found.push({ method, template, segments: segmentsOf(template), spec });
    }
  }
  return found;
}

/** The document's operation for a concrete call (path templates matched segment by segment, any case, any trailing slash). */
function findOperation(doc: DocumentInfo, method: string, path: string): Operation | null {
  const wanted = segmentsOf(path.split('?')[0]);
  const candidates = doc.operations.filter(
    (op) =>
      op.method === method.toLowerCase() &&
      op.segments.length === wanted.length &&
      op.segments.every((s, i) => /^\{.+\}$/.test(s) || s === wanted[i]),
  );
  // A literal segment beats a template one (/api/account/tenants before /api/account/{id}).
  candidates.sort(
    (a, b) => a.segments.filter((s) => s.startsWith('{')).length - b.segments.filter((s) => s.startsWith('{')).length,
  );
  return candidates[0] ?? null;
}

/** The JSON schema the operation gives for this status (exact, then 2XX, then default), or undefined. */
function responseSchema(op: Operation, status: number): JsonSchema | undefined {
  const responses = isObject(op.spec.responses) ? op.spec.responses : {};
  const response =
    responses[String(status)] ??
    responses[`${String(status)[0]}XX`] ??
    responses[`${String(status)[0]}xx`] ??
    responses.default;
  if (!isObject(response) || !isObject(response.content)) return undefined;
  const jsonType = Object.keys(response.content).find((type) => /json/i.test(type));
  const media = jsonType ? response.content[jsonType] : undefined;
  return isObject(media) && (isObject(media.schema) || typeof media.schema === 'boolean')
    ? (media.schema as JsonSchema)
    : undefined;
}

/** Does the operation say its success answer is something other than JSON? */
function declaresNonJson(op: Operation): boolean {
  const responses = isObject(op.spec.responses) ? op.spec.responses : {};
  const success = Object.entries(responses).find(([status]) => /^2/.test(status))?.[1];
  if (!isObject(success) || !isObject(success.content)) return false;
  const types = Object.keys(success.content);
  return types.length > 0 && !types.some((type) => /json/i.test(type));
}

class Run {
  readonly checks: Check[] = [];

  constructor(private readonly onCheck?: (check: Check) => void) {}

  add(status: CheckStatus, call: string, expected: string, actual: string): void {
    const check = { status, call, expected, actual };
    this.checks.push(check);
    this.onCheck?.(check);
  }

  pass(call: string, expected: string, actual: string) {
    this.add('PASS', call, expected, actual);
  }

  fail(call: string, expected: string, actual: string) {
    this.add('FAIL', call, expected, actual);
  }

  skip(call: string, expected: string, actual: string) {
    this.add('SKIP', call, expected, actual);
  }
}

/** Fields of `fields` the answer leaves out, for "tolerated: ... missing" notes. */
function missing(value: Json, fields: readonly string[]): string[] {
  return fields.filter((field) => value[field] === undefined);
}

const joinNotes = (notes: string[]) => (notes.length ? `; tolerated: ${notes.join('; ')}` : '');

/**
 * Checks a running backend against the spec's core calls, the documented tolerances and the
 * backend's own OpenAPI document. Never throws for what the backend does: every outcome is a check.
 */
export async function runContractTest(options: ContractTestOptions): Promise<ContractReport> {
  const started = Date.now();
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeout = options.timeoutMs ?? 10_000;
  const run = new Run(options.onCheck);
  const anonymous = new Browser(baseUrl, timeout);
  const signedInAs = options.cookie ? 'the cookie given' : options.user ? `demo user ${options.user}` : null;

  const doc = await loadDocument(run, anonymous, options.openApiPath ?? DEFAULT_OPENAPI_PATH);

  /**
   * One answer against the spec's rule (`schema`) and, when the backend has a document, against the
   * document's schema for that call. Returns the problems (empty: it fits).
   */
  const shapeProblems = (answer: Answer, schema: JsonSchema): { problems: string } => {
    const own = validate(answer.json, schema);
    if (own.length) return { problems: summarizeProblems(own) };
    if (doc.source === 'backend' && doc.document) {
      const op = findOperation(doc, answer.method, answer.path);
      const documented = op ? responseSchema(op, answer.status) : undefined;
      if (documented !== undefined) {
        const problems = validate(answer.json, documented, [doc.document]);
        if (problems.length)
          return {
            problems: `does not match its own OpenAPI document (${op!.method.toUpperCase()} ${op!.template}): ${summarizeProblems(problems)}`,
          };
      }
    }
    return { problems: '' };
  };
  const alsoDocument = (method: string, path: string) => {
    if (doc.source !== 'backend') return '';
    const op = findOperation(doc, method, path);
    return op && responseSchema(op, 200) !== undefined ? ' (and its OpenAPI schema)' : '';
  };

  /** A GET whose answer must be 2xx JSON fitting `schema`. Returns the answer when it passed. */
  const checkJson = async (
    browser: Browser,
    call: string,
    path: string,
    schema: JsonSchema,
    expected: string,
    describe: (json: unknown) => string,
  ): Promise<Answer | null> => {
    const answer = await browser.get(path);
    const expect = `${expected}${alsoDocument('GET', path)}`;
    if (!is2xx(answer)) {
      run.fail(call, expect, gotWithBody(answer));
      return null;
    }
    if (!answer.isJson) {
      run.fail(
        call,
        expect,
        `${got(answer)} that is not JSON${answer.text ? `: ${describeValue(answer.text)}` : ' (empty body)'}`,
      );
      return null;
    }
    const { problems } = shapeProblems(answer, schema);
    if (problems) {
      run.fail(call, expect, `${got(answer)}; ${problems}`);
      return null;
    }
    run.pass(call, expect, `${got(answer)}; ${describe(answer.json)}`);
    return answer;
  };

  // --- Signed out -------------------------------------------------------------------------------------
  const settingsAnswer = await checkJson(
    anonymous,
    `GET ${ApiPaths.publicSettings}`,
    ApiPaths.publicSettings,
    PublicSettingsSchema,
    "2xx JSON object with the spec's settings (each optional)",
    (json) => {
      const settings = json as Json;
      const absent = missing(settings, PUBLIC_SETTINGS_FIELDS);
      const present = PUBLIC_SETTINGS_FIELDS.filter((field) => !absent.includes(field));
      const parsed = PublicSettings.safeParse(json);
      const notes = absent.length ? [`${absent.join(', ')} missing (the portal uses its defaults)`] : [];
      return `${present.length ? `${present.join(', ')} present` : "none of the spec's fields"}${parsed.success ? '' : ' (the portal could not read it)'}${joinNotes(notes)}`;
    },
  );
  await checkThemeCss(run, anonymous, settingsAnswer?.json, baseUrl);

  const signedOut = await anonymous.get(ApiPaths.identity);
  checkSignedOutIdentity(run, signedOut, `GET ${ApiPaths.identity} (signed out)`);

  const guarded = await anonymous.get(ApiPaths.menuItems);
  const guardedCall = `GET ${ApiPaths.menuItems} (signed out)`;
  const guardedExpect = '401 (a non-2xx; 401 lets the portal say the session expired)';
  if (guarded.error || guarded.status >= 500) run.fail(guardedCall, guardedExpect, gotWithBody(guarded));
  else if (is2xx(guarded))
    run.fail(guardedCall, guardedExpect, `${got(guarded)}: the menu was given to a caller who is not signed in`);
  else if (guarded.status === 401) run.pass(guardedCall, guardedExpect, got(guarded));
  else
    run.pass(
      guardedCall,
      guardedExpect,
      `${got(guarded)}; tolerated, but the portal reads only a 401 as "session expired"`,
    );

  const loginPage = await anonymous.get(ApiPaths.login);
  const loginCall = `GET ${ApiPaths.login} (the sign-in page)`;
  const loginExpect = 'a sign-in page (2xx HTML) or a redirect to the identity provider';
  if (is2xx(loginPage) || (!loginPage.error && loginPage.status >= 300 && loginPage.status < 400))
    run.pass(loginCall, loginExpect, got(loginPage));
  else run.fail(loginCall, loginExpect, gotWithBody(loginPage));

  // --- Sign in ----------------------------------------------------------------------------------------
  const user = new Browser(baseUrl, timeout, options.cookie);
  let signedIn = false;
  if (options.cookie) {
    run.pass(
      'sign-in (--cookie)',
      'a Cookie header with at least one name=value',
      `${user.cookies.size} cookie(s): ${[...user.cookies.keys()].join(', ')}`,
    );
    signedIn = user.cookies.size > 0;
  } else if (options.user) {
    signedIn = await demoSignIn(run, user, options.user);
  } else {
    run.skip(
      'sign-in',
      'a signed-in session (--user ID or --cookie "name=value; ...")',
      'neither given: the signed-in calls are not checked',
    );
  }

  if (signedIn) {
    await signedInChecks();
  } else if (options.user || options.cookie) {
    run.skip('signed-in calls', 'a signed-in session', 'not signed in: the signed-in calls are not checked');
  }

  const checks = run.checks;
  const count = (status: CheckStatus) => checks.filter((check) => check.status === status).length;
  return {
    baseUrl,
    signedInAs: signedIn ? signedInAs : null,
    document: { source: doc.source, location: doc.location },
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    checks,
    passed: count('PASS'),
    failed: count('FAIL'),
    skipped: count('SKIP'),
  };

  async function signedInChecks(): Promise<void> {
    // --- Identity -------------------------------------------------------------------------------------
    const identityCall = `GET ${ApiPaths.identity} (signed in)`;
    const identityExpect = `2xx JSON with isAuthenticated true, isAuthorized and userName${alsoDocument('GET', ApiPaths.identity)}`;
    const me = await user.get(ApiPaths.identity);
    const raw = (me.isJson && isObject(me.json) ? me.json : {}) as Json;
    const authenticated = flag(raw.isAuthenticated);
    if (is2xx(me) && authenticated === false) {
      run.fail(
        identityCall,
        identityExpect,
        `${got(me)}; isAuthenticated false: the backend does not see the session as signed in`,
      );
      run.skip(
        'signed-in calls',
        'a signed-in session',
        'the session is not signed in: the other signed-in calls are not checked',
      );
      return;
    }
    // Otherwise go on whatever the identity says: sign-in worked, so the other calls can still be checked.
    const identityProblems = is2xx(me) && me.isJson ? shapeProblems(me, IdentitySchema).problems : '';
    const parsed = Identity.safeParse(me.json);
    if (!is2xx(me) || !me.isJson) {
      run.fail(identityCall, identityExpect, me.isJson || me.error ? gotWithBody(me) : `${got(me)} that is not JSON`);
    } else if (identityProblems) {
      run.fail(identityCall, identityExpect, `${got(me)}; ${identityProblems}`);
    } else if (!parsed.success || parsed.data.isAuthenticated !== true) {
      run.fail(
        identityCall,
        identityExpect,
        `${got(me)}; the portal's parser (core/contract) does not read it as signed in`,
      );
    } else if (Array.isArray(raw.customers) && parsed.data.customers?.length !== raw.customers.length) {
      run.fail(
        identityCall,
        identityExpect,
        `${got(me)}; the portal keeps ${parsed.data.customers?.length ?? 0} of ${raw.customers.length} customers (each needs a customerId)`,
      );
    } else {
      const notes: string[] = [];
      const absent = missing(raw, IDENTITY_FIELDS);
      if (absent.length) notes.push(`${absent.join(', ')} missing (the portal uses its defaults)`);
      if (raw.customers === undefined || raw.customers === null)
        notes.push('no customer list (the portal shows no customer dropdown)');
      if (typeof raw.activeCustomerId === 'number') notes.push('activeCustomerId as a number');
      if (Array.isArray(raw.customers) && raw.customers.some((c) => isObject(c) && typeof c.customerId === 'number'))
        notes.push('customer ids as numbers');
      if (typeof raw.defaultActionId === 'string') notes.push('defaultActionId as text');
      if (typeof raw.isAuthenticated === 'string' || typeof raw.isAuthorized === 'string') notes.push('flags as text');
      const customers = Array.isArray(raw.customers) ? `, ${raw.customers.length} customer(s)` : '';
      run.pass(
        identityCall,
        identityExpect,
        `${got(me)}; userName ${describeValue(raw.userName)}, isAuthorized ${flag(raw.isAuthorized)}${customers}${joinNotes(notes)}`,
      );
    }
    if (flag(raw.isAuthorized) === false) {
      run.skip(
        'authorized calls',
        'an authorized user',
        'the user is signed in but not authorized: the portal shows "Not authorized to view this page" and makes no further calls; run with an authorized user',
      );
      await signOut();
      return;
    }

    // --- Menu -----------------------------------------------------------------------------------------
    const actions = await checkMenu();

    // --- Actions --------------------------------------------------------------------------------------
    const reportActions: string[] = [];
    for (const [index, { id, menuName }] of actions.entries()) {
      const path = ApiPaths.action(id);
      const answer = await checkJson(
        user,
        `GET ${path}`,
        path,
        ActionSchema,
        '2xx JSON object with actionType',
        (json) => {
          const actionType = (json as Json).actionType as string;
          if (actionType.trim().toLowerCase() === 'report') reportActions.push(id);
          return `actionType ${actionType} (menu item "${menuName}")${ActionData.safeParse(json).success ? '' : ' (the portal could not read it)'}`;
        },
      );
      if (index === 0 && answer) {
        const bare = withoutSlash(path);
        await checkJson(
          user,
          `GET ${bare} (no trailing slash)`,
          bare,
          ActionSchema,
          '2xx JSON object with actionType, as with the slash',
          (json) => `actionType ${(json as Json).actionType as string}`,
        );
      }
    }
    if (actions.length === 0)
      run.skip('GET /api/action/{id}/', '2xx JSON object with actionType', 'the menu names no action');

    const unknownPath = ApiPaths.action(UNKNOWN_ACTION_ID);
    const unknown = await user.get(unknownPath);
    const unknownCall = `GET ${unknownPath} (unknown id)`;
    const unknownExpect = '404 (any non-2xx; the portal then says the item does not exist)';
    if (unknown.error || unknown.status >= 500 || is2xx(unknown))
      run.fail(unknownCall, unknownExpect, gotWithBody(unknown));
    else if (unknown.status === 404) run.pass(unknownCall, unknownExpect, got(unknown));
    else
      run.pass(
        unknownCall,
        unknownExpect,
        `${got(unknown)}; tolerated, but only a 404 lets the portal say the item does not exist`,
      );

    // --- Report token and logs ------------------------------------------------------------------------
    await checkReportCalls(reportActions);

    // --- Account calls --------------------------------------------------------------------------------
    await checkJson(
      user,
      `GET ${ApiPaths.accountInfo}`,
      ApiPaths.accountInfo,
      AccountInfoSchema,
      '2xx JSON object with the deletion dates (ISO 8601 or null)',
      (json) => {
        const info = json as Json;
        const dates = ['accountDeletionRequestDate', 'accountDeletionDate'].map(
          (field) => `${field} ${describeValue(info[field])}`,
        );
        return `${dates.join(', ')}${AccountInfo.safeParse(json).success ? '' : ' (the portal could not read it)'}`;
      },
    ).then((answer) => {
      // A date the portal cannot read would never show: report it as a failure of its own.
      if (!answer) return;
      const info = answer.json as Json;
      const bad = ['accountDeletionRequestDate', 'accountDeletionDate'].filter(
        (field) => typeof info[field] === 'string' && Number.isNaN(Date.parse(info[field] as string)),
      );
      if (bad.length)
        run.fail(
          `GET ${ApiPaths.accountInfo} (dates)`,
          'ISO 8601 dates',
          bad.map((field) => `${field} ${describeValue(info[field])} is not a date`).join('; '),
        );
    });
    await checkJson(
      user,
      `GET ${ApiPaths.tenants}`,
      ApiPaths.tenants,
      TenantsSchema,
      '2xx JSON list (stored as is)',
      (json) => {
        const list = json as unknown[];
        const kept = TenantList.safeParse(json);
        const withoutId = kept.success ? list.length - kept.data.length : list.length;
        return `${list.length} tenant(s)${withoutId ? `; note: ${withoutId} without a tenantId, which the portal's tenant list leaves out` : ''}`;
      },
    );
    await checkJson(
      user,
      `GET ${ApiPaths.monitoring}`,
      ApiPaths.monitoring,
      MonitoringSchema,
      '2xx JSON object with monitoringLocation (text or null)',
      (json) => {
        return `monitoringLocation ${describeValue((json as Json).monitoringLocation)}${MonitoringInfo.safeParse(json).success ? '' : ' (the portal could not read it)'}`;
      },
    );

    // --- Plugin routes from the backend's document ----------------------------------------------------
    await checkDocumentedRoutes();

    // --- Customer switch (last: it changes the session's customer, then puts it back) ----------------
    await checkCustomerSwitch(raw);

    await signOut();
  }

  async function checkMenu(): Promise<Array<{ id: string; menuName: string }>> {
    const path = ApiPaths.menuItems;
    const call = `GET ${path}`;
    const expected = `2xx JSON list of menu items (id, name, actionId, linkTarget ${['content-window', 'new-window', 'this-window'].join('/')}, nested subMenuItems)${alsoDocument('GET', path)}`;
    const answer = await user.get(path);
    if (!is2xx(answer) || !answer.isJson) {
      run.fail(call, expected, answer.isJson || answer.error ? gotWithBody(answer) : `${got(answer)} that is not JSON`);
      return [];
    }
    const { problems } = shapeProblems(answer, MenuSchema);
    const items = Array.isArray(answer.json) ? flatten(answer.json) : [];
    const rules = menuRuleProblems(items);
    const parsed = parseMenuItems(answer.json);
    const kept = parsed ? countItems(parsed) : 0;
    if (problems) run.fail(call, expected, `${got(answer)}; ${problems}`);
    else if (rules.length)
      run.fail(
        call,
        expected,
        `${got(answer)}; ${rules.slice(0, 3).join('; ')}${rules.length > 3 ? ` (and ${rules.length - 3} more)` : ''}`,
      );
    else if (kept !== items.length)
      run.fail(
        call,
        expected,
        `${got(answer)}; the portal's parser (core/contract) keeps ${kept} of ${items.length} items`,
      );
    else {
      const headers = items.filter((item) => String(item.actionType ?? '').toLowerCase() === 'menu').length;
      const targets = [...new Set(items.map((item) => item.linkTarget).filter((t) => typeof t === 'string'))];
      const notes: string[] = [];
      if (items.some((item) => typeof item.id === 'string' || typeof item.actionId === 'string'))
        notes.push('ids as text');
      if (items.some((item) => typeof item.isHomepage === 'string')) notes.push('isHomepage as text');
      if (targets.some((target) => target !== (target as string).trim().toLowerCase()))
        notes.push('linkTarget in another letter case');
      if (items.some((item) => item.subMenuItems === undefined || item.subMenuItems === null))
        notes.push('subMenuItems missing or null on leaves');
      run.pass(
        call,
        expected,
        `${got(answer)}; ${items.length} items (${headers} headers, depth ${depthOf(answer.json as unknown[])}), linkTargets ${targets.join(', ') || 'none'}${joinNotes(notes)}`,
      );
    }
    const bare = withoutSlash(path);
    const noSlash = await user.get(bare);
    const bareCall = `GET ${bare} (no trailing slash)`;
    const bareExpect = '2xx JSON list of menu items, as with the slash';
    if (is2xx(noSlash) && noSlash.isJson && Array.isArray(noSlash.json))
      run.pass(bareCall, bareExpect, `${got(noSlash)}; ${flatten(noSlash.json).length} items`);
    else run.fail(bareCall, bareExpect, gotWithBody(noSlash));

    const seen = new Set<string>();
    const actions: Array<{ id: string; menuName: string }> = [];
    for (const item of items) {
      if (item.actionId === null || item.actionId === undefined || String(item.actionId).trim() === '') continue;
      const id = String(item.actionId).trim();
      if (seen.has(id)) continue;
      seen.add(id);
      actions.push({ id, menuName: String(item.name ?? '') });
    }
    return actions;
  }

  async function checkReportCalls(reportActions: string[]): Promise<void> {
    const tokenPath = (id: string) => `/api/PowerBIAccessToken/RefreshEmbedTokenForAction/${encodeURIComponent(id)}/`;
    if (reportActions.length === 0) {
      run.skip(`GET ${tokenPath('{actionId}')}`, '2xx JSON with embedToken', 'no action of type report in the menu');
      run.skip('POST /api/Report/Log*/{actionId}', 'any 2xx', 'no action of type report in the menu');
      return;
    }
    for (const [index, id] of reportActions.entries()) {
      const path = tokenPath(id);
      const answer = await checkJson(
        user,
        `GET ${path}`,
        path,
        EmbedTokenSchema,
        '2xx JSON with embedToken',
        (json) => {
          const token = (json as Json).embedToken as string;
          return `embedToken of ${token.length} characters`;
        },
      );
      if (index === 0 && answer) {
        const bare = withoutSlash(path);
        await checkJson(
          user,
          `GET ${bare} (no trailing slash)`,
          bare,
          EmbedTokenSchema,
          '2xx JSON with embedToken, as with the slash',
          () => 'embedToken present',
        );
      }
    }
    const id = encodeURIComponent(reportActions[0]);
    const logs: Array<{ path: string; body: Json }> = [
      { path: `/api/Report/LogDataSelected/${id}/`, body: { Page: REPORT_LOG_PAGE } },
      { path: `/api/Report/LogDataSelected/${id}`, body: { Page: REPORT_LOG_PAGE } },
      { path: `/api/Report/LogPageChange/${id}/`, body: { Page: REPORT_LOG_PAGE } },
      { path: `/api/Report/LogPageChange/${id}`, body: { Page: REPORT_LOG_PAGE } },
      { path: `/api/Report/LogPageLoaded/${id}`, body: { Page: REPORT_LOG_PAGE, LoadTimeInMs: 1234 } },
    ];
    for (const log of logs) {
      const answer = await user.post(log.path, { json: log.body, headers: csrfHeaders() });
      const call = `POST ${log.path}${log.path.endsWith('/') || log.path.includes('LogPageLoaded') ? '' : ' (no trailing slash)'}`;
      const expected = `any 2xx for ${JSON.stringify(log.body)} (only success is checked)`;
      if (is2xx(answer)) run.pass(call, expected, got(answer));
      else run.fail(call, expected, gotWithBody(answer));
    }
  }

  async function checkDocumentedRoutes(): Promise<void> {
    if (doc.source !== 'backend') {
      run.skip(
        'plugin routes',
        "a 2xx JSON answer for every GET in the backend's OpenAPI document",
        'the backend publishes no OpenAPI document',
      );
      return;
    }
    const covered = new Set(
      [
        ApiPaths.publicSettings,
        ApiPaths.identity,
        ApiPaths.menuItems,
        ApiPaths.accountInfo,
        ApiPaths.tenants,
        ApiPaths.monitoring,
        ApiPaths.login,
        ApiPaths.logout,
        options.openApiPath ?? DEFAULT_OPENAPI_PATH,
      ].map((path) => segmentsOf(path).join('/')),
    );
    const routes = doc.operations.filter((op) => {
      if (op.method !== 'get' || op.template.includes('{') || covered.has(op.segments.join('/'))) return false;
      const parameters = Array.isArray(op.spec.parameters) ? op.spec.parameters : [];
      return !parameters.some((p) => isObject(p) && p.required === true);
    });
    if (routes.length === 0) {
      run.skip(
        'plugin routes',
        'a 2xx JSON answer for every GET without parameters in the OpenAPI document',
        'the document lists no such route besides the core calls',
      );
      return;
    }
    for (const op of routes) {
      const path = op.template;
      const call = `GET ${path} (from the OpenAPI document)`;
      const nonJson = declaresNonJson(op);
      const schema = responseSchema(op, 200);
      const expected = nonJson
        ? 'a 2xx answer'
        : `a 2xx JSON answer${schema !== undefined ? ' matching its schema' : ''}`;
      const answer = await user.get(path);
      if (!answer.error && (answer.status === 403 || answer.status === 404)) {
        run.skip(call, expected, `${got(answer)}: not open to this user or customer`);
      } else if (!is2xx(answer)) {
        run.fail(call, expected, gotWithBody(answer));
      } else if (nonJson) {
        run.pass(call, expected, got(answer));
      } else if (!answer.isJson) {
        run.fail(call, expected, `${got(answer)} that is not JSON`);
      } else {
        const problems = schema !== undefined ? validate(answer.json, schema, [doc.document]) : [];
        if (problems.length) run.fail(call, expected, `${got(answer)}; ${summarizeProblems(problems)}`);
        else
          run.pass(
            call,
            expected,
            `${got(answer)}; ${Array.isArray(answer.json) ? `${answer.json.length} entries` : 'an object'}`,
          );
      }
    }
  }

  function csrfHeaders(): Record<string, string> {
    const token = user.cookie(CSRF_COOKIE);
    if (!token) return {};
    // As the portal sends it: the cookie's value, URL-decoded when it is encoded.
    let value = token;
    try {
      value = decodeURIComponent(token);
    } catch {
      value = token;
    }
    return { [CSRF_HEADER]: value };
  }

  async function checkCustomerSwitch(identity: Json): Promise<void> {
    const path = ApiPaths.activeCustomer;
    const call = `POST ${path}`;
    const customers = Array.isArray(identity.customers) ? identity.customers.filter(isObject) : [];
    const original = identity.activeCustomerId ?? (customers[0]?.customerId as unknown);
    if (original === undefined || original === null || original === '') {
      run.skip(call, 'any 2xx for {"customerId": ...}', 'the identity names no active customer and no customer list');
      return;
    }
    const other = customers
      .map((c) => c.customerId)
      .find((id) => id !== undefined && id !== null && String(id) !== String(original));

    // The double-submit cookie: a state-changing call without the header must be refused.
    if (user.cookie(CSRF_COOKIE)) {
      const forged = await user.post(path, { json: { customerId: original } });
      const forgedCall = `${call} (without ${CSRF_HEADER})`;
      const forgedExpect = `403: the backend sets the ${CSRF_COOKIE} cookie, so a call without the ${CSRF_HEADER} header is refused`;
      if (!forged.error && forged.status === 403) run.pass(forgedCall, forgedExpect, got(forged));
      else run.fail(forgedCall, forgedExpect, gotWithBody(forged));
    }

    const target = other ?? original;
    const switched = await user.post(path, { json: { customerId: target }, headers: csrfHeaders() });
    const expected = `any 2xx for ${JSON.stringify({ customerId: target })} (only success is checked)`;
    if (!is2xx(switched)) {
      run.fail(call, expected, gotWithBody(switched));
    } else {
      run.pass(call, expected, `${got(switched)}${switched.text ? '' : ' (empty body)'}`);
    }
    if (other === undefined) return;

    if (is2xx(switched)) {
      const after = await user.get(ApiPaths.identity);
      const active = isObject(after.json) ? after.json.activeCustomerId : undefined;
      const savedCall = `GET ${ApiPaths.identity} (after the switch)`;
      const savedExpect = `activeCustomerId ${describeValue(target)}: the choice is saved, so the reloaded page shows that customer`;
      if (is2xx(after) && active !== undefined && active !== null && String(active) === String(target))
        run.pass(savedCall, savedExpect, `activeCustomerId ${describeValue(active)}`);
      else
        run.fail(
          savedCall,
          savedExpect,
          is2xx(after) ? `activeCustomerId ${describeValue(active)}` : gotWithBody(after),
        );
    }

    // Put the session back on its customer, whatever happened above.
    const restore = await user.post(path, { json: { customerId: original }, headers: csrfHeaders() });
    const restoreCall = `${call} (back to ${describeValue(original)})`;
    const restoreExpect = `any 2xx for ${JSON.stringify({ customerId: original })}`;
    if (is2xx(restore)) run.pass(restoreCall, restoreExpect, got(restore));
    else run.fail(restoreCall, restoreExpect, gotWithBody(restore));
  }

  async function signOut(): Promise<void> {
    const call = `GET ${ApiPaths.logout}`;
    if (!options.user || options.cookie) {
      run.skip(
        call,
        'a redirect to /logout, then a signed-out identity',
        'not tried with --cookie: it would end the session given',
      );
      return;
    }
    // As the top bar's link: a sign-out asked from another site gets a confirmation page first.
    const answer = await user.get(ApiPaths.logout, { headers: { 'sec-fetch-site': 'same-origin' } });
    const expected = 'a redirect (to /logout), then a signed-out identity';
    if (answer.error || answer.status >= 400) {
      run.fail(call, expected, gotWithBody(answer));
      return;
    }
    const after = await user.get(ApiPaths.identity);
    const outAfter =
      after.status === 401 || (is2xx(after) && isObject(after.json) && flag(after.json.isAuthenticated) === false);
    const location = answer.location ? strip(new URL(answer.location, `${baseUrl}/`).pathname) : null;
    const note =
      answer.status >= 300 && answer.status < 400 && location !== '/logout'
        ? `; tolerated: redirects to ${answer.location} rather than /logout`
        : '';
    if (outAfter)
      run.pass(
        call,
        expected,
        `${got(answer)}, then ${ApiPaths.identity} ${after.status === 401 ? '401' : 'isAuthenticated false'}${note}`,
      );
    else run.fail(call, expected, `${got(answer)}, but ${ApiPaths.identity} still answers ${gotWithBody(after)}`);
  }
}

async function loadDocument(run: Run, browser: Browser, path: string): Promise<DocumentInfo> {
  const call = `GET ${path}`;
  const expected = "the backend's OpenAPI document (optional)";
  const answer = await browser.get(path);
  const document = answer.isJson && isObject(answer.json) ? answer.json : null;
  const version =
    document &&
    (typeof document.openapi === 'string'
      ? document.openapi
      : typeof document.swagger === 'string'
        ? `Swagger ${document.swagger}`
        : null);
  if (document && version && isObject(document.paths)) {
    const operations = operationsOf(document);
    run.pass(
      call,
      expected,
      `${got(answer)}; OpenAPI ${version}, ${Object.keys(document.paths).length} paths, ${operations.length} operations`,
    );
    return { source: 'backend', location: path, document, operations };
  }
  run.skip(
    call,
    expected,
    `${answer.error ? `no answer: ${answer.error}` : got(answer)}: not an OpenAPI document; the core calls are checked against the core contract bundled from core/contract`,
  );
  return { source: 'core', location: null, document: null, operations: [] };
}

async function checkThemeCss(run: Run, browser: Browser, settings: unknown, baseUrl: string): Promise<void> {
  const staticHost = isObject(settings) && typeof settings.staticHost === 'string' ? settings.staticHost.trim() : '';
  const call = 'GET {staticHost}/theme.css';
  const expected = '2xx: the portal loads theme.css from the static host';
  if (!staticHost) {
    run.skip(
      call,
      expected,
      isObject(settings) ? 'the public settings give no staticHost' : 'the public settings could not be read',
    );
    return;
  }
  const path = `${staticHost.replace(/\/+$/, '')}/theme.css`;
  try {
    new URL(path, `${baseUrl}/`);
  } catch {
    run.fail(call, expected, `staticHost ${describeValue(staticHost)} is not an address`);
    return;
  }
  const answer = await browser.get(path);
  const themed = `GET ${path}`;
  if (is2xx(answer))
    run.pass(
      themed,
      expected,
      `${got(answer)}${/css/i.test(answer.contentType) ? '' : '; note: not served as text/css, which browsers refuse as a stylesheet'}`,
    );
  else run.fail(themed, expected, gotWithBody(answer));
}

function checkSignedOutIdentity(run: Run, answer: Answer, call: string): void {
  const expected = '401, or 2xx JSON with isAuthenticated false (the portal then sends the user to /account/login)';
  if (!answer.error && answer.status === 401) {
    run.pass(call, expected, got(answer));
    return;
  }
  if (!is2xx(answer)) {
    const hint =
      !answer.error && answer.status >= 300 && answer.status < 400
        ? '; the portal cannot read a redirect here: answer 401 or isAuthenticated false'
        : '';
    run.fail(call, expected, `${gotWithBody(answer)}${hint}`);
    return;
  }
  if (!answer.isJson) {
    run.fail(call, expected, `${got(answer)} that is not JSON`);
    return;
  }
  const problems = validate(answer.json, SignedOutIdentitySchema);
  if (problems.length) {
    run.fail(call, expected, `${got(answer)}; ${summarizeProblems(problems)}`);
    return;
  }
  const value = (answer.json as Json).isAuthenticated;
  if (flag(value) !== false)
    run.fail(call, expected, `${got(answer)}; isAuthenticated ${describeValue(value)} for a caller without a session`);
  else run.pass(call, expected, `${got(answer)}; isAuthenticated ${describeValue(value)}`);
}

async function demoSignIn(run: Run, browser: Browser, userId: string): Promise<boolean> {
  const call = `POST ${ApiPaths.login} (demo sign-in as ${userId})`;
  const expected = 'a redirect with a session cookie';
  const page = await browser.get(ApiPaths.login);
  if (!is2xx(page)) {
    run.fail(
      call,
      expected,
      `the sign-in page answered ${gotWithBody(page)}; use --cookie with a signed-in session for a backend without the demo sign-in`,
    );
    return false;
  }
  const field = /<input\b[^>]*\bname="_csrf"[^>]*>/i.exec(page.text)?.[0];
  const token = field ? /\bvalue="([^"]*)"/i.exec(field)?.[1] : undefined;
  if (!/name="userId"/i.test(page.text)) {
    run.fail(
      call,
      expected,
      'the sign-in page has no demo sign-in form; use --cookie with a signed-in session for this backend',
    );
    return false;
  }
  const before = new Map(browser.cookies);
  const form: Record<string, string> = { userId };
  if (token) form._csrf = token.replace(/&amp;/g, '&');
  const answer = await browser.post(ApiPaths.login, { form, headers: token ? { [CSRF_HEADER]: form._csrf } : {} });
  const newCookies = [...browser.cookies.keys()].filter((name) => browser.cookies.get(name) !== before.get(name));
  if (!answer.error && answer.status >= 300 && answer.status < 400 && newCookies.length > 0) {
    run.pass(call, expected, `${got(answer)}, cookie ${newCookies.join(', ')} set`);
    return true;
  }
  run.fail(call, expected, gotWithBody(answer));
  return false;
}

type Item = Record<string, unknown>;

function flatten(items: unknown[]): Item[] {
  return items
    .filter(isObject)
    .flatMap((item) => [item, ...(Array.isArray(item.subMenuItems) ? flatten(item.subMenuItems) : [])]);
}

function countItems(items: Array<{ subMenuItems: unknown[] }>): number {
  return items.reduce((sum, item) => sum + 1 + countItems(item.subMenuItems as Array<{ subMenuItems: unknown[] }>), 0);
}

function depthOf(items: unknown[]): number {
  return items
    .filter(isObject)
    .reduce((max, item) => Math.max(max, 1 + (Array.isArray(item.subMenuItems) ? depthOf(item.subMenuItems) : 0)), 0);
}

/** The spec's side-menu rules a schema cannot say: what opens inside the portal needs an action id. */
function menuRuleProblems(items: Item[]): string[] {
  const problems: string[] = [];
  for (const item of items) {
    const header =
      String(item.actionType ?? '')
        .trim()
        .toLowerCase() === 'menu';
    if (header) continue;
    const target = typeof item.linkTarget === 'string' ? item.linkTarget.trim().toLowerCase() : null;
    const hasUrl = typeof item.linkUrl === 'string' && item.linkUrl.trim() !== '';
    const opensInside = !hasUrl || target === 'content-window';
    const hasAction = item.actionId !== null && item.actionId !== undefined && String(item.actionId).trim() !== '';
    if (opensInside && !hasAction) {
      problems.push(
        `item ${describeValue(item.id)} "${String(item.name ?? '')}" opens inside the portal (${hasUrl ? 'content-window' : 'no linkUrl'}) but has no actionId`,
      );
    }
  }
  return problems;
}
