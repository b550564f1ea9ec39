const LABELS = {
  en: {
    filters: 'Filters',
    filtersHint: 'Filters on this page',
    noFilters: 'No filters applied',
    pages: 'Pages',
    waiting: 'Waiting for the embedding page…',
    expand: 'Expand filters',
    collapse: 'Collapse filters',
    moreOptions: 'More options',
    exportData: 'Export data',
    file: 'File',
    save: 'Save',
    saveAs: 'Save as',
    reportName: 'Report name',
    copyOf: 'Copy of',
    cancel: 'Cancel',
  },
  nl: {
    filters: 'Filters',
    filtersHint: 'Filters op deze pagina',
    noFilters: 'Geen filters toegepast',
    pages: "Pagina's",
    waiting: 'Wachten op de insluitende pagina…',
    expand: 'Filters uitvouwen',
    collapse: 'Filters samenvouwen',
    moreOptions: 'Meer opties',
    exportData: 'Gegevens exporteren',
    file: 'Bestand',
    save: 'Opslaan',
    saveAs: 'Opslaan als',
    reportName: 'Naam van het rapport',
    copyOf: 'Kopie van',
    cancel: 'Annuleren',
  },
};

export type Labels = (typeof LABELS)['en'];

export function labelsFor(language: string | undefined): Labels {
  return (language ?? '').toLowerCase().startsWith('nl') ? LABELS.nl : LABELS.en;
}
