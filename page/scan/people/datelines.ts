/**
 * A Chinese-language story's reporter credit, where agencies and papers put it: at the start of its
 * first paragraphs, in brackets ("（中央社記者溫貴香台北21日電）…", "新华社北京3月1日电（记者张三、李四）…",
 * "〔記者王小明／台北報導〕…"), or as a paragraph of its own ("半月谈记者 史卫燕", "新华社记者邹多为、唐诗凝、丁乐",
 * "采写：南都记者 余毅菁 向雪妮", "中青报·中青网记者 魏其濛 来源：中国青年报", or a name in brackets
 * after the text, "（羅森）", or a photo's, "新华社发（刘满仓摄）"), or a byline box of its own ("本报记者
 * 王乐文  方  敏"); and its editors' credit, an element of its own at its foot ("(责编：牛镛、岳弘彬)",
 * "责任编辑：崔宁宁", "选稿：曾炟"). The newsroom before "記者" is not read as their employer: it is the
 * paper's short name, and the publisher's name stands for it, as for a byline; but an agency's
 * ("新华社") or a paper's before its news ("北京商报讯") is, on a site that carries its story, and the
 * source a story line names is ("来源：光明日报 作者：南帆"). And a Korean story's dateline (`KOREAN`).
 */
import { splitName } from '../../../core/names';
import { person, slug, text, type FoundPerson } from './found';
import { siteOf } from './site';
import { personName } from './names';
import { pageWide } from './queries';

/** Boxes classed an author's: a part of the bylines' query, read from its prepared result. */
const authorBoxes = pageWide('[class*="author" i]');

/** The bracketed credit near a paragraph's start, or a paragraph that is only the credit. */
const BRACKETED = /^.{0,24}?[（(〔【［]([^（）()〔〕【】［］]{2,40}?)[）)〕】］]/u;
const ALONE =
  /^(?:\p{Script=Han}{1,4}[：:]\s*)?[\p{Script=Han}·]{0,10}(?:記者|记者)\s*([\p{Script=Han}\s、，,·]{2,30}?)(?:\s+(?:来源|來源)[：:]\S{1,20})?$/u;
/**
 * A news agency's name at the start of a credit ("新华社", "中新社"), or a paper's before its news
 * ("北京商报讯（记者 岳品瑜 董晗萱）"; not "本报讯" nor "本站讯", our paper's, our site's).
 */
const AGENCY = /^\s*(\p{Script=Han}{1,4}社|(?!本)\p{Script=Han}{2,6}?(?=[讯訊]))/u;
/** A reporter, or a correspondent, a staff member who reports for the site ("职工通讯员 李琴雯 刘会"). */
const REPORTER = /(?:記者|记者|通讯员|通訊員)\s*(.+)$/u;
/** The names, then the city and day it was filed ("溫貴香台北21日電") or where it was reported ("／台北報導"). */
const FILED = /^(\p{Script=Han}{4,6})\d{1,2}日[電电]$/u;
const REPORTED = /^(.+?)\s*[／/]\s*\p{Script=Han}{2,6}(?:報導|报道)$/u;

/**
 * The reporters a credit names. Filed from a city, name and city run together: a Chinese name is
 * three characters most often, two when the whole is four ("溫貴香" and "台北", "王明" and "東京").
 */
function reportersIn(credit: string): string[] {
  const filed = FILED.exec(credit)?.[1];
  if (filed) return [filed.slice(0, filed.length >= 5 ? 3 : 2)];
  // A name of two characters set apart to the width of three ("方  敏") is one.
  const listed = (REPORTED.exec(credit)?.[1] ?? credit).replace(
    /(?<=^|\s)(\p{Script=Han})\s+(\p{Script=Han})(?=\s|$)/gu,
    '$1$2',
  );
  // What they did to it, after the names, is none: "（记者陈智 整合）" (compiled), "摄" (photographed).
  return listed
    .replace(/\s+(?:整合|整理|综合|綜合|编译|編譯|摄影?|攝影?)$/u, '')
    .split(/[\s、，,]+/)
    .filter(Boolean);
}

/** In a credit a name of two characters is one too ("王明"), read as the name's shape reads "王 明". */
const spaced = (name: string) => (/^\p{Script=Han}{2}$/u.test(name) ? `${name[0]} ${name[1]}` : name);

