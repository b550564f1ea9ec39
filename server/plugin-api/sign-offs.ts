import type { SignOffStatus, SignOffWaiting } from '../../core/contract';
import type { RequestUser } from '../data/request-user';
import type { BilingualText } from './extension-points';

/** One line of a request's details, as the signer's list and e-mail show it. */
export interface SignOffDetail {
  label: BilingualText;
  value: string;
}

/** A request as its carry-out and closing handlers receive it. */
export interface SignOffRequestRecord {
  id: number;
  kind: string;
  customerId: string;
  summary: BilingualText;
  /** What the plugin passed to requireSignOff, as it passed it. */
  payload: unknown;
}

/** What carrying out a signed-off request did: stored with the request and told to the requester. */
export interface SignOffOutcome {
  succeeded: boolean;
  text: BilingualText;
}

/**
 * A kind of request of a plugin that a customer's rule may make wait for a sign-off (docs/plugins.md "Sign-offs").
 * Kind ids are unique across plugins (start them with the plugin id).
 */
export interface SignOffKindDeclaration {
  kind: string;
  label: BilingualText;
  /** What a rule's thresholds may test, e.g. { id: 'quantityIncrease', label: {...} }; a request gives the values. */
  measures?: readonly { id: string; label: BilingualText }[];
  /**
   * Carries out a signed-off request, in the requester's name at the request's customer (`requester` has that
   * customer active): exactly what the plugin does today without a rule. Runs once per request.
   */
  carryOut(request: SignOffRequestRecord, requester: RequestUser): Promise<SignOffOutcome>;
  /** Optional: the request was refused, expired or withdrawn (nothing was carried out). */
  closed?(request: SignOffRequestRecord, status: Exclude<SignOffStatus, 'waiting' | 'signed-off'>): void;
}

/** What a plugin asks when a user makes a request of a declared kind. */
export interface SignOffQuestion {
  kind: string;
  summary: BilingualText;
  details: readonly SignOffDetail[];
  /** The values of the kind's measures for this request (e.g. { quantityIncrease: 5, monthlyCost: 168.5 }). */
  measures?: Readonly<Record<string, number>>;
  /** JSON-serialisable: handed back to carryOut. */
  payload: unknown;
}

/** 'go-ahead': no rule applies, do what you do today. 'waiting': stored; nothing may be sent before carryOut. */
export type SignOffGate = { status: 'go-ahead' } | { status: 'waiting'; signOff: SignOffWaiting };

/** The sign-off platform as a plugin sees it (api.signOffs). */
export interface SignOffs {
  /** Declares a kind of request with its carry-out; call it in `routes`. */
  declare(kind: SignOffKindDeclaration): void;
  /** Whether the request of the caller (at the caller's active customer) needs a sign-off; if so it is stored. */
  requireSignOff(user: RequestUser, question: SignOffQuestion): SignOffGate;
}
