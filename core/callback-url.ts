/** The one rule for batch callback URLs, shared by the popup, the background and the service. */
/** Validates a callback URL: absolute http(s), no credentials. Returns the reason when it is not. */
export function callbackUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'url must be an absolute http:// or https:// address';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'url must start with http:// or https://';
  if (url.username || url.password) return 'url must not contain a user name or password';
  return null;
}
