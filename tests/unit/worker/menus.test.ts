// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

vi.mock('wxt/browser', () => ({ browser: fakeBrowser }));
const sent: unknown[] = [];
const notified: string[] = [];
let tabsAnswer = true;
function mocks() {
  Object.assign(fakeBrowser, {
    contextMenus: { removeAll: vi.fn(async () => {}), create: vi.fn() },
    notifications: { create: vi.fn(async (o: { message: string }) => void notified.push(o.message)) },
  });
  fakeBrowser.tabs.sendMessage = vi.fn(async (_id: number, m: unknown) => {
    if (!tabsAnswer) throw new Error('no receiver');
    sent.push(m);
  }) as never;
}
mocks();

const { onMenuClick, MENU, MAX_SELECTION } = await import('../../../worker/menus');
const { onCommand, COMMAND } = await import('../../../worker/commands');
const tab = {
  id: 7,
  index: 0,
  highlighted: true,
  active: true,
  pinned: false,
  incognito: false,
  windowId: 1,
  frozen: false,
  discarded: false,
  autoDiscardable: true,
  groupId: -1,
} as never;

beforeEach(() => {
  fakeBrowser.reset();
  mocks();
  sent.length = 0;
  notified.length = 0;
  tabsAnswer = true;
});

describe('right-click menu', () => {
  it('says when a selection holds no address, in the page', async () => {
    await onMenuClick(
      {
        menuItemId: MENU.verify,
        selectionText: 'just some words',
        editable: false,
        pageUrl: 'https://x',
      } as never,
      tab,
    );
    expect(sent).toEqual([{ type: 'showResult', note: 'No email address in the selection.' }]);
  });

  it('refuses a huge selection with a clear message', async () => {
    await onMenuClick(
      {
        menuItemId: MENU.verify,
        selectionText: 'a'.repeat(MAX_SELECTION + 1),
        editable: false,
        pageUrl: 'https://x',
      } as never,
      tab,
    );
    expect(sent).toEqual([
      {
        type: 'showResult',
        note: 'That selection is too long to check. Select just the address or the name.',
      },
    ]);
  });

  it('a mailto link with an invalid address says so, spending nothing', async () => {
    await onMenuClick(
      {
        menuItemId: MENU.verifyLink,
        linkUrl: 'mailto:jane..doe@acme.com',
        editable: false,
        pageUrl: 'https://x',
      } as never,
      tab,
    );
    expect(sent).toEqual([{ type: 'showResult', note: 'This link holds no valid email address.' }]);
  });

  it('reports the setup problem when there is no key', async () => {
    await onMenuClick(
      {
        menuItemId: MENU.verifyLink,
        linkUrl: 'mailto:jane.doe@acme.com?subject=x',
        editable: false,
        pageUrl: 'https://x',
      } as never,
      tab,
    );
    expect(sent).toEqual([
      expect.objectContaining({ type: 'showResult', error: expect.objectContaining({ kind: 'setup' }) }),
    ]);
  });

  it('turns a selected name into a person card that asks for the domain', async () => {
    await onMenuClick(
      {
        menuItemId: MENU.find,
        selectionText: ' Jan van der Berg ',
        editable: false,
        pageUrl: 'https://x',
      } as never,
      tab,
    );
    expect(sent).toEqual([{ type: 'showResult', person: { firstName: 'Jan', lastName: 'van der Berg' } }]);
  });

  it('falls back to a notification where the page cannot show a card (PDF, browser pages)', async () => {
    tabsAnswer = false;
    await onMenuClick(
      { menuItemId: MENU.find, selectionText: 'Jane', editable: false, pageUrl: 'https://x' } as never,
      tab,
    );
    expect(notified).toEqual(['Select a person’s first and last name, such as “Jane Doe”.']);
  });
});

describe('which items a selection is offered', () => {
  const original = (fakeBrowser as { menus?: unknown }).menus;
  afterEach(() => Object.assign(fakeBrowser, { menus: original }));

  it('Chrome (no way to look at the selection first): one item that verifies an address or finds a name', async () => {
    Object.assign(fakeBrowser, { menus: undefined });
    delete (fakeBrowser.contextMenus as { onShown?: unknown }).onShown;
    const { createMenus } = await import('../../../worker/menus');
    await createMenus();
    const created = (fakeBrowser.contextMenus.create as ReturnType<typeof vi.fn>).mock.calls.map(
      ([props]) => (props as { id: string }).id,
    );
    expect(created).toEqual([MENU.verify, MENU.verifyLink]);
    await onMenuClick(
      {
        menuItemId: MENU.verify,
        selectionText: 'Jose Alvarez',
        editable: false,
        pageUrl: 'https://x',
      } as never,
      tab,
    );
    expect(sent).toEqual([{ type: 'showResult', person: { firstName: 'Jose', lastName: 'Alvarez' } }]);
  });

  it('Firefox: "Verify" hides for a name and "Find" for an address, as the menu opens', async () => {
    let shown: ((info: { selectionText?: string; contexts: string[] }) => void) | undefined;
    const update = vi.fn(async () => {});
    // As in Firefox: the manifest's contextMenus permission gives onShown on that namespace.
    Object.assign(fakeBrowser.contextMenus, {
      onShown: { addListener: (cb: typeof shown) => (shown = cb) },
      update,
      refresh: vi.fn(async () => {}),
    });
    const { createMenus, watchMenus } = await import('../../../worker/menus');
    await createMenus();
    watchMenus();
    shown!({ selectionText: 'Jose Alvarez', contexts: ['selection'] });
    expect(update).toHaveBeenCalledWith(MENU.verify, { visible: false });
    expect(update).toHaveBeenCalledWith(MENU.find, { visible: true });
    update.mockClear();
    shown!({ selectionText: 'write to jane.doe@acme.com', contexts: ['selection'] });
    expect(update).toHaveBeenCalledWith(MENU.verify, { visible: true });
    expect(update).toHaveBeenCalledWith(MENU.find, { visible: false });
  });
});

describe('keyboard shortcuts', () => {
  it('verify the selection: the focused frame tells it, the result goes to the focused frame', async () => {
    fakeBrowser.tabs.sendMessage = vi.fn(async (_id: number, m: { type: string }) => {
      sent.push(m);
      return m.type === 'selection' ? 'write to bad..address@acme.com today' : undefined;
    }) as never;
    onCommand(COMMAND.verifySelection, tab);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]).toEqual({ type: 'selection' });
    expect(sent[1]).toMatchObject({ type: 'showResult', focused: true });
  });

  it('verify the selection with nothing selected says so; save asks the page to save its open card', async () => {
    fakeBrowser.tabs.sendMessage = vi.fn(async (_id: number, m: { type: string }) => {
      sent.push(m);
      return m.type === 'selection' ? '' : undefined;
    }) as never;
    onCommand(COMMAND.verifySelection, tab);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({
      type: 'showResult',
      note: 'No email address in the selection.',
      focused: true,
    });
    onCommand(COMMAND.saveLead, tab);
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]).toEqual({ type: 'saveCard' });
  });
});
