/**
 * A small client for Firefox's own remote protocol, Marionette, spoken over TCP from Node: messages
 * are `length:JSON`, a command is `[0, id, name, params]` and its answer `[1, id, error, result]`.
 *
 * Why this and not a library: Playwright drives only its own patched Firefox (which cannot be
 * downloaded here), and Puppeteer's WebDriver BiDi path installs an add-on but cannot open its
 * `moz-extension://` pages. Marionette, built into every Firefox, can: install a temporary add-on,
 * open its pages, reach closed shadow roots, click with trusted input events, and switch to the
 * browser's chrome context for its console. No dependency: `node:net` and JSON.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
const SHADOW = 'shadow-6066-11e4-a52e-4f735466cecf';

export interface ElementRef {
  [ELEMENT]?: string;
  [SHADOW]?: string;
}

const idOf = (el: ElementRef) => el[ELEMENT] ?? el[SHADOW]!;

/** A free loopback port. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

export class MarionetteError extends Error {
  constructor(
    readonly command: string,
    readonly error: { error?: string; message?: string },
  ) {
    super(`${command}: ${error.error ?? 'error'}: ${error.message ?? ''}`);
  }
}

/** One connection to one Firefox. */
export class Marionette {
  #socket: Socket;
  #buffer = Buffer.alloc(0);
  #nextId = 1;
  #pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void; name: string }>();
  #hello: Promise<unknown>;

