import * as z from 'zod/mini';
import { SignOffWaiting } from '../../core/contract';

/**
 * Not in the spec: the service catalogue. Provider administrators design request forms (the designer); a
 * customer fills one from the catalogue and it is filed as a service request with the answers as structured
 * data. The form's rules (contract-catalogue-rules.ts) are shared by the browser and the server.
 */

/** The version of a stored form's JSON; a later change of its shape bumps it and migrates the stored forms. */
export const FORM_SCHEMA_VERSION = 1;

export const FIELD_KINDS = ['text', 'multiline', 'choice', 'date', 'person', 'licence', 'yesno', 'attachment'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export const LIMITS = {
  title: 200,
  description: 2000,
  label: 200,
  help: 500,
  fields: 40,
  options: 50,
  pattern: 200,
  text: 200,
  multiline: 4000,
  /** Raw bytes of one attached file (it travels as base64 in the JSON body). */
  attachmentBytes: 10 * 1024 * 1024,
  fileName: 200,
  /** Attachment fields per form (each carries one file inline). */
  attachmentFields: 3,
} as const;

/** The submit route's JSON body limit: one attachment per attachment field, base64, and the texts. */
export const SUBMIT_BODY_LIMIT = Math.ceil((LIMITS.attachmentBytes * LIMITS.attachmentFields * 4) / 3) + 256 * 1024;

const FIELD_ID = /^[a-z][a-z0-9-]{0,39}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const text = (max: number) => z.string().check(z.maxLength(max));
const filled = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/** A text in both UI languages; `Filled`: neither may be empty. */
export const Bilingual = z.object({ en: text(LIMITS.description), nl: text(LIMITS.description) });
export type Bilingual = z.output<typeof Bilingual>;
const FilledBilingual = (max: number) => z.object({ en: filled(max), nl: filled(max) });

/** A date limit: a day, or 'today' (e.g. a start date that may not lie in the past). */
export const DateLimit = z.union([z.literal('today'), z.string().check(z.regex(DAY, 'must be YYYY-MM-DD or today'))]);
export type DateLimit = z.output<typeof DateLimit>;

export const ChoiceOption = z.object({
  value: z.string().check(z.minLength(1), z.maxLength(100)),
  label: FilledBilingual(LIMITS.label),
});
export type ChoiceOption = z.output<typeof ChoiceOption>;

/** Shown only while another field has a value (any value, or the one named; a yes/no field's is 'yes' or 'no'). */
export const Condition = z.object({
  field: z.string().check(z.maxLength(40)),
  value: z.optional(z.string().check(z.maxLength(100))),
});
export type Condition = z.output<typeof Condition>;

export const FormField = z.object({
  id: z.string().check(z.regex(FIELD_ID, 'must be lower-case letters, digits and dashes, starting with a letter')),
  kind: z.enum(FIELD_KINDS),
  label: FilledBilingual(LIMITS.label),
  help: z.optional(z.object({ en: text(LIMITS.help), nl: text(LIMITS.help) })),
  required: z.boolean(),
  minLength: z.optional(z.int().check(z.gte(0), z.lte(LIMITS.multiline))),
  maxLength: z.optional(z.int().check(z.gte(1), z.lte(LIMITS.multiline))),
  pattern: z.optional(z.object({ regex: filled(LIMITS.pattern), message: FilledBilingual(LIMITS.label) })),
  earliest: z.optional(DateLimit),
  latest: z.optional(DateLimit),
  options: z.optional(z.array(ChoiceOption).check(z.maxLength(LIMITS.options))),
  showWhen: z.optional(Condition),
});
export type FormField = z.output<typeof FormField>;

/** A form as the designer saves it (checked with zod, then for broken conditions: formProblems). */
export const FormDefinition = z.object({
  schemaVersion: z.literal(FORM_SCHEMA_VERSION),
  title: FilledBilingual(LIMITS.title),
  description: z.object({ en: text(LIMITS.description), nl: text(LIMITS.description) }),
  /** The service desk's category the request is filed under. */
  category: filled(50),
  fields: z.array(FormField).check(z.minLength(1), z.maxLength(LIMITS.fields)),
  /** The customers who see the form; null: every customer. */
  customers: z.nullable(z.array(filled(100)).check(z.maxLength(1000))),
  /** A request from this form asks for a sign-off before it is filed (once sign-offs exist). */
  needsSignOff: z.boolean(),
  /** Customers see only a published form; a draft only the designer. */
  published: z.boolean(),
});
export type FormDefinition = z.output<typeof FormDefinition>;

/** A stored form in the designer's list and editor. */
export const StoredForm = z.object({
  id: z.string(),
  version: z.number(),
  updatedAt: z.string(),
  updatedBy: z.string(),
  definition: FormDefinition,
});
export type StoredForm = z.output<typeof StoredForm>;
export const StoredFormList = z.object({ items: z.array(StoredForm) });

/** The customers the designer can choose from. */
export const DesignerCustomers = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The service desk's categories a form files under. */
  categories: z.array(z.object({ id: z.string(), name: Bilingual })),
});
export type DesignerCustomers = z.output<typeof DesignerCustomers>;
export const StarterSetOutcome = z.object({ added: z.number(), items: z.array(StoredForm) });