/**
 * An editors' or the writer's credit that is an element's whole text, in brackets or not, or ends it
 * after a few fields of the story's ("发布日期：2019-03-06 责任编辑：龙慧", "…供稿 摄影/张艳 编辑/苏芳",
 * "作者：记者王敬照", the writer a reporter); a portal's staff code after the name ("责任编辑：支全明
 * SF099", "李曦_NN2587"); or a label and names apart by a space ("作者 王之言 高孜然"), each name then
 * led by a family name. Credits may share a line, apart by bars ("编辑 周褶褶 ｜ 排版 魏蔚").
 */
const EDITORS =
  /^(?:[^\s]{1,24}\s+){0,3}[(（[【]?\s*(责编|責編|责任编辑|責任編輯|编辑|編輯|作者|排版|选稿|選稿|审核|審核|校对|校對)(\s*[:：/]\s*|\s+)(?:(?:本报)?(?:记者|記者))?\s*([\p{Script=Han}、，,\s]{2,30}?)(?:[\s_]*[A-Z]{1,4}\d{2,6})?\s*[)）\]】]?$/u;

function editors(doc: Document): FoundPerson[] {
  const out: FoundPerson[] = [];
  // Only a page whose title is written in Han walks its text for one: a CRM's table of ten thousand
  // rows is not read node by node for a credit it cannot hold.
  if (!/\p{Script=Han}/u.test(doc.title)) return out;
  const read = new Set<Element>();
  const walker = doc.createTreeWalker(doc.body ?? doc, 0x4 /* text */);
  for (let n = walker.nextNode(), seen = 0; n && seen < 20; n = walker.nextNode()) {
    const data = n.nodeValue!;
    // A short one, its layout's spaces aside.
    if (
      data.length > 200 ||
      !/[编編]|作者|排版|[选選]稿|[审審]核|校[对對]/.test(data) ||
      data.replace(/\s+/g, ' ').length > 60
    )
      continue;
    const el = n.parentElement!;
    if (read.has(el)) continue;
    read.add(el);
    for (const credit of text(el).split(/\s*[｜|]\s*/)) {
      const [, label, apart, list] = EDITORS.exec(credit) ?? [];
      const names = list?.split(/[\s、，,]+/).filter(Boolean) ?? [];
      if (names.length) seen++;
      if (apart?.trim() === '' && !names.every((name) => FAMILY.test(name))) continue;
      const said = names.map((name) => personName(spaced(name)));
      // The writer's, not an editor's: a portal's editors work for the portal.
      const paper = label === '作者' && said.length && said.every(Boolean) ? sourceBeside(el, credit) : null;
      if (said.length && said.every(Boolean))
        out.push(...said.flatMap((name) => person(splitName(name!), paper, null, 'byline', el) ?? []));
    }
  }
  return out;
}

/** The paper a story line says it came from ("来源：光明日报"); not the web ("来源：网络") nor a compilation. */
const SOURCE = /(?:^|\s)(?:来源|來源)\s*[:：]\s*(\S{2,20})(?=\s|$)/u;
const NO_PAPER = /网络|網絡|互联网|互聯網|综合|綜合|本站|原创|原創|网友|網友/u;

/**
 * The writer's paper where a portal's story line names its source before the credit or beside it:
 * "来源：光明日报 作者：南帆", "<span>来源：光明日报</span> <span>作者：南帆</span>", or the site's own name
 * ("来源:东方网" on 021east.com), which a page's title may not give.
 */
function sourceBeside(el: Element, credit: string): string | null {
  const lines = [credit, ...[...(el.parentElement?.children ?? [])].map(text).filter((t) => t.length <= 60)];
  const site = slug(siteOf(el.ownerDocument).name ?? '');
  for (const line of lines) {
    const named = SOURCE.exec(line)?.[1];
    // The site's own name leaves it to the publisher, whose address is known ("来源：财新网" on caixin.com).
    if (named && !NO_PAPER.test(named)) return site && slug(named).includes(site) ? null : named;
  }
  return null;
}

/**
 * A paragraph that is only a name in brackets signs the story above it: "（羅森）"; or credits its
 * picture, an agency's photo story's ("新华社发（刘满仓摄）", released by Xinhua, photographed by …).
 */
const SIGNED =
  /^[（(]\s*(\p{Script=Han}{2,3})\s*[）)]$|^\p{Script=Han}{1,4}社发\s*[（(]\s*(\p{Script=Han}{2,3})\s*摄\s*[）)]$/u;
/**
 * The commonest Chinese family names, in simplified and traditional characters (some nine in ten
 * people bear one): a signature's name starts with one, a bracketed word ("（待續）") does not.
 */
