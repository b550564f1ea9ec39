import type { SignOffWaiting } from '../../../../core/contract';
import { HttpError, LicenceProductsPoint, type RequestUser, type ServerPluginApi } from '../../../../server/plugin-api';
import type {
  CatalogueSubmission,
  Choice,
  FillableForm,
  FormDefinition,
  StoredForm,
  StructuredAnswer,
} from '../../contract-catalogue';
import {
  checkAnswers,
  structuredAnswers,
  todayOf,
  type AnswerContext,
  type AnswerProblem,
} from '../../contract-catalogue-rules';
import { supportCallerOf, type SupportCaller } from '../access';
import type { MailLanguage } from '../mail';
import type { ServiceDesk } from '../service-desk';
import type { TicketSystem } from '../ticket-system';
import type { CatalogueForms } from './catalogue-forms';

const REQUESTS = 'catalogue_requests';

interface StoredRequest {
  form_id: number;
  form_version: number;
  answers: string;
  request_number: string | null;
}
const NAME_MAX = 120;

/**
 * The outcome of a submission: filed with the service request's number, held for a sign-off, or refused with each
 * field's problem.
 */
export type Submitted =
  { number: string } | { outcome: 'sign-off'; signOff: SignOffWaiting } | { problems: AnswerProblem[] };

/** What a held request needs to be filed once signed off, besides its stored row. */
export interface HeldRequest {
  requestId: number;
  /** The attachment fields' files (the stored answers keep only their names). */
  attachments: CatalogueSubmission['answers'];
  language: MailLanguage | null;
}

/** A catalogue request the sign-offs may hold back (issue 33 item 1): filed later through fileSignedOff. */
export interface SignOffSeam {
  /** Null when no sign-off applies (the request is filed at once), else who must sign off. */
  hold(request: {
    caller: SupportCaller;
    form: StoredForm;
    answers: readonly StructuredAnswer[];
    held: HeldRequest;
  }): SignOffWaiting | null;
}

