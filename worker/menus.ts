/**
 * The right-click menu: "Verify" on a selection that holds an address or on a mailto link, "Find the
 * email of" on a selected name. The result shows in an in-page card near the selection, or as a
 * notification where the page cannot host one (a PDF, a browser page, the Web Store).
 */
import { browser, type Browser } from 'wxt/browser';
import { toReplyError } from './verify/client';
import { verify } from './verify/verify';
import { sendToPage } from '../messaging/send';
import type { WorkerEvent } from '../messaging/worker-to-page';
import { emailsInText, mailtoAddresses } from '../core/email-text';
import { fullName, splitName } from '../core/names';
import { describeState } from '../core/verdict-look';

export const MENU = { verify: 'ms-verify', verifyLink: 'ms-verify-link', find: 'ms-find' } as const;
/** A keyboard shortcut's "frame": every frame hears the result, the one with the focus shows it. */
export const FOCUSED_FRAME = -1;
/** Longer selections are refused with a message rather than scanned. */
export const MAX_SELECTION = 5_000;

/** A selection that reads as a person's name ("Jose Alvarez", "Jan van der Berg"), not just words. */
function looksLikeName(text: string): boolean {
  const names = splitName(text.trim());
  return !!names && /^\p{Lu}/u.test(names.firstName) && /\p{Lu}/u.test(names.lastName);
}

/** Firefox's menus API: it can show or hide items for what is selected, as the menu opens. */
interface ShownMenus {
  onShown: { addListener(cb: (info: { selectionText?: string; contexts: string[] }) => void): void };
  update(id: string, props: { visible: boolean }): Promise<void>;
  refresh(): Promise<void>;
}
/** Firefox gives `onShown` on `contextMenus` (the alias the manifest asks for), Chrome does not. */
const shownMenus = () => {
  const b = browser as unknown as { contextMenus?: Partial<ShownMenus>; menus?: Partial<ShownMenus> };
  return b.contextMenus?.onShown ? b.contextMenus : b.menus;
};
const canHide = () => typeof shownMenus()?.onShown?.addListener === 'function';

/**
 * Firefox: "Verify" and "Find" each show only for a selection they can use. Chrome cannot look at a
 * selection before its menu opens, so it gets one item that verifies an address in the selection,
 * or else finds the email of a selected name (onMenuClick).
 */
export async function createMenus(): Promise<void> {
  await browser.contextMenus.removeAll();
  const both = !canHide();
  browser.contextMenus.create({
    id: MENU.verify,
    title: both ? 'Verify or find the email in “%s”' : 'Verify email in “%s”',
    contexts: ['selection'],
  });
  browser.contextMenus.create({
    id: MENU.verifyLink,
    title: 'Verify this email address',
    contexts: ['link'],
    targetUrlPatterns: ['mailto:*'],
  });
  if (!both)
    browser.contextMenus.create({ id: MENU.find, title: 'Find the email of “%s”', contexts: ['selection'] });
}

/** Firefox only: as the menu opens, hides the item the selection is not for. */
export function watchMenus(): void {
  const menus = shownMenus();
  if (!canHide() || !menus?.update || !menus.refresh) return;
  menus.onShown!.addListener((info) => {
    if (!info.contexts.includes('selection')) return;
    const text = (info.selectionText ?? '').slice(0, MAX_SELECTION);
    const address = emailsInText(text, { obfuscated: true }).length > 0;
    const name = !address && looksLikeName(text);
    void Promise.all([
      menus.update!(MENU.verify, { visible: address || !name }),
      menus.update!(MENU.find, { visible: name }),
    ]).then(() => menus.refresh!());
  });
}

/** Shows a result in the page, or as a notification when the page has no MailScout card. */
async function show(
  tab: Browser.tabs.Tab | undefined,
  frameId: number | undefined,
  event: Extract<WorkerEvent, { type: 'showResult' }>,
  fallback: string,
) {
  try {
    if (tab?.id === undefined) throw new Error('no tab');
    if (frameId === FOCUSED_FRAME) await sendToPage(tab.id, { ...event, focused: true });
    else await sendToPage(tab.id, event, frameId);
  } catch {
    await browser.notifications
      .create({
        type: 'basic',
        iconUrl: browser.runtime.getURL('/icon/128.png'),
        title: 'MailScout',
        message: fallback,
      })
      .catch(() => undefined);
  }
}

export async function onMenuClick(
  info: Browser.contextMenus.OnClickData,
  tab?: Browser.tabs.Tab,
): Promise<void> {
  const selection = info.selectionText ?? '';
  if (selection.length > MAX_SELECTION) {
    const note = 'That selection is too long to check. Select just the address or the name.';
    return show(tab, info.frameId, { type: 'showResult', note }, note);
  }
  if (info.menuItemId === MENU.verify || info.menuItemId === MENU.verifyLink) {
    const found = info.linkUrl?.toLowerCase().startsWith('mailto:')
      ? mailtoAddresses(info.linkUrl)
      : emailsInText(selection, { obfuscated: true }).map((m) => m.address);
    // Chrome's one item for both: a selected name, with no address in it, is looked up instead.
    if (found.length === 0 && !info.linkUrl && looksLikeName(selection))
      return onMenuClick({ ...info, menuItemId: MENU.find }, tab);
    if (found.length === 0) {
      const note = info.linkUrl
        ? 'This link holds no valid email address.'
        : 'No email address in the selection.';
      return show(tab, info.frameId, { type: 'showResult', note }, note);
    }
    const note =
      found.length > 1
        ? `${found.length} addresses selected; verified the first. Use the popup’s This page tab for all.`
        : undefined;
    try {
      const { verdict } = await verify(found[0]!, false);
      const { label } = describeState(verdict);
      return show(
        tab,
        info.frameId,
        { type: 'showResult', verdict, ...(note ? { note } : {}) },
        `${verdict.address}: ${label}. ${verdict.message}`,
      );
    } catch (e) {
      const error = toReplyError(e);
      return show(tab, info.frameId, { type: 'showResult', error }, `${error.message} ${error.action}`);
    }
  }
  if (info.menuItemId === MENU.find) {
    const names = splitName(selection.trim());
    if (!names) {
      const note = 'Select a person’s first and last name, such as “Jane Doe”.';
      return show(tab, info.frameId, { type: 'showResult', note }, note);
    }
    // The domain is asked for in the page, prefilled with the site's own domain.
    return show(
      tab,
      info.frameId,
      { type: 'showResult', person: names },
      `Open MailScout's Find tab to look up ${fullName(names.firstName, names.lastName)}.`,
    );
  }
}
