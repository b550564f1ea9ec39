import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, type RequestUser, type ServerPluginApi } from '../../../../server/plugin-api';
import {
  CatalogueList,
  CataloguePaths,
  CatalogueSubmission,
  CatalogueSubmitted,
  DesignerCustomers,
  FillableForm,
  FormDefinition,
  FormIdParams,
  StarterSetOutcome,
  StoredForm,
  StoredFormList,
  SUBMIT_BODY_LIMIT,
} from '../../contract-catalogue';
import { wordsOf, type AnswerProblem } from '../../contract-catalogue-rules';
import { supportCallerOf } from '../access';
import { DEFAULT_CATEGORIES } from '../categories';
import { mailLanguageOf } from '../mail';
import type { CatalogueDesk } from './catalogue-desk';
import type { CatalogueForms, SaveOutcome } from './catalogue-forms';

const DESIGNER_REFUSALS = { 401: 'Not signed in', 403: 'Not a provider administrator' };
/** The largest body a form of the designer takes (every field's texts in both languages). */
const FORM_BODY_LIMIT = 512 * 1024;

/** Designing forms is the provider's: the forms are the provider's words to every customer. */
function designer(user: RequestUser | null) {
  if (!user) throw new HttpError(401, 'Not signed in.');
  if (!user.isProviderAdmin) throw new HttpError(403, 'Provider administrators only.');
  return user;
}

/** A 400 with each problem's field, code and words in both languages; nothing was written. */
function refuse(reply: FastifyReply, what: string, problems: readonly AnswerProblem[]) {
  const listed = problems.map((problem) => ({
    field: problem.field,
    code: problem.code,
    ...('limit' in problem && problem.limit !== undefined ? { limit: problem.limit } : {}),
    reason: wordsOf(problem),
  }));
  const message = `Invalid ${what}: ${listed.map((problem) => `${problem.field}: ${problem.reason.en}`).join('; ')}`;
  return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message, problems: listed });
}

