/**
 * Imported first by both content scripts (entrypoints/page-start and page-script, which share one
 * world: the second finds it done). In Chrome a content script has no `browser` global of its
 * own, so the name falls through to the window's named properties: a page element with
 * id="browser" (holding an input named "runtime" with an id) would be taken for the extension API.
 * An own property set here shadows any such element before the API wrapper looks the name up; where
 * the browser defines the global itself (Firefox), it is left alone.
 *
 * `chrome` is an own property of the content script's global only if no page element already had
 * that name when the script's world was created (Chrome then leaves the named element in its place).
 * That is why the world is made at document_start, by entrypoints/page-start, before the page has
 * any elements.
 */
if (!Object.prototype.hasOwnProperty.call(globalThis, 'browser')) {
  Object.defineProperty(globalThis, 'browser', { value: undefined, writable: true, configurable: true });
}

export {};
