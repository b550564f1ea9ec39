import { HttpError } from '../http/errors';
import { carryOutFailure } from './messages';

describe('a carry-out that fails', () => {
  it('says an unexpected failure in each language', () => {
    expect(carryOutFailure(new Error('socket hang up'))).toEqual({
      succeeded: false,
      text: {
        en: 'Signed off, but it could not be carried out: Unfortunately something went wrong.',
        nl: 'Akkoord gegeven, maar het kon niet worden uitgevoerd: Helaas is er iets misgegaan.',
      },
    });
  });

  it("gives a refusal's English reason in English and a Dutch one by its status in Dutch", () => {
    const { text } = carryOutFailure(new HttpError(404, 'No such subscription of the active customer.'));
    expect(text.en).toBe('Signed off, but it could not be carried out: No such subscription of the active customer.');
    expect(text.nl).toBe(
      'Akkoord gegeven, maar het kon niet worden uitgevoerd: Waar de aanvraag over ging, bestaat niet meer.',
    );
    expect(carryOutFailure(new HttpError(503, 'Microsoft did not answer.')).text.nl).toBe(
      'Akkoord gegeven, maar het kon niet worden uitgevoerd: Helaas is er iets misgegaan.',
    );
  });
});
