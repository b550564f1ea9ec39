import type { ServerPluginApi, SignOffKindDeclaration } from '../../../../server/plugin-api';
import type { CatalogueDesk, HeldRequest, SignOffSeam } from './catalogue-desk';

/** The sign-off kind of a catalogue request: a form that needs a sign-off waits under the customer's rule. */
export const CATALOGUE_REQUEST = 'service-catalogue';
/** A signer reads the answers in the list and the e-mail; a long one is cut there (the ticket gets it whole). */
const DETAIL_MAX = 500;

const isHeld = (value: unknown): value is HeldRequest =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as HeldRequest).requestId) &&
  typeof (value as HeldRequest).attachments === 'object';

const cut = (value: string) => (value.length > DETAIL_MAX ? `${value.slice(0, DETAIL_MAX - 1)}…` : value);

/**
 * The kind's declaration: once signed off, the held request is filed exactly as an unheld one is, told with the
 * spec's service-request text. `desk` is read when a request is decided (the desk is made with this seam).
 */
function catalogueRequestKind(desk: () => CatalogueDesk): SignOffKindDeclaration {
  return {
    kind: CATALOGUE_REQUEST,
    label: { en: 'Catalogue requests', nl: 'Aanvragen uit de catalogus' },
    async carryOut(request, requester) {
      if (!isHeld(request.payload)) throw new Error(`Sign-off ${request.id} carries no catalogue request.`);
      const { number } = await desk().fileSignedOff(requester, request.payload);
      return {
        succeeded: true,
        text: {
          en: `Your service request is registered successful with number: ${number}. You will be receiving a confirmation e-mail`,
          nl: `Uw serviceverzoek is succesvol geregistreerd met nummer: ${number}. U ontvangt een bevestiging per e-mail`,
        },
      };
    },
    closed(request, status) {
      if (isHeld(request.payload)) desk().closeHeld(request.customerId, request.payload.requestId, status);
    },
  };
}

/**
 * The catalogue's seam over the sign-off platform: declares the kind and asks for a sign-off when a form that
 * needs one is submitted. The form's flag says which forms the customer's rule for catalogue requests covers;
 * without a rule (off until one is set) the request is filed at once.
 */
export function catalogueSignOff(api: ServerPluginApi, desk: () => CatalogueDesk): SignOffSeam {
  api.signOffs.declare(catalogueRequestKind(desk));
  return {
    hold({ caller, form, answers, held }) {
      const title = form.definition.title;
      const gate = api.signOffs.requireSignOff(caller.user, {
        kind: CATALOGUE_REQUEST,
        summary: title,
        details: answers.map((answer) => ({ label: answer.label, value: cut(answer.value) })),
        payload: held,
      });
      return gate.status === 'waiting' ? gate.signOff : null;
    },
  };
}
