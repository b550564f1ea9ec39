import type Database from 'better-sqlite3';
import type { SignOffKindInfo, SignOffRecord, SignOffStatus } from '../../core/contract';
import { writeAudit, type AdminActor } from '../admin/audit';
import { findCustomer } from '../data/users';
import { isStringArray, parseJson } from '../data/json';
import type { RequestUser } from '../data/request-user';
import { HttpError } from '../http/errors';
import { enqueueMail } from '../mail/outbox';
import type { BilingualText, NotificationSender } from '../plugin-api/extension-points';
import type { SignOffGate, SignOffKindDeclaration, SignOffQuestion, SignOffs } from '../plugin-api/sign-offs';
import {
  bilingualMail,
  carryOutFailure,
  expiredMessage,
  refusedMessage,
  signedOffMessage,
  trayTitle,
  waitingMessage,
  type Message,
  type RequestFacts,
} from './messages';
import {
  claimReminder,
  closeRequest,
  dueRequests,
  findRequest,
  insertRequest,
  recordOutcome,
  requestsOf,
  waitingRequests,
  type StoredRequest,
} from './requests';
import { ruleApplies, ruleOf } from './rules';
import { maySignOff, peopleOf, requesterAt, signerPeople, signersFor, type Person } from './signers';

const HOUR_MS = 3_600_000;
/** The tray holds short texts: a longer one is cut with an ellipsis rather than refused. */
const cut = (text: BilingualText, max: number): BilingualText => {
  const one = (value: string) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);
  return { en: one(text.en), nl: one(text.nl) };
};
/** Where the signers' list lives in the portal (mails and tray items link to it). */
export const SIGN_OFFS_PAGE = '/sign-offs';

/** What the platform needs of its surroundings; the app passes them once the database is open. */
export interface SignOffEnvironment {
  db: Database.Database;
  publicOrigin: string;
  /** The notifications tray, when its plugin runs for the customer (these plugins), else null. */
  notifications(customerPlugins: readonly string[] | null): NotificationSender | null;
  log: { error(object: object, message: string): void };
}

interface DeclaredKind {
  pluginId: string;
  declaration: SignOffKindDeclaration;
}

type Closing = Exclude<SignOffStatus, 'waiting' | 'signed-off'>;

/**
 * The sign-off platform (issue 33): plugins declare kinds of request and ask before carrying one out; a
 * customer's rule makes such a request wait until someone other than the requester signs it off. Off until a
 * rule is set: without one, requireSignOff answers go-ahead and the plugin does exactly what it did before.
 */
export class SignOffPlatform {
  private readonly kinds = new Map<string, DeclaredKind>();
  private env: SignOffEnvironment | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  open(env: SignOffEnvironment): void {
    this.env = env;
  }

  private get environment(): SignOffEnvironment {
    if (!this.env) throw new Error('The sign-off platform is not open yet.');
    return this.env;
  }

  private get db(): Database.Database {
    return this.environment.db;
  }

  /** The platform as one plugin sees it. */
  forPlugin(pluginId: string): SignOffs {
    return {
      declare: (declaration) => this.declare(pluginId, declaration),
      requireSignOff: (user, question) => this.requireSignOff(pluginId, user, question),
    };
  }

  declare(pluginId: string, declaration: SignOffKindDeclaration): void {
    const existing = this.kinds.get(declaration.kind);
    if (existing)
      throw new Error(
        `Sign-off kind "${declaration.kind}" is declared by both "${existing.pluginId}" and "${pluginId}".`,
      );
    if (!/^[a-z][a-z0-9-]*(\.[a-z0-9-]+)*$/.test(declaration.kind))
      throw new Error(`Sign-off kind "${declaration.kind}" of "${pluginId}" must be kebab-case words.`);
    this.kinds.set(declaration.kind, { pluginId, declaration });
  }

  kindInfos(): SignOffKindInfo[] {
    return [...this.kinds.values()].map(({ declaration }) => ({
      kind: declaration.kind,
      label: declaration.label,
      measures: (declaration.measures ?? []).map((m) => ({ id: m.id, label: m.label })),
    }));
  }

  isKind(kind: string): boolean {
    return this.kinds.has(kind);
  }

