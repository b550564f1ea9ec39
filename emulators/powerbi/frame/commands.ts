import * as models from 'powerbi-models';
import type { FrameSession } from './frame-session';
import type { DemoVisual, Point } from './demo-reports';
import { isPlainObject } from './reply';
import { exportData } from './visual-calls';
import { visualEvent } from './interactions';
import { visualType } from './visual-model';

/** An entry of a visual's options menu (the header's "More options") or context menu (right click, Shift+F10). */
export interface MenuItem {
  id: string;
  title: string;
  disabled?: boolean;
  /** Runs the entry; `point` is the data point the context menu was opened on. */
  run(point?: Point): void;
}

export type MenuKind = 'options' | 'context';

function matches(selector: unknown, visual: DemoVisual): boolean {
  if (!isPlainObject(selector)) return true;
  if (typeof selector.visualName === 'string') return selector.visualName === visual.name;
  if (typeof selector.visualType === 'string') return selector.visualType === visualType(visual);
  return true;
}

/** The custom commands of settings.extensions, in either shape powerbi-models allows (IExtension[] or IExtensions). */
function extensionCommands(settings: Record<string, unknown>): models.ICommandExtension[] {
  const extensions = settings.extensions;
  const list = Array.isArray(extensions)
    ? extensions.map((e: models.IExtension) => e?.command)
    : isPlainObject(extensions) && Array.isArray(extensions.commands)
      ? extensions.commands
      : [];
  return list.filter(
    (c): c is models.ICommandExtension => isPlainObject(c) && typeof c.name === 'string' && isPlainObject(c.extend),
  );
}

/** The display option settings.commands gives a built-in command for a visual (the last matching entry wins). */
function builtInOption(
  settings: Record<string, unknown>,
  command: keyof models.ICommandsSettings,
  visual: DemoVisual,
): models.CommandDisplayOption {
  let option = models.CommandDisplayOption.Enabled;
  for (const entry of Array.isArray(settings.commands) ? settings.commands : []) {
    const own = isPlainObject(entry) ? entry[command] : undefined;
    if (isPlainObject(own) && typeof own.displayOption === 'number' && matches(own.selector, visual))
      option = own.displayOption;
  }
  return option;
}

/** commandTriggered: the command's name, the data point (context menu on a point) and the visual, page and report. */
export function triggerCommand(app: FrameSession, visual: DemoVisual, command: string, point?: Point): void {
  const dataPoints = point
    ? [
        {
          identity: [{ target: { table: visual.table, column: visual.column }, equals: point.label }],
          values: [
            {
              target: { table: visual.table, measure: visual.measure },
              value: point.value,
              formattedValue: String(point.value),
            },
          ],
        },
      ]
    : [];
  app.emit('commandTriggered', { command, dataPoints, ...visualEvent(app, visual) });
}

/** The options menu's "Export data": the visual's data as shown, downloaded as CSV, then exportDataCompleted. */
export function exportFromMenu(app: FrameSession, visual: DemoVisual): void {
  const pageName = app.page?.name ?? '';
  const reply = exportData(app, pageName, visual.name, {});
  const succeeded = reply.status === 200;
  if (succeeded) app.downloader(`${visual.title}.csv`, (reply.body as models.IExportDataResult).data);
  app.emit('exportDataCompleted', {
    status: succeeded ? models.ExportDataCompletedStatus.Succeeded : models.ExportDataCompletedStatus.Failed,
    exportDataType: models.ExportDataResultType.Summarized,
    exportFormat: models.ExportDataResultFormat.Csv,
    pageName,
    visualName: visual.name,
  });
}

/**
 * A visual's menu: the custom commands (settings.extensions) that extend it and apply to the visual (selector),
 * those with menuLocation Top first; the options menu also has the built-in "Export data" unless settings.commands
 * hides it. Buttons have no menus; create mode draws no visuals.
 */
export function menuItems(app: FrameSession, visual: DemoVisual, menu: MenuKind, exportLabel: string): MenuItem[] {
  if (visual.kind === 'button' || app.kind === 'create') return [];
  const top: MenuItem[] = [];
  const bottom: MenuItem[] = [];
  for (const command of extensionCommands(app.settings)) {
    const point = menu === 'options' ? command.extend.visualOptionsMenu : command.extend.visualContextMenu;
    if (!point || !matches(command.selector, visual)) continue;
    const title = typeof point.title === 'string' && point.title ? point.title : command.title;
    const item: MenuItem = {
      id: command.name,
      title,
      run: (dataPoint) => triggerCommand(app, visual, command.name, dataPoint),
    };
    ((point as models.IFlatMenuExtension).menuLocation === models.MenuLocation.Top ? top : bottom).push(item);
  }
  const items = [...top.reverse(), ...bottom];
  if (menu === 'options' && visual.kind !== 'slicer') {
    const option = builtInOption(app.settings, 'exportData', visual);
    if (option !== models.CommandDisplayOption.Hidden)
      items.push({
        id: 'exportData',
        title: exportLabel,
        disabled: option === models.CommandDisplayOption.Disabled,
        run: () => exportFromMenu(app, visual),
      });
  }
  return items;
}
