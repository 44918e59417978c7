/**
 * The finders' page-wide queries. On a 10,000-row table one costs up to 15 ms (a list of selectors
 * costs about as much as its parts together), and a finder that makes three would make a long task.
 * So the content script runs each query as a step of its own before the finders (`prepareQueries`),
 * and the finders read the results; anywhere else (the unit tests, the scorer) a query runs when the
 * finder asks.
 */
const SELECTORS = new Set<string>();
let prepared: { doc: Document; results: Map<string, NodeListOf<Element>> } | null = null;

/** A query over the whole page that the finders make every time (not one they make only sometimes). */
export function pageWide(selector: string): (doc: Document) => NodeListOf<Element> {
  SELECTORS.add(selector);
  return (doc) =>
    (prepared?.doc === doc ? prepared.results.get(selector) : undefined) ?? doc.querySelectorAll(selector);
}

/**
 * One step per page-wide query, to run before the finders; their results are read until `release`
 * (or until the next preparation). A page that changes in between is read as it was a few tasks ago.
 */
export function prepareQueries(doc: Document): { steps: (() => void)[]; release: () => void } {
  const results = new Map<string, NodeListOf<Element>>();
  prepared = { doc, results };
  return {
    steps: [...SELECTORS].map((s) => () => void results.set(s, doc.querySelectorAll(s))),
    release: () => {
      if (prepared?.results === results) prepared = null;
    },
  };
}
