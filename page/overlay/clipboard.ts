/**
 * The card's Copy. `navigator.clipboard` exists in secure contexts only (https and loopback pages):
 * on any other page (an intranet CRM or a self-hosted tool over plain http) it is undefined, and in a
 * frame the page did not allow to write the clipboard, or a document without focus, it refuses. Then
 * the copy command is used, with the text given in its own copy event: no page element holds or
 * selects the text, and the event is stopped at the window before any page listener added after ours
 * can read it (one added before runs before the text is set, and sees an empty clipboard).
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused: the copy command below, still within the click's activation.
  }
  let copied = false;
  const onCopy = (e: ClipboardEvent) => {
    if (!e.clipboardData) return;
    e.clipboardData.setData('text/plain', text);
    e.preventDefault();
    e.stopImmediatePropagation();
    copied = true;
  };
  window.addEventListener('copy', onCopy, true);
  try {
    // Deprecated but kept by every browser for this: the only clipboard write an insecure page has.
    document.execCommand('copy');
  } catch {
    // Not allowed here: reported as not copied.
  } finally {
    window.removeEventListener('copy', onCopy, true);
  }
  return copied;
}
