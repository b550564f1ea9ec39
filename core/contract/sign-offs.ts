import * as z from 'zod/mini';

/**
 * Not in the spec: sign-offs (issue 33). Per customer, a rule may say that a kind of request (a licence increase,
 * an Azure subscription, an accepted recommendation, a catalogue request) is carried out only once someone else
 * signed it off. Called sign-off, never approval, so it never mixes with the recommendation state 'Approved'.
 * A plugin declares its kinds on its server side (api.signOffs); the rules, the list and the decisions are here.
 */
export const SignOffPaths = {
  kinds: '/api/sign-offs/kinds',
  rules: (customerId: string) => `/api/sign-offs/rules?customer=${encodeURIComponent(customerId)}`,
  rule: (kind: string, customerId: string) =>
    `/api/sign-offs/rules/${encodeURIComponent(kind)}?customer=${encodeURIComponent(customerId)}`,
  list: '/api/sign-offs',
  signOff: (id: number) => `/api/sign-offs/${id}/sign-off`,
  refuse: (id: number) => `/api/sign-offs/${id}/refuse`,
  withdraw: (id: number) => `/api/sign-offs/${id}/withdraw`,
} as const;

const Text = z.object({ en: z.string(), nl: z.string() });

export const SIGN_OFF_STATUSES = ['waiting', 'signed-off', 'refused', 'expired', 'withdrawn'] as const;
export type SignOffStatus = (typeof SIGN_OFF_STATUSES)[number];

/** Who signs off: the customer's administrators, named people, or (no one else can) the provider's administrators. */
export const SIGNER_GROUPS = ['administrators', 'named', 'provider'] as const;
export type SignerGroup = (typeof SIGNER_GROUPS)[number];

/** A kind of request a plugin declared, with the measures a rule's thresholds may test. */
export const SignOffKindInfo = z.object({
  kind: z.string(),
  label: Text,
  measures: z.array(z.object({ id: z.string(), label: Text })),
});
export type SignOffKindInfo = z.output<typeof SignOffKindInfo>;

export const MAX_NAMED_SIGNERS = 20;
/** Reminder and expiry, in hours: at least one hour, at most 90 days. */
export const MAX_SIGN_OFF_HOURS = 90 * 24;

const Hours = z.int().check(z.minimum(1), z.maximum(MAX_SIGN_OFF_HOURS));

/**
 * PUT /api/sign-offs/rules/{kind}?customer=: the kind needs a sign-off. With thresholds, only a request whose
 * measure is above one of them (e.g. more than 5 licences, more than 200 a month); without, every request.
 */
export const SignOffRuleInput = z
  .object({
    thresholds: z.record(z.string().check(z.maxLength(50)), z.number().check(z.minimum(0), z.maximum(1e9))),
    signers: z.union([
      z.literal('administrators'),
      z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.minLength(1), z.maxLength(MAX_NAMED_SIGNERS)),
    ]),
    remindAfterHours: Hours,
    expireAfterHours: Hours,
  })
  .check(
    z.refine((rule) => rule.remindAfterHours < rule.expireAfterHours, {
      message: 'The reminder must come before the request expires.',
      path: ['remindAfterHours'],
    }),
  );
export type SignOffRuleInput = z.output<typeof SignOffRuleInput>;

export const SignOffRule = z.object({
  kind: z.string(),
  ...SignOffRuleInput.shape,
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type SignOffRule = z.output<typeof SignOffRule>;

export const SignOffRuleList = z.object({ kinds: z.array(SignOffKindInfo), rules: z.array(SignOffRule) });
export type SignOffRuleList = z.output<typeof SignOffRuleList>;

/** One waiting or decided request as its requester and its signers see it. */
export const SignOffRecord = z.object({
  id: z.number(),
  kind: z.string(),
  kindLabel: Text,
  customerId: z.string(),
  customerName: z.string(),
  requester: z.string(),
  summary: Text,
  details: z.array(z.object({ label: Text, value: z.string() })),
  status: z.enum(SIGN_OFF_STATUSES),
  signerGroup: z.enum(SIGNER_GROUPS),
  /** The names of those who may sign off (the provider's administrators: empty). */
  signers: z.array(z.string()),
  createdAt: z.string(),
  expiresAt: z.string(),
  decidedBy: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  /** What carrying it out did (signed off only), or why it could not be carried out. */
  outcome: z.nullable(z.object({ succeeded: z.boolean(), text: Text })),
});
export type SignOffRecord = z.output<typeof SignOffRecord>;

/** GET /api/sign-offs: what waits for the caller's decision, and the caller's own requests (newest first). */
export const SignOffList = z.object({ waitingForMe: z.array(SignOffRecord), mine: z.array(SignOffRecord) });
export type SignOffList = z.output<typeof SignOffList>;

export const MAX_REFUSAL_REASON = 1000;
export const SignOffRefusal = z.object({
  reason: z.string().check(z.trim(), z.minLength(1, 'A refusal needs a reason.'), z.maxLength(MAX_REFUSAL_REASON)),
});

/** What a request's answer carries when it waits: the browser says 'waiting for sign-off' and names the signers. */
export const SignOffWaiting = z.object({
  id: z.number(),
  signerGroup: z.enum(SIGNER_GROUPS),
  signers: z.array(z.string()),
  expiresAt: z.string(),
});
export type SignOffWaiting = z.output<typeof SignOffWaiting>;