/** The customer's side of the catalogue: the forms they may use, filling one, and filing it as a service request. */
export class CatalogueDesk {
  constructor(
    private readonly api: ServerPluginApi,
    private readonly forms: CatalogueForms,
    private readonly desk: ServiceDesk,
    private readonly tickets: TicketSystem,
    private readonly signOff: SignOffSeam | null = null,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The published forms this customer is shown (all customers, or the customer is one of the chosen). */
  list(caller: SupportCaller): StoredForm[] {
    return this.forms.list().filter((form) => visibleTo(form.definition, caller.customerId));
  }

  /** A form the customer may use; 404 for a draft, another customer's form or none (indistinguishable). */
  form(caller: SupportCaller, id: string): StoredForm {
    const form = this.forms.get(id);
    if (!form || !visibleTo(form.definition, caller.customerId))
      throw new HttpError(404, 'No such form in the catalogue.');
    return form;
  }

  async fillable(caller: SupportCaller, id: string): Promise<FillableForm> {
    const form = this.form(caller, id);
    const context = await this.context(caller, form.definition);
    return {
      id: form.id,
      version: form.version,
      definition: form.definition,
      people: [...context.people],
      licences: [...context.licences],
      attachmentsEnabled: context.attachmentsEnabled,
    };
  }

  async submit(
    caller: SupportCaller,
    id: string,
    submission: CatalogueSubmission,
    language: MailLanguage | null,
  ): Promise<Submitted> {
    const form = this.form(caller, id);
    if (submission.version !== form.version)
      throw new HttpError(409, 'The form was changed since it was opened: open it again (your answers are kept).');
    const context = await this.context(caller, form.definition);
    const checked = checkAnswers(form.definition, submission.answers, context);
    if (checked.problems.length > 0) return { problems: checked.problems };
    const answers = structuredAnswers(form.definition, checked.answers, context);
    const requestId = this.requests(caller.user).insert({
      form_id: Number(form.id),
      form_version: form.version,
      user_id: caller.user.userId,
      answers: JSON.stringify(answers),
      state: 'filed',
      created_at: this.now().toISOString(),
    });
    if (form.definition.needsSignOff && this.signOff) {
      const attachments = Object.fromEntries(
        Object.entries(checked.answers).filter(([, answer]) => typeof answer === 'object'),
      );
      const signOff = this.signOff.hold({ caller, form, answers, held: { requestId, attachments, language } });
      if (signOff) {
        this.requests(caller.user).update(
          { state: 'waiting-for-sign-off', sign_off_id: signOff.id },
          { id: requestId },
        );
        return { outcome: 'sign-off', signOff };
      }
    }
    return this.fileHeld(caller, form.definition, requestId, answers, checked.answers, language);
  }

  /** Files a held request once signed off, in the requester's name, on the form version it was filled on. */
  async fileSignedOff(requester: RequestUser, held: HeldRequest): Promise<{ number: string }> {
    const caller = supportCallerOf(requester);
    const row = this.requests(requester).first<StoredRequest>({ id: held.requestId });
    if (!row) throw new HttpError(404, 'The catalogue request is gone.');
    if (row.request_number) return { number: row.request_number };
    const form = this.forms.version(String(row.form_id), row.form_version);
    if (!form) throw new HttpError(404, 'The form of this request is gone.');
    const answers = JSON.parse(row.answers) as StructuredAnswer[];
    return this.fileHeld(caller, form, held.requestId, answers, held.attachments, held.language);
  }

  /** A held request was refused, expired or was withdrawn: it stays unfiled, marked so. */
  closeHeld(customerId: string, requestId: number, status: 'refused' | 'expired' | 'withdrawn'): void {
    this.api
      .crossCustomerData()
      .forCustomer(customerId)
      .table(REQUESTS)
      .update({ sign_off_closed: status }, { id: requestId });
  }

  private requests(user: RequestUser) {
    return this.api.data(user).table(REQUESTS);
  }

  /** Files a stored catalogue request as a service request (at once, or once signed off). */
  async fileHeld(
    caller: SupportCaller,
    form: FormDefinition,
    requestId: number,
    answers: readonly StructuredAnswer[],
    raw: CatalogueSubmission['answers'],
    language: MailLanguage | null,
  ): Promise<{ number: string }> {
    const lang = language ?? 'en';
    const account = this.desk.account(caller.user);
    const phone = await this.tickets.lastPhoneOf(caller.customerId, caller.user.userId);
    const { number } = await this.desk.file(
      caller.customerId,
      caller.user,
      {
        category: form.category,
        name: form.title[lang].slice(0, NAME_MAX),
        description: answers.map((answer) => `${answer.label[lang]}: ${answer.value}`).join('\n'),
        caller: { ...account, phone },
      },
      'catalogue',
      language,
      answers,
    );
    this.api.data(caller.user).table(REQUESTS).update({ request_number: number, state: 'filed' }, { id: requestId });
    for (const field of form.fields) {
      const file = raw[field.id];
      if (field.kind !== 'attachment' || typeof file !== 'object') continue;
      await this.desk.reply(caller, number, { text: field.label[lang], attachments: [file] });
    }
    return { number };
  }

  private async context(caller: SupportCaller, form: FormDefinition): Promise<AnswerContext> {
    const kinds = new Set(form.fields.map((field) => field.kind));
    return {
      people: kinds.has('person') ? this.people(caller.customerId) : [],
      licences: kinds.has('licence') ? await this.licences(caller) : [],
      today: todayOf(this.now()),
      attachmentsEnabled: this.desk.storageFor(caller.user) !== null,
    };
  }

  /** The customer's enabled members, by name. */
  private people(customerId: string): Choice[] {
    const directory = this.api.customerDirectory();
    const names = directory.userNames(directory.members(customerId));
    return [...names].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }

  /** The customer's licence products, when the licences capability runs for the customer. */
  private async licences(caller: SupportCaller): Promise<Choice[]> {
    const products = (await this.api.use(LicenceProductsPoint, caller.user)?.productsOf(caller.user)) ?? [];
    const names = [...new Set(products.map((product) => product.name))];
    return names.map((name) => ({ value: name, label: name }));
  }
}

/** Whether a customer is shown the form: published, for every customer or for this one. */
export const visibleTo = (form: FormDefinition, customerId: string) =>
  form.published && (form.customers === null || form.customers.includes(customerId));
