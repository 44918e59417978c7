/** Who may send what to the worker: the sender rules next to the contract, checked before any parsing. */

export interface Sender {
  id?: string;
  url?: string;
  tab?: { id?: number; url?: string };
  frameId?: number;
}

/** One of the extension's own pages (popup, options), not a content script or a web page. */
export function isExtensionPage(sender: Sender, runtimeId: string, extensionOrigin: string): boolean {
  return sender.id === runtimeId && typeof sender.url === 'string' && sender.url.startsWith(extensionOrigin);
}

/** A content script of ours: our id, from a tab, and not one of our own pages opened in a tab. */
export function isOurContentScript(sender: Sender, runtimeId: string, extensionOrigin: string): boolean {
  return sender.id === runtimeId && !!sender.tab && !isExtensionPage(sender, runtimeId, extensionOrigin);
}