/** The designer's routes (provider administrators) and the customer's catalogue (the support permission). */
export function catalogueRoutes(api: ServerPluginApi, forms: CatalogueForms, catalogue: CatalogueDesk): void {
  const guard = (request: FastifyRequest) => void designer(api.currentUser(request));
  const saved = (user: RequestUser, reply: FastifyReply, outcome: SaveOutcome | null, status: number) => {
    if (!outcome) throw new HttpError(404, 'No such form.');
    if ('problems' in outcome) return refuse(reply, 'form', outcome.problems);
    api.audit(user, {
      action: outcome.before ? 'catalogue-form.update' : 'catalogue-form.create',
      targetType: 'catalogue-form',
      targetId: outcome.form.id,
      before: outcome.before,
      after: outcome.form.definition,
    });
    return reply.code(status).send(outcome.form);
  };
  const formErrors = {
    ...DESIGNER_REFUSALS,
    400: 'Not a valid form, or a broken condition (a field that does not exist, a cycle): each problem in both languages; nothing written',
  };

  api.route({
    method: 'GET',
    url: CataloguePaths.designerForms,
    guard,
    summary: "The service catalogue's forms, drafts and published; provider administrators only",
    response: StoredFormList,
    errors: DESIGNER_REFUSALS,
    handler: ({ user }) => (designer(user), { items: forms.list() }),
  });

  api.route({
    method: 'POST',
    url: CataloguePaths.designerForms,
    guard,
    status: 201,
    summary: 'Adds a form to the service catalogue (audited); provider administrators only',
    body: FormDefinition,
    jsonBodyLimit: FORM_BODY_LIMIT,
    response: StoredForm,
    errors: formErrors,
    handler: ({ user, body, reply }) => saved(designer(user), reply, forms.save(null, body, user!.userName), 201),
  });

  api.route({
    method: 'GET',
    url: '/api/admin/catalogue/forms/:id',
    guard,
    summary: 'A form of the service catalogue; provider administrators only',
    params: FormIdParams,
    response: StoredForm,
    errors: { ...DESIGNER_REFUSALS, 404: 'No such form' },
    handler: ({ user, params }) => {
      designer(user);
      const form = forms.get(params.id);
      if (!form) throw new HttpError(404, 'No such form.');
      return form;
    },
  });

  api.route({
    method: 'PUT',
    url: '/api/admin/catalogue/forms/:id',
    guard,
    summary: "Saves a form's next version (audited, the earlier versions kept); provider administrators only",
    params: FormIdParams,
    body: FormDefinition,
    jsonBodyLimit: FORM_BODY_LIMIT,
    response: StoredForm,
    errors: { ...formErrors, 404: 'No such form' },
    handler: ({ user, params, body, reply }) =>
      saved(designer(user), reply, forms.save(params.id, body, user!.userName), 200),
  });

  api.route({
    method: 'POST',
    url: CataloguePaths.starterSet,
    guard,
    summary: 'Adds the starter forms not added before: new employee, employee leaving, extra licence, access request',
    response: StarterSetOutcome,
    errors: DESIGNER_REFUSALS,
    handler: ({ user }) => {
      const added = forms.addStarterSet(designer(user).userName);
      for (const form of added) {
        api.audit(user!, {
          action: 'catalogue-form.create',
          targetType: 'catalogue-form',
          targetId: form.id,
          after: form.definition,
        });
      }
      return { added: added.length, items: forms.list() };
    },
  });

  api.route({
    method: 'GET',
    url: CataloguePaths.designerCustomers,
    guard,
    summary: "The customers a form can be shown to, and the service desk's categories; provider administrators only",
    response: DesignerCustomers,
    errors: DESIGNER_REFUSALS,
    handler: ({ user }) => {
      designer(user);
      const customers = api.customerDirectory().customers();
      return {
        items: customers.filter((c) => !c.deactivated).map(({ id, name }) => ({ id, name })),
        categories: [...DEFAULT_CATEGORIES],
      };
    },
  });

  const forbidden = { 403: 'No support permission' };

  api.route({
    method: 'GET',
    url: CataloguePaths.catalogue,
    summary: "The service catalogue: the published forms the caller's customer may use",
    response: CatalogueList,
    errors: forbidden,
    handler: ({ user }) => ({
      items: catalogue.list(supportCallerOf(user)).map((form) => ({
        id: form.id,
        title: form.definition.title,
        description: form.definition.description,
      })),
    }),
  });

  api.route({
    method: 'GET',
    url: '/api/service-requests/catalogue/:id',
    summary: "A catalogue form to fill, with the customer's people and licence products to pick from",
    params: FormIdParams,
    response: FillableForm,
    errors: { ...forbidden, 404: "Not a published form of the caller's customer" },
    handler: ({ user, params }) => catalogue.fillable(supportCallerOf(user), params.id),
  });

  api.route({
    method: 'POST',
    url: '/api/service-requests/catalogue/:id/requests',
    status: 201,
    summary:
      "Files a filled form as a service request with its answers as structured data; the caller gets the confirmation e-mail. A form that needs a sign-off, under the customer's rule for catalogue requests, waits for it (202)",
    params: FormIdParams,
    body: CatalogueSubmission,
    jsonBodyLimit: SUBMIT_BODY_LIMIT,
    response: CatalogueSubmitted,
    errors: {
      202: "Waiting for the customer's sign-off (who signs off in signOff): nothing filed or sent to the ticket system until it is signed off",
      400: 'An answer is missing or not valid: each problem in both languages; nothing filed',
      ...forbidden,
      404: "Not a published form of the caller's customer",
      409: 'The form changed since it was opened',
    },
    handler: async ({ user, params, body, request, reply }) => {
      const caller = supportCallerOf(user);
      const outcome = await catalogue.submit(
        caller,
        params.id,
        body,
        mailLanguageOf(request.headers['accept-language']),
      );
      if ('problems' in outcome) return refuse(reply, 'answers', outcome.problems);
      return reply.code('signOff' in outcome ? 202 : 201).send(outcome);
    },
  });
}
