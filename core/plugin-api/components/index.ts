/**
 * Shared components for plugin views. Imported from here rather than from the plugin API's index, so the
 * shell's first download never carries the antd parts they use.
 */
export { CallFailure } from './CallFailure';
export type { CallFailureProps } from './CallFailure';
export { LoadFailedAlert } from './LoadFailedAlert';
export type { LoadFailedAlertProps } from './LoadFailedAlert';
export { OutcomeMessage } from './OutcomeMessage';
export type { OutcomeMessageProps } from './OutcomeMessage';
export { PluginSurface } from './PluginSurface';
export type { PluginSurfaceProps } from './PluginSurface';
export { NoSettingsEditor } from './NoSettingsEditor';
export type { NoSettingsEditorProps } from './NoSettingsEditor';
export { BarChart } from './BarChart';
export type { BarChartCategory, BarChartProps, BarChartSeries } from './BarChart';
export { CHART_COLOURS, niceTicks } from './chart-scale';
export { SearchField } from './SearchField';
export type { SearchFieldProps } from './SearchField';
export { FieldError } from './FieldError';
export type { FieldErrorProps } from './FieldError';
export { ListLoading, ListState } from './ListState';
export type { ListLoadState, ListSource, ListStateProps } from './ListState';
export { DataAge } from './DataAge';
export type { DataAgeProps } from './DataAge';
export { ListTable } from './ListTable';
export type { ListSort, ListSortOrder, ListTableProps, ServerPaging, ServerSorting } from './ListTable';
export { ToneTag } from './ToneTag';
export type { TagTone, ToneTagProps } from './ToneTag';
