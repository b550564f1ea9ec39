/**
 * The emulator's frame page. No inline script (the portal's CSP forbids it): the frame logic is the built
 * file /emulator/frame.js (emulators/powerbi/frame/main.ts), the look is /emulator/frame.css.
 */
export function framePageHtml(): string {
  return `<!doctype html>
<html lang="en" data-state="booting">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Analytics emulator</title>
    <link rel="icon" href="data:,">
    <link rel="stylesheet" href="/emulator/frame.css">
    <script src="/emulator/frame.js" defer></script>
  </head>
  <body>
    <div id="emulator-root" class="emu-root"></div>
  </body>
</html>
`;
}

export const FRAME_CSS = `
*{box-sizing:border-box}
html,body{margin:0;height:100%;font-family:"Segoe UI",system-ui,-apple-system,sans-serif;color:#252423;background:#eaeaea}
.emu-root{height:100%;display:flex;flex-direction:column}
.emu-message{margin:auto;padding:24px;color:#605e5c;font-size:14px;text-align:center}
.emu-message--error{color:#a4262c}
.emu-report{flex:1;display:flex;min-height:0}
.emu-report--nav-bottom{flex-direction:column}
.emu-report--nav-left{flex-direction:row}
.emu-main{flex:1;display:flex;min-height:0;min-width:0}
.emu-canvas{flex:1;display:grid;grid-template-columns:repeat(12,1fr);grid-auto-rows:minmax(120px,1fr);gap:10px;padding:12px;overflow:auto;min-width:0}
.emu-visual{background:#fff;border-radius:4px;box-shadow:0 1px 2px rgba(0,0,0,.12);padding:8px 10px;display:flex;flex-direction:column;min-height:0;min-width:0}
.emu-visual__title{margin:0 0 4px;font-size:13px;font-weight:600;color:#252423}
.emu-visual__body{flex:1;min-height:0;display:flex;align-items:center;justify-content:center;overflow:auto}
.emu-visual__body svg{max-height:100%}
.emu-visual--single{flex:1;margin:0;border-radius:0}
.emu-visual--table .emu-visual__body{align-items:flex-start}
.emu-table{border-collapse:collapse;width:100%;font-size:12px}
.emu-table th{text-align:left;border-bottom:2px solid #c8c6c4;padding:4px 6px}
.emu-table td{border-bottom:1px solid #edebe9;padding:4px 6px}
.emu-table tr.data-point{cursor:pointer}
.data-point:focus{outline:2px solid #118dff;outline-offset:1px}
.emu-tabs{background:#fff;border-color:#c8c6c4;border-style:solid;border-width:0}
.emu-tabs--bottom{border-top-width:1px;padding:0 8px}
.emu-tabs--bottom [role=tablist]{display:flex;gap:2px}
.emu-tabs--left{border-right-width:1px;width:180px;padding:8px 0}
.emu-tabs--left [role=tablist]{display:flex;flex-direction:column}
.emu-tab{border:0;background:none;padding:8px 14px;font:inherit;font-size:13px;color:#605e5c;cursor:pointer;text-align:left;border-bottom:3px solid transparent}
.emu-tabs--left .emu-tab{border-bottom:0;border-left:3px solid transparent}
.emu-tab[aria-selected=true]{color:#252423;font-weight:600;border-color:#f2c811}
.emu-tab:hover{background:#f3f2f1}
.emu-filters{background:#fff;border-left:1px solid #c8c6c4;display:flex;flex-direction:column;font-size:12px}
.emu-filters--collapsed{width:32px}
.emu-filters--collapsed .emu-filters__toggle{writing-mode:vertical-rl;height:100%}
.emu-filters--expanded{width:220px;padding-bottom:8px}
.emu-filters__toggle{border:0;background:#f3f2f1;font:inherit;font-weight:600;padding:8px;cursor:pointer;text-align:left}
.emu-filters__hint{padding:8px 10px 4px;color:#605e5c}
.emu-filters__item{margin:4px 10px;padding:6px 8px;border:1px solid #edebe9;border-radius:2px}
.emu-dashboard{flex:1;display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));grid-auto-rows:220px;gap:12px;padding:12px;overflow:auto}
.emu-tile{cursor:pointer}
.emu-slicer{display:flex;flex-direction:column;gap:4px;width:100%;align-self:flex-start}
.emu-slicer__item{border:1px solid #c8c6c4;background:#fff;border-radius:2px;padding:4px 8px;font:inherit;font-size:12px;text-align:left;cursor:pointer}
.emu-slicer__item[aria-pressed=true]{background:#deecf9;border-color:#118dff;font-weight:600}
.emu-create{flex:1;display:flex;background:#fff;margin:12px;border:1px dashed #c8c6c4}
.emu-visual{position:relative}
.emu-visual__header{display:flex;align-items:flex-start;gap:4px}
.emu-visual__header .emu-visual__title{flex:1}
.emu-visual__more{border:0;background:none;border-radius:2px;padding:0 6px;font:inherit;font-size:16px;line-height:18px;color:#605e5c;cursor:pointer}
.emu-visual__more:hover,.emu-visual__more[aria-expanded=true]{background:#f3f2f1;color:#252423}
.emu-menu{position:absolute;top:30px;right:8px;z-index:10;min-width:160px;background:#fff;border:1px solid #c8c6c4;border-radius:2px;box-shadow:0 3px 8px rgba(0,0,0,.18);padding:4px 0;display:flex;flex-direction:column}
.emu-menu__item{border:0;background:none;font:inherit;font-size:12px;text-align:left;padding:6px 12px;color:#252423;cursor:pointer}
.emu-menu__item:hover,.emu-menu__item:focus{background:#f3f2f1}
.emu-menu__item[aria-disabled=true]{color:#a19f9d;cursor:default}
.emu-visual--button{background:none;box-shadow:none;padding:0}
.emu-visual--button .emu-visual__body{align-items:center}
.emu-action-button{border:1px solid #118dff;background:#118dff;color:#fff;border-radius:4px;padding:8px 18px;font:inherit;font-size:13px;font-weight:600;cursor:pointer}
.emu-action-button:hover{background:#0f7ae5}
.emu-action-button[aria-disabled=true]{background:#fff;color:#118dff;cursor:default}
.emu-link{color:#0f6cbd;text-decoration:underline}
.emu-actionbar{display:flex;align-items:center;flex-wrap:wrap;gap:4px;background:#fff;border-bottom:1px solid #c8c6c4;padding:4px 8px;font-size:13px}
.emu-actionbar__button{border:1px solid transparent;background:none;border-radius:2px;padding:4px 10px;font:inherit;color:#252423;cursor:pointer}
.emu-actionbar__button:hover{background:#f3f2f1}
.emu-actionbar__button--primary{background:#118dff;border-color:#118dff;color:#fff}
.emu-saveas{display:flex;align-items:center;gap:6px;margin-left:8px}
.emu-saveas input{margin-left:6px;font:inherit;font-size:13px;padding:3px 6px;border:1px solid #8a8886;border-radius:2px}
.emu-visual__more:focus-visible,.emu-menu__item:focus-visible,.emu-action-button:focus-visible,.emu-actionbar__button:focus-visible,.emu-link:focus-visible{outline:2px solid #118dff;outline-offset:1px}
`;
