/**
 * The demo's menu names and action titles in both languages, by the text a seed gives (in either language):
 * the seeds stay as they are, and the demo shows every reader one language (a Dutch reader at Contoso a Dutch
 * menu, an English reader at Fabrikam an English one). A text missing here is shown as seeded to every reader;
 * a test fails for any demo item without both languages.
 */
const PAIRS: readonly (readonly [en: string, nl: string])[] = [
  ['Welcome', 'Welkom'],
  ['Reports', 'Rapportages'],
  ['Service overview', 'Serviceoverzicht'],
  ['Service overview (English)', 'Serviceoverzicht (Engels)'],
  ['Finance', 'Financiën'],
  ['Invoice analysis', 'Factuuranalyse'],
  ['SLA dashboard', 'SLA-dashboard'],
  ['SLA report', 'SLA-rapport'],
  ['Office 365 & Azure', 'Office 365 & Azure'],
  ['Office 365 licences', 'Office 365 licenties'],
  ['Azure recommendations', 'Azure aanbevelingen'],
  ['Azure portal', 'Azure-portal'],
  ['Support', 'Support'],
  ['Contact support', 'Contact met support'],
  ['Service status', 'Servicestatus'],
  ['Service status (full page)', 'Servicestatus (hele pagina)'],
  ['Provider news', 'Nieuws van de leverancier'],
  ['Provider website', 'Website van de leverancier'],
  ['My claims', 'Mijn claims'],
  ['Service dashboard', 'Servicedashboard'],
  ['SLA tile', 'SLA-tegel'],
  ['Tickets per month (visual)', 'Tickets per maand (visual)'],
  ['Events', 'Gebeurtenissen'],
  ['Questionnaires', 'Vragenlijsten'],
  ['My files', 'Mijn bestanden'],
  ['Azure subscriptions', 'Azure-abonnementen'],
  ['Service requests', 'Serviceverzoeken'],
  ['Service catalogue', 'Servicecatalogus'],
  ['Knowledge base', 'Kennisbank'],
  ['Invoices', 'Facturen'],
  ['SLA reports', 'SLA-rapportages'],
  ['Azure services', 'Azure-services'],
  ['Contracts', 'Contracten'],
  ['Managed resources', 'Beheerde resources'],
  ['Fleet dashboard', 'Wagenparkdashboard'],
  ['Warehouse KPIs', "Magazijn-KPI's"],
  ['Contact details', 'Contactgegevens'],
  ['Fabrikam intranet', 'Fabrikam-intranet'],
  ['Project overview', 'Projectoverzicht'],
  ['Cloud', 'Cloud'],
  ['Construction news', 'Bouwnieuws'],
  ['Status page', 'Statuspagina'],
];

const BY_TEXT = new Map<string, { en: string; nl: string }>();
for (const [en, nl] of PAIRS) {
  BY_TEXT.set(en, { en, nl });
  if (!BY_TEXT.has(nl)) BY_TEXT.set(nl, { en, nl });
}

/** A seeded text in English and Dutch, or null when the demo has no translation for it. */
export function demoTextInBothLanguages(text: string): { en: string; nl: string } | null {
  return BY_TEXT.get(text) ?? null;
}

/** A demo text's English and Dutch columns (both null where the demo has no translation: shown as seeded). */
export function inBothLanguages(text: string): [en: string | null, nl: string | null] {
  const texts = demoTextInBothLanguages(text);
  return texts ? [texts.en, texts.nl] : [null, null];
}
