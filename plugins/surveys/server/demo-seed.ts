import { DemoCustomers, DemoUsers, type DemoSeedContext } from '../../../server/plugin-api';
import type { Answers, Localized, Question } from '../contract';

interface DemoSurvey {
  id: string;
  code: string;
  title: Localized;
  description: Localized | null;
  questions: Question[];
}

const rating = (id: string, en: string, nl: string, required = true): Question => ({
  id,
  type: 'rating',
  label: { en, nl },
  required,
});
const text = (id: string, en: string, nl: string, required = false): Question => ({
  id,
  type: 'text',
  label: { en, nl },
  required,
});
const choice = (
  id: string,
  en: string,
  nl: string,
  options: [string, string, string][],
  required = true,
): Question => ({
  id,
  type: 'choice',
  label: { en, nl },
  required,
  options: options.map(([value, optionEn, optionNl]) => ({ value, label: { en: optionEn, nl: optionNl } })),
});

const satisfaction = (year: number, id: string): DemoSurvey => ({
  id,
  code: `SAT-${year}`,
  title: { en: `Yearly satisfaction survey ${year}`, nl: `Jaarlijks tevredenheidsonderzoek ${year}` },
  description: {
    en: 'Tell us how we did this year. It takes about five minutes; you can save and continue later.',
    nl: 'Vertel ons hoe we het dit jaar hebben gedaan. Het kost ongeveer vijf minuten; u kunt tussendoor opslaan en later verdergaan.',
  },
  questions: [
    rating(
      'overall',
      'How satisfied are you with our services overall?',
      'Hoe tevreden bent u in het algemeen over onze dienstverlening?',
    ),
    rating('servicedesk', 'How satisfied are you with the service desk?', 'Hoe tevreden bent u over de servicedesk?'),
    choice('contact', 'How do you prefer to contact us?', 'Hoe neemt u het liefst contact met ons op?', [
      ['portal', 'Through the portal', 'Via het portaal'],
      ['phone', 'By phone', 'Telefonisch'],
      ['email', 'By e-mail', 'Per e-mail'],
    ]),
    choice('recommend', 'Would you recommend us to a colleague?', 'Zou u ons aanbevelen bij een collega?', [
      ['yes', 'Yes', 'Ja'],
      ['maybe', 'Maybe', 'Misschien'],
      ['no', 'No', 'Nee'],
    ]),
    text('improve', 'What could we do better?', 'Wat kunnen we beter doen?'),
  ],
});

const onboarding: DemoSurvey = {
  id: 'srv-contoso-onboarding',
  code: 'ONB-01',
  title: { en: 'Onboarding questionnaire', nl: 'Vragenlijst onboarding' },
  description: {
    en: 'Helps us set up your environment the way you work.',
    nl: 'Helpt ons uw omgeving in te richten zoals u werkt.',
  },
  questions: [
    choice(
      'employees',
      'How many employees use IT at your organisation?',
      'Hoeveel medewerkers gebruiken IT in uw organisatie?',
      [
        ['1-25', '1 to 25', '1 tot 25'],
        ['26-100', '26 to 100', '26 tot 100'],
        ['100+', 'More than 100', 'Meer dan 100'],
      ],
    ),
    text(
      'applications',
      'Which business applications are critical for you?',
      'Welke bedrijfsapplicaties zijn voor u kritisch?',
      true,
    ),
    rating(
      'experience',
      'How would you rate the onboarding so far?',
      'Hoe beoordeelt u de onboarding tot nu toe?',
      false,
    ),
  ],
};

const security: DemoSurvey = {
  id: 'srv-contoso-security',
  code: 'SEC-Q4',
  title: { en: 'Security awareness check', nl: 'Check beveiligingsbewustzijn' },
  description: null,
  questions: [
    choice(
      'mfa',
      'Do all your employees use multi-factor authentication?',
      'Gebruiken al uw medewerkers meervoudige verificatie?',
      [
        ['all', 'All of them', 'Allemaal'],
        ['most', 'Most of them', 'De meesten'],
        ['none', 'None', 'Niemand'],
      ],
    ),
    rating(
      'training',
      'How well prepared are your employees for phishing?',
      'Hoe goed zijn uw medewerkers voorbereid op phishing?',
    ),
  ],
};

export const DEMO_SURVEYS: Record<string, DemoSurvey[]> = {
  [DemoCustomers.contoso]: [satisfaction(2026, 'srv-contoso-sat-2026'), onboarding, security],
  [DemoCustomers.fabrikam]: [
    satisfaction(2026, 'srv-fabrikam-sat-2026'),
    { ...onboarding, id: 'srv-fabrikam-onboarding' },
  ],
};

/** Anna submitted Contoso's onboarding questionnaire: the completed, read-only example. */
const ANNAS_ONBOARDING: Answers = {
  employees: '26-100',
  applications: 'Exact Online, the planning system and Microsoft Teams.',
  experience: 4,
};

export const SURVEYS_ACTION_IDS = { contoso: 162, fabrikam: 262 } as const;

export function seedSurveys(demo: DemoSeedContext): void {
  for (const [customerId, surveys] of Object.entries(DEMO_SURVEYS)) {
    const table = demo.data.forCustomer(customerId).table('surveys');
    surveys.forEach((s, order) =>
      table.insert({
        id: s.id,
        code: s.code,
        title: JSON.stringify(s.title),
        description: s.description ? JSON.stringify(s.description) : null,
        questions: JSON.stringify(s.questions),
        sort_order: order,
      }),
    );
  }
  const completedAt = new Date(Date.now() - 12 * 86_400_000).toISOString();
  demo.data
    .forCustomer(DemoCustomers.contoso)
    .table('survey_responses')
    .insert({
      survey_id: onboarding.id,
      user_id: DemoUsers.anna,
      answers: JSON.stringify(ANNAS_ONBOARDING),
      status: 'completed',
      updated_at: completedAt,
      completed_at: completedAt,
    });
  // Order 3 with a higher id than the Support header: after it, before My claims (last at Contoso's top level); at
  // Fabrikam after the intranet link.
  demo.addActions(DemoCustomers.contoso, [
    { id: SURVEYS_ACTION_IDS.contoso, type: 'surveys', title: 'Questionnaires', menu: { id: 1621, order: 3 } },
  ]);
  demo.enableForCustomer(DemoCustomers.fabrikam);
  demo.addActions(DemoCustomers.fabrikam, [
    { id: SURVEYS_ACTION_IDS.fabrikam, type: 'surveys', title: 'Vragenlijsten', menu: { id: 2621, order: 5 } },
  ]);
}
