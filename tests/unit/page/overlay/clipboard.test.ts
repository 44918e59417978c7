// @vitest-environment happy-dom
/**
 * The card's Copy: the clipboard API where the page is a secure context, the copy command where it is
 * not (a plain-http page) or where the API refuses; the text never reaches a page listener.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '../../../../page/overlay/clipboard';

/** The copy command as a browser runs it: a copy event at the page's body, with a clipboard to fill. */
function fakeCopyCommand() {
  const clipboard = new Map<string, string>();
  const execCommand = vi.fn((command: string) => {
    if (command !== 'copy') return false;
    const event = new Event('copy', { bubbles: true, cancelable: true, composed: true });
    const data = {
      setData: (type: string, v: string) => void clipboard.set(type, v),
      getData: (type: string) => clipboard.get(type) ?? '',
    };
    Object.defineProperty(event, 'clipboardData', { value: data });
    document.body.dispatchEvent(event);
    return true;
  });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return { clipboard, execCommand };
}

describe('copyText', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (document as { execCommand?: unknown }).execCommand;
  });

  it('writes through the clipboard API where the page has it', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const { execCommand } = fakeCopyCommand();
    expect(await copyText('jane@acme.com')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('jane@acme.com');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('on a plain-http page (no clipboard API) uses the copy command, and no page listener reads the text', async () => {
    vi.stubGlobal('navigator', {});
    const { clipboard } = fakeCopyCommand();
    const seenByPage: string[] = [];
    const read = (e: Event) =>
      void seenByPage.push((e as ClipboardEvent).clipboardData!.getData('text/plain'));
    window.addEventListener('copy', read, true); // added before ours: runs first, sees nothing yet
    document.addEventListener('copy', read); // on the way up: never reached
    document.body.addEventListener('copy', read);
    expect(await copyText('jane@acme.com')).toBe(true);
    expect(clipboard.get('text/plain')).toBe('jane@acme.com');
    expect(seenByPage).toEqual(['']);
    window.removeEventListener('copy', read, true);
    document.removeEventListener('copy', read);
    document.body.removeEventListener('copy', read);
  });

  it('falls back to the copy command when the clipboard API refuses (a frame not allowed to write it)', async () => {
    vi.stubGlobal('navigator', {
      clipboard: { writeText: async () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    const { clipboard } = fakeCopyCommand();
    expect(await copyText('jane@acme.com')).toBe(true);
    expect(clipboard.get('text/plain')).toBe('jane@acme.com');
  });

  it('says it did not copy when neither way is allowed', async () => {
    vi.stubGlobal('navigator', {});
    Object.defineProperty(document, 'execCommand', {
      value: () => {
        throw new Error('not allowed');
      },
      configurable: true,
    });
    expect(await copyText('jane@acme.com')).toBe(false);
    // A command that runs but fires no copy event (no activation) copies nothing either.
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    expect(await copyText('jane@acme.com')).toBe(false);
  });

  it('leaves no listener behind', async () => {
    vi.stubGlobal('navigator', {});
    const { clipboard } = fakeCopyCommand();
    await copyText('jane@acme.com');
    clipboard.clear();
    document.body.dispatchEvent(new Event('copy', { bubbles: true }));
    expect(clipboard.size).toBe(0);
  });
});