  private constructor(socket: Socket) {
    this.#socket = socket;
    let helloResolve!: (v: unknown) => void;
    this.#hello = new Promise((r) => (helloResolve = r));
    let first = true;
    socket.on('data', (chunk) => {
      this.#buffer = Buffer.concat([this.#buffer, chunk]);
      for (;;) {
        const colon = this.#buffer.indexOf(':');
        if (colon < 0) return;
        const length = Number(this.#buffer.subarray(0, colon).toString());
        if (this.#buffer.length < colon + 1 + length) return;
        const body = JSON.parse(this.#buffer.subarray(colon + 1, colon + 1 + length).toString());
        this.#buffer = this.#buffer.subarray(colon + 1 + length);
        if (first) {
          first = false;
          helloResolve(body);
          continue;
        }
        const [, id, error, result] = body as [number, number, { error?: string } | null, unknown];
        const waiter = this.#pending.get(id);
        this.#pending.delete(id);
        if (!waiter) continue;
        if (error) waiter.reject(new MarionetteError(waiter.name, error));
        else waiter.resolve(result);
      }
    });
    socket.on('close', () => {
      for (const w of this.#pending.values()) w.reject(new Error(`${w.name}: connection closed`));
      this.#pending.clear();
    });
  }

  /** Connects, retrying while Firefox starts (bounded: `timeoutMs`). */
  static async connect(port: number, timeoutMs = 30_000): Promise<Marionette> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      try {
        const socket = await new Promise<Socket>((resolve, reject) => {
          const s = new Socket();
          s.once('error', reject);
          s.connect(port, '127.0.0.1', () => resolve(s));
        });
        const m = new Marionette(socket);
        await m.#hello;
        return m;
      } catch (e) {
        if (Date.now() > until) throw new Error(`Marionette did not answer on port ${port}: ${String(e)}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  }

  send<T = unknown>(name: string, params: Record<string, unknown> = {}): Promise<T> {
    const id = this.#nextId++;
    const body = Buffer.from(JSON.stringify([0, id, name, params]));
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (v: unknown) => void, reject, name });
      this.#socket.write(`${body.length}:`);
      this.#socket.write(body);
    });
  }

  async value<T>(name: string, params: Record<string, unknown> = {}): Promise<T> {
    return (await this.send<{ value: T }>(name, params)).value;
  }

  newSession() {
    return this.send('WebDriver:NewSession', {
      capabilities: { alwaysMatch: { acceptInsecureCerts: true } },
    });
  }
  /** Installs the add-on in `path` (an unpacked build) until the browser closes. */
  installAddon(path: string) {
    return this.value<string>('Addon:Install', { path, temporary: true });
  }
  setContext(context: 'chrome' | 'content') {
    return this.send('Marionette:SetContext', { value: context });
  }
  navigate(url: string) {
    return this.send('WebDriver:Navigate', { url });
  }
  url() {
    return this.value<string>('WebDriver:GetCurrentURL');
  }
  /** Runs `script` (a function body; `arguments` holds `args`) in the current context. */
  execute<T>(script: string, args: unknown[] = []) {
    return this.value<T>('WebDriver:ExecuteScript', { script, args });
  }
  /** Like `execute`, but the script calls `arguments[arguments.length - 1](result)` when done. */
  executeAsync<T>(script: string, args: unknown[] = []) {
    return this.value<T>('WebDriver:ExecuteAsyncScript', { script, args });
  }
  /** Finds in the document, in an element, or in a shadow root (closed ones too). */
  find(selector: string, from?: ElementRef) {
    return this.value<ElementRef>(
      from?.[SHADOW] ? 'WebDriver:FindElementFromShadowRoot' : 'WebDriver:FindElement',
      this.#scope(selector, from),
    );
  }
  async findAll(selector: string, from?: ElementRef): Promise<ElementRef[]> {
    const found = await this.send<ElementRef[] | { value: ElementRef[] }>(
      from?.[SHADOW] ? 'WebDriver:FindElementsFromShadowRoot' : 'WebDriver:FindElements',
      this.#scope(selector, from),
    );
    return Array.isArray(found) ? found : found.value;
  }
  #scope(selector: string, from?: ElementRef) {
    const where = !from ? {} : from[SHADOW] ? { shadowRoot: from[SHADOW] } : { element: idOf(from) };
    return { using: 'css selector', value: selector, ...where };
  }
  /** The shadow root of a host, closed ones included (Marionette's privilege). */
  shadowRoot(host: ElementRef) {
    return this.value<ElementRef>('WebDriver:GetShadowRoot', { id: idOf(host) });
  }
  text(el: ElementRef) {
    return this.value<string>('WebDriver:GetElementText', { id: idOf(el) });
  }
  attribute(el: ElementRef, name: string) {
    return this.value<string | null>('WebDriver:GetElementAttribute', { id: idOf(el), name });
  }
  click(el: ElementRef) {
    return this.send('WebDriver:ElementClick', { id: idOf(el) });
  }
  type(el: ElementRef, text: string) {
    return this.send('WebDriver:ElementSendKeys', { id: idOf(el), text });
  }
  clear(el: ElementRef) {
    return this.send('WebDriver:ElementClear', { id: idOf(el) });
  }
  /**
   * A real (trusted) pointer click, as a person's: at the centre of an element, or at a point of the
   * viewport; `button` 2 is a right-click.
   */
  async pointerClick(at: ElementRef | { x: number; y: number }, button = 0) {
    const move =
      'x' in at
        ? { type: 'pointerMove', origin: 'viewport', x: at.x, y: at.y }
        : { type: 'pointerMove', origin: { [ELEMENT]: idOf(at) }, x: 0, y: 0 };
    await this.send('WebDriver:PerformActions', {
      actions: [
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [move, { type: 'pointerDown', button }, { type: 'pointerUp', button }],
        },
      ],
    });
    await this.send('WebDriver:ReleaseActions');
  }
  property<T>(el: ElementRef, name: string) {
    return this.value<T>('WebDriver:GetElementProperty', { id: idOf(el), name });
  }
  async windowHandles(): Promise<string[]> {
    const handles = await this.send<string[] | { value: string[] }>('WebDriver:GetWindowHandles');
    return Array.isArray(handles) ? handles : handles.value;
  }
  switchToWindow(handle: string) {
    return this.send('WebDriver:SwitchToWindow', { handle, focus: true });
  }
  newWindow() {
    return this.value<{ handle: string }>('WebDriver:NewWindow', { type: 'tab' });
  }
  closeWindow() {
    return this.send('WebDriver:CloseWindow');
  }
  screenshot() {
    return this.value<string>('WebDriver:TakeScreenshot', { full: false });
  }
  close() {
    this.#socket.destroy();
  }
}

export interface FirefoxOptions {
  /** Extra preferences, written to the profile's user.js. */
  prefs?: Record<string, string | number | boolean>;
  /** A visible window (npm start on a desktop) instead of headless. */
  headless?: boolean;
}

/** A headless Firefox ESR with a fresh profile, and a Marionette session on it. */
export async function launchFirefox(options: FirefoxOptions = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'ms-firefox-'));
  const port = await freePort();
  const prefs: Record<string, string | number | boolean> = {
    'marionette.port': port,
    'browser.shell.checkDefaultBrowser': false,
    'browser.startup.homepage_override.mstone': 'ignore',
    'browser.aboutwelcome.enabled': false,
    'datareporting.policy.dataSubmissionEnabled': false,
    'toolkit.telemetry.reportingpolicy.firstRun': false,
    'app.update.disabledForTesting': true,
    'browser.newtabpage.enabled': false,
    'browser.startup.page': 0,
    // Headless notifications: Firefox's own alerts instead of the system's (there is none).
    'alerts.useSystemBackend': false,
    // No network but loopback: updates, safe browsing and captive-portal checks stay off.
    'network.captive-portal-service.enabled': false,
    'browser.safebrowsing.malware.enabled': false,
    'browser.safebrowsing.phishing.enabled': false,
    'extensions.update.enabled': false,
    'extensions.getAddons.cache.enabled': false,
    'services.settings.server': 'http://127.0.0.1:9/',
    'network.connectivity-service.enabled': false,
    ...options.prefs,
  };
  writeFileSync(
    join(profile, 'user.js'),
    Object.entries(prefs)
      .map(([k, v]) => `user_pref(${JSON.stringify(k)}, ${JSON.stringify(v)});`)
      .join('\n'),
  );
  const child: ChildProcess = spawn(
    FIREFOX,
    [
      ...(options.headless === false ? [] : ['--headless']),
      '--marionette',
      '--remote-allow-system-access',
      '--no-remote',
      '--profile',
      profile,
    ],
    { stdio: 'ignore', env: { ...process.env, MOZ_CRASHREPORTER_DISABLE: '1' } },
  );
  const m = await Marionette.connect(port);
  await m.newSession();
  // Finding an element waits up to 5 s for it to appear (pages render after they load).
  await m.send('WebDriver:SetTimeouts', { implicit: 5_000, script: 30_000 });
  return {
    m,
    profile,
    /** Resolves when the browser exits (a person closed it). */
    exited: new Promise<void>((r) => child.once('exit', () => r())),
    async close() {
      try {
        await Promise.race([m.send('Marionette:Quit'), new Promise((r) => setTimeout(r, 5_000))]);
      } catch {
        // Already gone.
      }
      m.close();
      child.kill('SIGKILL');
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
