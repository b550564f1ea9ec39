import { screen } from '@testing-library/react';
import type { RecordFieldInfo } from '../../../../core/contract';
import { renderWithServices } from '../../../../core/plugin-api/testing';
import plugin from '../../index';
import { RecordField } from './RecordField';

const body: RecordFieldInfo = {
  name: 'body',
  label: { en: 'Body (HTML)', nl: 'Tekst (HTML)' },
  kind: 'text',
  required: true,
  listed: false,
  maxLength: 20_000,
};

describe('RecordField', () => {
  it('edits a multi-line text field in a text area and a one-line field in an input', () => {
    renderWithServices(
      <>
        <RecordField field={{ ...body, multiline: true }} id="long" value="<p>a</p>" onChange={() => {}} />
        <RecordField field={{ ...body, name: 'title' }} id="short" value="a" onChange={() => {}} />
      </>,
      { plugin },
    );
    expect(screen.getAllByRole('textbox').map((box) => [box.id, box.tagName])).toEqual([
      ['long', 'TEXTAREA'],
      ['short', 'INPUT'],
    ]);
  });
});
