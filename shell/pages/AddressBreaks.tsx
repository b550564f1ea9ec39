import { Fragment } from 'react';

/** Before each dot and after each @: where an e-mail address or a domain name may wrap without splitting a word. */
const BREAK = /(?<=@)|(?=\.)/;

/**
 * A name that may be an e-mail address, with line-break opportunities at its parts: a narrow heading wraps
 * `anna.devries@` / `contoso.example` rather than inside `contoso`.
 */
export function AddressBreaks({ text }: { text: string }) {
  const parts = text.split(BREAK);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
