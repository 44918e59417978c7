/**
 * Keyboard shortcuts (manifest `commands`, listed in Options): open the Leads side panel (Chrome; in
 * Firefox the browser's own `_execute_sidebar_action` opens the sidebar), verify the selected address
 * (read from the focused frame, then the right-click menu's way), and save the card that is open.
 */
import { browser, type Browser } from 'wxt/browser';
import { sendToPage } from '../messaging/send';
import { MAX_SELECTION, MENU, onMenuClick } from './menus';

export const COMMAND = {
  openLeads: 'open-leads',
  verifySelection: 'verify-selection',
  saveLead: 'save-lead',
} as const;

/** The selected text of a frame, fields included; runs in the page's frames (so it is self-contained). */
function selectedText(): string {
  const el = document.activeElement;
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
    const { selectionStart: from, selectionEnd: to } = el;
    if (from !== null && to !== null && to > from) return el.value.slice(from, to);
  }
  return getSelection()?.toString() ?? '';
}

interface SidePanelApi {
  sidePanel?: { open(options: { windowId: number }): Promise<void> };
}

export function onCommand(command: string, tab?: Browser.tabs.Tab): void {
  if (command === COMMAND.openLeads) {
    // Straight from the shortcut (a user gesture): nothing may be awaited before it.
    const panel = (globalThis as { chrome?: SidePanelApi }).chrome?.sidePanel;
    if (panel && tab?.windowId !== undefined)
      void panel.open({ windowId: tab.windowId }).catch(() => undefined);
    return;
  }
  if (tab?.id === undefined) return;
  if (command === COMMAND.saveLead) void sendToPage(tab.id, { type: 'saveCard' }).catch(() => undefined);
  if (command === COMMAND.verifySelection) void verifySelection(tab);
}

async function verifySelection(tab: Browser.tabs.Tab): Promise<void> {
  const frames = await browser.scripting
    .executeScript({ target: { tabId: tab.id!, allFrames: true }, func: selectedText })
    .catch(() => []);
  const hit = frames.find((f) => typeof f.result === 'string' && f.result.trim() !== '');
  await onMenuClick(
    {
      menuItemId: MENU.verify,
      selectionText: hit ? String(hit.result).slice(0, MAX_SELECTION + 1) : '',
      frameId: hit?.frameId ?? 0,
      editable: false,
      pageUrl: tab.url ?? '',
    },
    tab,
  );
}
