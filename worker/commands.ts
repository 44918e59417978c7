/**
 * Keyboard shortcuts (manifest `commands`, listed in Options): open the Leads side panel (Chrome; in
 * Firefox the browser's own `_execute_sidebar_action` opens the sidebar), verify the selected address
 * (the focused frame's content script tells its selection, then the right-click menu's way), and save
 * the card that is open. A shortcut is the user's own act, as a menu click is: it may spend.
 */
import { browser, type Browser } from 'wxt/browser';
import { sendToPage } from '../messaging/send';
import { FOCUSED_FRAME, MAX_SELECTION, MENU, onMenuClick } from './menus';

export const COMMAND = {
  openLeads: 'open-leads',
  verifySelection: 'verify-selection',
  saveLead: 'save-lead',
} as const;

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
  // Every frame hears the question; only the focused one answers.
  const answer: unknown = await browser.tabs.sendMessage(tab.id!, { type: 'selection' }).catch(() => '');
  const selection = typeof answer === 'string' ? answer.slice(0, MAX_SELECTION + 1) : '';
  await onMenuClick(
    {
      menuItemId: MENU.verify,
      selectionText: selection,
      frameId: FOCUSED_FRAME,
      editable: false,
      pageUrl: tab.url ?? '',
    },
    tab,
  );
}