  requireSignOff(pluginId: string, user: RequestUser, question: SignOffQuestion): SignOffGate {
    const declared = this.kinds.get(question.kind);
    if (!declared || declared.pluginId !== pluginId)
      throw new Error(`Plugin "${pluginId}" asked for a sign-off of kind "${question.kind}" it did not declare.`);
    const customerId = user.activeCustomerId;
    if (!customerId) throw new HttpError(403, 'Choose a customer first.');
    const rule = ruleOf(this.db, customerId, question.kind);
    if (!rule || !ruleApplies(rule, question.measures ?? {})) return { status: 'go-ahead' };
    const now = this.now();
    const signers = signersFor(this.db, customerId, rule.signers, user.userId);
    const stored = {
      customerId,
      kind: question.kind,
      pluginId,
      requesterId: user.userId,
      requesterName: this.nameOf(user.userId, user.userName),
      summary: question.summary,
      details: [...question.details],
      payload: question.payload,
      signers,
      createdAt: now,
      remindAt: now + rule.remindAfterHours * HOUR_MS,
      expiresAt: now + rule.expireAfterHours * HOUR_MS,
    };
    const id = this.db.transaction(() => {
      const newId = insertRequest(this.db, stored);
      this.audit({ userId: user.userId, name: user.userName }, customerId, 'sign-off.requested', newId, null, {
        kind: question.kind,
        summary: question.summary.en,
        signerGroup: signers.group,
        signers: signers.userIds,
      });
      return newId;
    })();
    const request = findRequest(this.db, id)!;
    const people = signerPeople(this.db, signers, user.userId);
    this.tellSigners(request, people, false);
    return {
      status: 'waiting',
      signOff: {
        id,
        signerGroup: signers.group,
        signers: signers.group === 'provider' ? [] : people.map((p) => p.name),
        expiresAt: new Date(request.expiresAt).toISOString(),
      },
    };
  }

  /** What waits for the user's decision, and the user's own requests. */
  listFor(user: RequestUser): { waitingForMe: SignOffRecord[]; mine: SignOffRecord[] } {
    const now = this.now();
    return {
      waitingForMe: waitingRequests(this.db)
        .filter((r) => r.expiresAt > now && maySignOff(user, r))
        .map((r) => this.recordOf(r)),
      mine: requestsOf(this.db, user.userId).map((r) => this.recordOf(r)),
    };
  }

  /** Signs off a waiting request; runs the plugin's carry-out once and tells the requester what it did. */
  async signOff(user: RequestUser, id: number): Promise<SignOffRecord> {
    const request = this.decidable(user, id);
    const now = this.now();
    const closed = this.db.transaction(() => {
      if (!closeRequest(this.db, id, { status: 'signed-off', by: user.userId, reason: null, now })) return false;
      this.audit(
        this.actor(user),
        request.customerId,
        'sign-off.signed-off',
        id,
        { status: 'waiting' },
        { status: 'signed-off' },
      );
      return true;
    })();
    if (!closed) throw this.notWaiting(id);
    const outcome = await this.carryOut(request);
    recordOutcome(this.db, id, outcome);
    this.audit(this.actor(user), request.customerId, 'sign-off.carried-out', id, null, {
      succeeded: outcome.succeeded,
      outcome: outcome.text.en,
    });
    const facts = this.factsOf(request);
    this.tellRequester(
      request,
      signedOffMessage(facts, this.nameOf(user.userId, user.userName), outcome),
      'signed-off',
    );
    return this.recordOf(findRequest(this.db, id)!);
  }

  refuse(user: RequestUser, id: number, reason: string): SignOffRecord {
    const request = this.decidable(user, id);
    this.close(request, 'refused', this.actor(user), reason);
    this.tellRequester(
      request,
      refusedMessage(this.factsOf(request), this.nameOf(user.userId, user.userName), reason),
      'refused',
    );
    return this.recordOf(findRequest(this.db, id)!);
  }

  /** The requester takes a waiting request back; nothing is carried out. */
  withdraw(user: RequestUser, id: number): SignOffRecord {
    const request = findRequest(this.db, id);
    if (!request || request.requesterId !== user.userId) throw new HttpError(404, 'No such request of yours.');
    this.close(request, 'withdrawn', this.actor(user), null);
    return this.recordOf(findRequest(this.db, id)!);
  }

  /** The scheduler's job: reminders whose time has come, then requests past their deadline expire. */
  async runDeadlines(): Promise<void> {
    const now = this.now();
    for (const request of dueRequests(this.db, now)) {
      if (request.expiresAt <= now) {
        try {
          this.close(request, 'expired', { userId: null, name: 'sign-off deadline' }, null);
        } catch {
          continue; // decided meanwhile
        }
        this.tellRequester(request, expiredMessage(this.factsOf(request)), 'expired');
      } else if (claimReminder(this.db, request.id, now)) {
        this.tellSigners(request, signerPeople(this.db, request.signers, request.requesterId), true);
        this.audit(
          { userId: null, name: 'sign-off reminder' },
          request.customerId,
          'sign-off.reminded',
          request.id,
          null,
          null,
        );
      }
    }
    await Promise.resolve();
  }

  private close(request: StoredRequest, status: Closing, actor: AdminActor, reason: string | null): void {
    const closed = this.db.transaction(() => {
      if (!closeRequest(this.db, request.id, { status, by: actor.userId, reason, now: this.now() })) return false;
      this.audit(
        actor,
        request.customerId,
        `sign-off.${status}`,
        request.id,
        { status: 'waiting' },
        { status, reason },
      );
      return true;
    })();
    if (!closed) throw this.notWaiting(request.id);
    const kind = this.kinds.get(request.kind);
    try {
      kind?.declaration.closed?.(this.requestRecord(request), status);
    } catch (error) {
      this.environment.log.error({ err: error, signOff: request.id }, 'A sign-off kind failed to handle its closing.');
    }
  }