const FAMILY =
  /^[王李张張刘劉陈陳杨楊黄黃赵趙吴吳周徐孙孫马馬朱胡郭何高林罗羅郑鄭梁谢謝宋唐许許韩韓冯馮邓鄧曹彭曾肖蕭田董袁潘于蒋蔣蔡余杜叶葉程苏蘇魏吕呂丁任沈姚卢盧姜崔钟鍾谭譚陆陸汪范金石廖贾賈夏韦韋付傅方白邹鄒孟熊秦邱江尹薛闫閻段雷侯龙龍史陶黎贺賀顾顧毛郝龚龔邵万萬钱錢严嚴覃武戴莫孔向汤湯巫温溫游詹赖賴洪柯翁简簡施庄莊]/u;

/**
 * A Korean story's dateline, where the agency names itself and its reporters before an equals sign:
 * "[서울=뉴시스]김수아 인턴 기자 = …", "(서울=연합뉴스) 홍길동 김철수 기자 = …". The agency is their
 * employer: a portal that carries the story is not.
 */
const KOREAN =
  /^\s*[[(［（]\s*\p{sc=Hangul}{1,8}\s*=\s*(\p{sc=Hangul}{2,10})\s*[\])］）]\s*((?:\p{sc=Hangul}{2,4}[\s·,]*){1,4}?)\s*(?:(?:인턴|수습|객원|선임)\s*)?(?:기자|특파원)\s*=/u;

function koreanDateline(p: Element, head: string): FoundPerson[] {
  const m = KOREAN.exec(head);
  if (!m) return [];
  // A desk or a team is no one ("정치부 기자", the politics desk's reporter).
  const names = m[2]!.split(/[\s·,]+/).filter(Boolean);
  if (names.some((n) => /[부팀]$/u.test(n))) return [];
  const read = names.map((n) => personName(n));
  if (!read.length || !read.every(Boolean)) return [];
  return read.flatMap((n) => person(splitName(n!), m[1]!, null, 'byline', p) ?? []);
}

export function fromCjkCredits(doc: Document): FoundPerson[] {
  const out: FoundPerson[] = editors(doc);
  // The first 60 paragraphs, each read whole only when "記者" (or "기자") is near its start; and on a
  // page titled in Han, a byline box that holds only the credit ("<div class="author">本报记者  王乐文
  // 方  敏</div>").
  const ps = doc.getElementsByTagName('p');
  const paragraphs: Element[] = [];
  for (let i = 0; i < ps.length && i < 60; i++) paragraphs.push(ps[i]!);
  if (/\p{Script=Han}/u.test(doc.title))
    for (const box of authorBoxes(doc)) {
      if (paragraphs.length > 70) break;
      if (!box.childElementCount && (box.textContent?.length ?? 0) <= 60) paragraphs.push(box);
    }
  for (const p of paragraphs) {
    const all = p.textContent ?? '';
    const signed = all.length <= 16 ? SIGNED.exec(text(p)) : null;
    const name = signed?.[1] ?? signed?.[2];
    const signer = name && FAMILY.test(name) && person(splitName(spaced(name)), null, null, 'byline', p);
    if (signer) out.push(signer);
    const head = all.slice(0, 120);
    if (/기자|특파원/.test(head.slice(0, 80))) out.push(...koreanDateline(p, head));
    if (!/記者|记者|通讯员|通訊員/.test(head)) continue;
    const t = text(p);
    // A paragraph that is only the credit gives the names after "記者"; else the bracketed credit does.
    const alone = ALONE.exec(t)?.[1];
    const reporters = (alone ?? REPORTER.exec(BRACKETED.exec(t)?.[1] ?? '')?.[1])?.trim();
    if (!reporters) continue;
    const listed = reportersIn(reporters);
    // Run on from "记者" with no space, each starts with a family name ("新华社记者邹多为"), not a word
    // ("记者获悉", the reporter learned).
    if (alone && /(?:記者|记者)(?!\s)/u.test(t) && !listed.every((n) => FAMILY.test(n))) continue;
    const names = listed.map((n) => personName(spaced(n)));
    if (!names.length || !names.every(Boolean)) continue;
    // An agency or a paper that leads the credit ("新华社记者…", "新华社深圳5月12日电（记者…）",
    // "北京商报讯（记者…）") employs them where another site carries its story; on its own site (its
    // name in the page's title) the publisher's name stands for it.
    // "本报记者" (our paper's) works for the paper the story line names as its source ("来源：人民网－人民日报").
    const agency = AGENCY.exec(t)?.[1];
    const employer =
      agency && !doc.title.includes(agency) ? agency : /^\s*本报/u.test(t) ? sourceBeside(p, t) : null;
    out.push(...names.flatMap((n) => person(splitName(n!), employer, null, 'byline', p) ?? []));
  }
  return out;
}
