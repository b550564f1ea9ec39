import type { Bilingual, RecordProblem, RecordProblemCode } from '../../core/contract';

/** Why a value is refused, in both languages ({limit}: the limit it broke). The browser's form has its own texts. */
const TEXTS: Record<RecordProblemCode | 'fileType' | 'file' | 'syntax' | 'empty' | 'conflict', Bilingual> = {
  required: { en: 'A value is required.', nl: 'Een waarde is verplicht.' },
  tooLong: { en: 'At most {limit} characters.', nl: 'Hoogstens {limit} tekens.' },
  date: { en: 'Not a date (YYYY-MM-DD).', nl: 'Geen datum (JJJJ-MM-DD).' },
  boolean: { en: 'Not yes or no (true/false).', nl: 'Geen ja of nee (true/false).' },
  integer: { en: 'Not a whole number.', nl: 'Geen geheel getal.' },
  number: { en: 'Not a number.', nl: 'Geen getal.' },
  tooSmall: { en: 'At least {limit}.', nl: 'Minstens {limit}.' },
  tooLarge: { en: 'At most {limit}.', nl: 'Hoogstens {limit}.' },
  dateTime: {
    en: 'Not a date or a moment with its time zone (YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ).',
    nl: 'Geen datum of tijdstip met tijdzone (JJJJ-MM-DD of JJJJ-MM-DDTUU:MM:SSZ).',
  },
  month: { en: 'Not a month (YYYY-MM).', nl: 'Geen maand (JJJJ-MM).' },
  choice: { en: 'Not one of the values allowed.', nl: 'Geen van de toegestane waarden.' },
  providerId: {
    en: 'Letters, digits and . _ : / - only, starting with a letter or digit.',
    nl: 'Alleen letters, cijfers en . _ : / -, beginnend met een letter of cijfer.',
  },
  duplicate: { en: 'This id appears on an earlier line too.', nl: 'Dit id staat ook op een eerdere regel.' },
  unknownField: { en: 'This record type has no such field.', nl: 'Dit soort record heeft dit veld niet.' },
  notAnObject: { en: 'Not a record (a JSON object).', nl: 'Geen record (een JSON-object).' },
  fileType: { en: 'This kind of file is not accepted here.', nl: 'Dit soort bestand wordt hier niet aangenomen.' },
  file: { en: 'The file could not be read.', nl: 'Het bestand kon niet worden gelezen.' },
  syntax: { en: 'The file cannot be read as {limit}.', nl: 'Het bestand is niet te lezen als {limit}.' },
  conflict: {
    en: 'Conflicts with another record (a value that must be unique is taken): nothing was imported.',
    nl: 'Botst met een ander record (een waarde die uniek moet zijn is al in gebruik): er is niets geïmporteerd.',
  },
  empty: { en: 'The file holds no records.', nl: 'Het bestand bevat geen records.' },
};

export type ProblemCode = keyof typeof TEXTS;

export function reasonOf(code: ProblemCode, limit?: number | string): Bilingual {
  const text = TEXTS[code];
  const fill = (value: string) => value.replace('{limit}', String(limit ?? ''));
  return { en: fill(text.en), nl: fill(text.nl) };
}

export const refusalOf = (line: number, problem: RecordProblem) => ({
  line,
  field: problem.field,
  reason: reasonOf(problem.code, problem.limit),
});
