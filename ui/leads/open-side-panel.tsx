import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
/**
 * "Keep open beside your pages": the side panel in Chrome (chrome.sidePanel, from this click, a user
 * gesture), the sidebar in Firefox (sidebarAction.open). Neither API is in webextension-polyfill's
 * types, so each is looked up on the global and the button is hidden where neither exists.
 */
interface PanelApis {
  chrome?: { sidePanel?: { open(o: { windowId: number }): Promise<void> } };
  browser?: { sidebarAction?: { open(): Promise<void> } };
}

/** Opens the Leads side panel of the current window; false where this browser has none. */
export async function openSidePanel(windowId?: number): Promise<boolean> {
  const g = globalThis as PanelApis;
  if (g.browser?.sidebarAction) {
    await g.browser.sidebarAction.open();
    return true;
  }
  if (g.chrome?.sidePanel && windowId !== undefined) {
    await g.chrome.sidePanel.open({ windowId });
    return true;
  }
  return false;
}

export const hasSidePanel = () => {
  const g = globalThis as PanelApis;
  return !!(g.browser?.sidebarAction ?? g.chrome?.sidePanel);
};

export function OpenSidePanel() {
  // Both browsers open a panel only straight from a click: the window is looked up beforehand.
  const [windowId, setWindowId] = useState<number | undefined>();
  useEffect(() => {
    void browser.windows.getCurrent().then((w) => setWindowId(w.id));
  }, []);
  if (!hasSidePanel()) return null;
  return (
    <p class="meta">
      <button
        type="button"
        class="link"
        onClick={() =>
          void openSidePanel(windowId).then(
            (opened) => opened && window.close(),
            () => undefined,
          )
        }
      >
        Keep your leads open beside your pages
      </button>
    </p>
  );
}
