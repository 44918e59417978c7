/** The package scan finds every form of code made from strings, minified or not. */
import { describe, expect, it } from 'vitest';
import { findDynamicCode, isKnown } from '../../support/dynamic-code';

describe('findDynamicCode', () => {
  it.each([
    ['eval("1")', 'eval('],
    ['x=eval ("1")', 'eval('],
    ['new Function("return 1")', 'Function('],
    ['a(),Function("return 1")()', 'Function('],
    ['const F=Function,g=new F("x")', 'Function alias'],
    ['f(Function);', 'Function alias'],
    ['(()=>{}).constructor("return this")', '.constructor("…")'],
    ['setTimeout("alert(1)",5)', 'string timer'],
    ['setInterval(`x()`)', 'string timer'],
    ['importScripts("x.js")', 'importScripts('],
    ['<script src="https://cdn.example/x.js"></script>', 'remote <script src>'],
    ['import("https://cdn.example/x.js")', 'remote import()'],
  ])('finds %s', (code, form) => {
    expect(findDynamicCode('f.js', code).map((f) => f.form)).toContain(form);
  });

  it.each([
    'obj.eval(x)',
    'Function.prototype.call',
    'let a=Function.call.bind(Object.prototype.hasOwnProperty)',
    'myFunction(1)',
    'setTimeout(run, 5)',
  ])('leaves %s alone', (code) => expect(findDynamicCode('f.js', code)).toEqual([]));

  it("knows zod's two occurrences and nothing else", () => {
    const zod = 'if(x)return!1;try{return new Function(""),!0}catch(e){return!1}';
    const compiler = 'compile(){const e=Function,t=this?.content??[""];return new e(...k)}';
    expect(findDynamicCode('b.js', zod + compiler).every(isKnown)).toBe(true);
    expect(findDynamicCode('b.js', 'go(){return new Function("x")}').some(isKnown)).toBe(false);
  });
});