  private decidable(user: RequestUser, id: number): StoredRequest {
    const request = findRequest(this.db, id);
    if (!request) throw new HttpError(404, 'No such request.');
    if (request.requesterId === user.userId) throw new HttpError(403, 'Nobody signs off their own request.');
    if (!maySignOff(user, request)) throw new HttpError(403, 'You are not a signer of this request.');
    return request;
  }

  private notWaiting(id: number): HttpError {
    const current = findRequest(this.db, id);
    const status = current && current.status === 'waiting' ? 'expired' : (current?.status ?? 'gone');
    return new HttpError(409, `This request no longer waits for a sign-off: it is ${status}. Nothing was changed.`);
  }

  private async carryOut(request: StoredRequest) {
    const kind = this.kinds.get(request.kind);
    const requester = requesterAt(this.db, request.requesterId, request.customerId);
    const failed = (en: string, nl: string) => ({ succeeded: false, text: { en, nl } });
    if (!kind)
      return failed(
        'This kind of request is no longer available here.',
        'Dit soort aanvraag is hier niet meer beschikbaar.',
      );
    if (!requester)
      return failed(
        'The requester is no longer a member of this customer: nothing was carried out.',
        'De aanvrager hoort niet meer bij deze klant: er is niets uitgevoerd.',
      );
    try {
      return await kind.declaration.carryOut(this.requestRecord(request), requester);
    } catch (error) {
      this.environment.log.error({ err: error, signOff: request.id }, 'A signed-off request could not be carried out.');
      return carryOutFailure(error);
    }
  }

  private requestRecord(request: StoredRequest) {
    return {
      id: request.id,
      kind: request.kind,
      customerId: request.customerId,
      summary: request.summary,
      payload: request.payload,
    };
  }

  private recordOf(request: StoredRequest): SignOffRecord {
    const kind = this.kinds.get(request.kind)?.declaration;
    const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
    return {
      id: request.id,
      kind: request.kind,
      kindLabel: kind?.label ?? { en: request.kind, nl: request.kind },
      customerId: request.customerId,
      customerName: findCustomer(this.db, request.customerId)?.name ?? request.customerId,
      requester: request.requesterName,
      summary: request.summary,
      details: request.details,
      status: request.status,
      signerGroup: request.signers.group,
      signers:
        request.signers.group === 'provider' ? [] : peopleOf(this.db, request.signers.userIds).map((p) => p.name),
      createdAt: iso(request.createdAt)!,
      expiresAt: iso(request.expiresAt)!,
      decidedBy: request.decidedBy ? this.nameOf(request.decidedBy, request.decidedBy) : null,
      decidedAt: iso(request.decidedAt),
      reason: request.reason,
      outcome: request.outcome,
    };
  }

  private factsOf(request: StoredRequest): RequestFacts {
    const record = this.recordOf(request);
    return {
      id: request.id,
      kindLabel: record.kindLabel,
      customerName: record.customerName,
      requester: request.requesterName,
      summary: request.summary,
      details: request.details,
      expiresAt: record.expiresAt.slice(0, 16).replace('T', ' '),
    };
  }

  private tellSigners(request: StoredRequest, people: readonly Person[], reminder: boolean): void {
    const message = waitingMessage(this.factsOf(request), reminder);
    const step = reminder ? 'reminder' : 'waiting';
    for (const person of people) this.tell(request, person, message, step);
  }

  private tellRequester(request: StoredRequest, message: Message, step: string): void {
    const [requester] = peopleOf(this.db, [request.requesterId]);
    if (requester) this.tell(request, requester, message, step);
  }

  /** A mail through the outbox and a plain tray item (at the request's customer; a provider signer's own tray). */
  private tell(request: StoredRequest, person: Person, message: Message, step: string): void {
    const link = `${this.environment.publicOrigin}${SIGN_OFFS_PAGE}`;
    enqueueMail(this.db, { to: person.email, ...bilingualMail(message, link) }, this.now());
    const customer = findCustomer(this.db, request.customerId);
    const plugins = parseJson<string[] | null>(customer?.plugins ?? null, null, isStringArray);
    const tray = this.environment.notifications(plugins);
    if (!tray) return;
    const isMember = requesterAt(this.db, person.id, request.customerId) !== null;
    tray
      .notifyUser({
        customerId: isMember ? request.customerId : null,
        userId: person.id,
        id: `sign-off-${request.id}-${step}`,
        title: cut(trayTitle(message), 120),
        text: cut(request.summary, 480),
        link: SIGN_OFFS_PAGE,
      })
      .catch((error: unknown) =>
        this.environment.log.error({ err: error, signOff: request.id }, 'A sign-off tray item could not be stored.'),
      );
  }

  private nameOf(userId: string, fallback: string): string {
    return peopleOf(this.db, [userId])[0]?.name ?? fallback;
  }

  private actor(user: RequestUser): AdminActor {
    return { userId: user.userId, name: user.userName };
  }

  private audit(
    actor: AdminActor,
    customerId: string,
    action: string,
    id: number,
    before: unknown,
    after: unknown,
  ): void {
    writeAudit(
      this.db,
      actor,
      { action, targetType: 'sign_off', targetId: String(id), customerId, before, after },
      this.now(),
    );
  }
}