/** A form in the customer's catalogue list. */
export const CatalogueEntry = z.object({
  id: z.string(),
  title: Bilingual,
  description: Bilingual,
});
export type CatalogueEntry = z.output<typeof CatalogueEntry>;
export const CatalogueList = z.object({ items: z.array(CatalogueEntry) });

/** What the customer picks a person or a licence product from. */
export const Choice = z.object({ value: z.string(), label: z.string() });
export type Choice = z.output<typeof Choice>;

/** A form to fill, with the choices of its person and licence fields for the caller's customer. */
export const FillableForm = z.object({
  id: z.string(),
  version: z.number(),
  definition: FormDefinition,
  people: z.array(Choice),
  licences: z.array(Choice),
  attachmentsEnabled: z.boolean(),
});
export type FillableForm = z.output<typeof FillableForm>;

export const AttachedFile = z.object({
  fileName: filled(LIMITS.fileName),
  contentType: text(200),
  contentBase64: z.string().check(z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64')),
});
export type AttachedFile = z.output<typeof AttachedFile>;

/** A field's answer: text (also a choice, a date, a person's id, a licence product), yes/no, or a file. */
export const Answer = z.union([z.string().check(z.maxLength(LIMITS.multiline)), z.boolean(), AttachedFile]);
export type Answer = z.output<typeof Answer>;
export type Answers = Record<string, Answer>;

/** POST the answers (CSRF): 201 with the service request's number; 400 with each field's problem, nothing filed. */
export const CatalogueSubmission = z.strictObject({
  version: z.int(),
  answers: z.record(z.string().check(z.maxLength(40)), Answer),
});
export type CatalogueSubmission = z.output<typeof CatalogueSubmission>;

/**
 * The submission's answer: 201 filed with the service request's number, or 202 held for the customer's sign-off
 * (a form that needs one under the customer's rule): nothing filed yet, these people decide (none: the provider).
 */
export const CatalogueSubmitted = z.union([
  z.object({ number: z.string() }),
  z.object({ outcome: z.literal('sign-off'), signOff: SignOffWaiting }),
]);
export type CatalogueSubmitted = z.output<typeof CatalogueSubmitted>;

/** The answers as filed: each visible field's label in both languages and its value as text. */
export interface StructuredAnswer {
  field: string;
  label: Bilingual;
  value: string;
}

/** The problems of a refused form or submission, each with its words in both languages. */
export const FormRefusal = z.object({
  message: z.string(),
  problems: z.array(
    z.object({
      field: z.string(),
      code: z.string(),
      limit: z.optional(z.union([z.string(), z.number()])),
      reason: Bilingual,
    }),
  ),
});
export type FormRefusal = z.output<typeof FormRefusal>;

export const CataloguePaths = {
  designerForms: '/api/admin/catalogue/forms',
  designerForm: (id: string) => `/api/admin/catalogue/forms/${encodeURIComponent(id)}`,
  designerCustomers: '/api/admin/catalogue/customers',
  starterSet: '/api/admin/catalogue/starter-set',
  catalogue: '/api/service-requests/catalogue',
  form: (id: string) => `/api/service-requests/catalogue/${encodeURIComponent(id)}`,
  submit: (id: string) => `/api/service-requests/catalogue/${encodeURIComponent(id)}/requests`,
} as const;

/** The designer's page in the administration. */
export const DESIGNER_PAGE = '/admin/catalogue';

export const FormIdParams = z.object({ id: z.string().check(z.regex(/^[0-9]{1,12}$/, 'must be a form id')) });

/** The stored data of a service-catalogue action (the menu item): no settings. */
export const ServiceCatalogueData = z.strictObject({ actionType: z.optional(z.literal('service-catalogue')) });
