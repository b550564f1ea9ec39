import { HttpError, LicenceProductsPoint, type ServerPluginApi } from '../../../../server/plugin-api';
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
import type { SupportCaller } from '../access';
import type { MailLanguage } from '../mail';
import type { ServiceDesk } from '../service-desk';
import type { TicketSystem } from '../ticket-system';
import type { CatalogueForms } from './catalogue-forms';

const REQUESTS = 'catalogue_requests';
const NAME_MAX = 120;

/** The outcome of a submission: filed with the service request's number, or refused with each field's problem. */
export type Submitted = { number: string } | { problems: AnswerProblem[] };

/**
 * A catalogue request the sign-offs may hold back (issue 33 item 1). `hold` answers null when the request needs
 * no sign-off (it is filed at once), else what the requester is told; the held request is filed later through
 * CatalogueDesk.fileHeld once signed off.
 */
export interface SignOffSeam {
  hold(request: { caller: SupportCaller; form: StoredForm; requestId: number }): Promise<{ number: string } | null>;
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
    const requestId = this.api
      .data(caller.user)
      .table(REQUESTS)
      .insert({
        form_id: Number(form.id),
        form_version: form.version,
        user_id: caller.user.userId,
        answers: JSON.stringify(answers),
        state: 'filed',
        created_at: this.now().toISOString(),
      });
    // THE SIGN-OFF SEAM: a form that needs a sign-off is held here (once sign-offs run) instead of being filed.
    if (form.definition.needsSignOff && this.signOff) {
      const held = await this.signOff.hold({ caller, form, requestId });
      if (held) return held;
    }
    return this.fileHeld(caller, form.definition, requestId, answers, checked.answers, language);
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
