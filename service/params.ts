/**
 * Parameter spellings. The interface's tables and samples disagree (`apikey`/`your_api_key`/`api_key`,
 * `batchid`/`batch_id`, `firstname`/`YourFirstname`), so names are compared without case, `_`, `-` or
 * spaces, and every known spelling maps to one canonical name. Unknown parameters are ignored.
 */
import { ServiceError } from './errors';

const ALIASES: Record<string, Canonical> = {
  apikey: 'apikey',
  yourapikey: 'apikey',
  key: 'apikey',
  emailid: 'emailid',
  email: 'emailid',
  batchid: 'batchid',
  firstname: 'firstname',
  yourfirstname: 'firstname',
  lastname: 'lastname',
  yourlastname: 'lastname',
  domain: 'domain',
  yourdomain: 'domain',
  speedrank: 'speed_rank',
  simulated: 'simulated',
  url: 'url',
  callbackurl: 'url',
  data: 'data',
};

export type Canonical =
  | 'apikey'
  | 'emailid'
  | 'batchid'
  | 'firstname'
  | 'lastname'
  | 'domain'
  | 'speed_rank'
  | 'simulated'
  | 'url'
  | 'data';

const LABEL: Record<Canonical, string> = {
  apikey: 'the API key (apikey)',
  emailid: 'emailid',
  batchid: 'batchid',
  firstname: 'firstname',
  lastname: 'lastname',
  domain: 'domain',
  speed_rank: 'speed_rank',
  simulated: 'simulated',
  url: 'url',
  data: 'data',
};

export const canonical = (name: string): Canonical | undefined =>
  ALIASES[name.toLowerCase().replace(/[\s_-]/g, '')];

export type ParamValue = string | readonly unknown[];

/** Parameters from the query string and the body, merged under canonical names. */
export class Params {
  private readonly values = new Map<Canonical, ParamValue>();

  add(name: string, value: unknown): void {
    const key = canonical(name);
    if (key === undefined) return;
    const v: ParamValue = Array.isArray(value) ? value : typeof value === 'string' ? value : String(value);
    const prev = this.values.get(key);
    if (prev !== undefined && JSON.stringify(prev) !== JSON.stringify(v)) {
      throw new ServiceError(110, `Conflicting values were given for ${LABEL[key]}; send it once.`);
    }
    this.values.set(key, v);
  }

  addAll(entries: Iterable<[string, unknown]>): this {
    for (const [k, v] of entries) this.add(k, v);
    return this;
  }

  raw(key: Canonical): ParamValue | undefined {
    return this.values.get(key);
  }

  /** A trimmed string, or undefined when absent or blank. */
  text(key: Canonical): string | undefined {
    const v = this.values.get(key);
    if (v === undefined) return undefined;
    if (typeof v !== 'string') throw new ServiceError(110, `${LABEL[key]} must be text, not a list.`);
    const t = v.trim();
    return t === '' ? undefined : t;
  }

  required(key: Canonical): string {
    const v = this.text(key);
    if (v === undefined) throw new ServiceError(111, `The parameter ${LABEL[key]} is required.`);
    return v;
  }

  /** `speed_rank`: a whole number from 0 (quickest) to 5 (most thorough); 0 when absent. */
  speedRank(): number {
    const v = this.values.get('speed_rank');
    if (v === undefined) return 0;
    const t = typeof v === 'string' ? v.trim() : '';
    if (!/^[0-5]$/.test(t)) {
      throw new ServiceError(
        110,
        `speed_rank must be a whole number from 0 to 5; got ${JSON.stringify(v).slice(0, 40)}.`,
      );
    }
    return Number(t);
  }

  batchId(): number {
    const v = this.required('batchid');
    if (!/^\d{1,15}$/.test(v)) {
      throw new ServiceError(110, `batchid must be a whole number; got ${JSON.stringify(v.slice(0, 40))}.`);
    }
    return Number(v);
  }
}
