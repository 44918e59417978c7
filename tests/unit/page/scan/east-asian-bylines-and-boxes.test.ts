// @vitest-environment happy-dom
// The forms of the fifteenth source's ninth slice (htmldate's second test set): Chinese and Korean
// bylines that name the newsroom before the writer, a label beside an address in a script without
// capitals, a press wire's company box of labels and values, and a think tank's post whose meta line
// links its writer's page with no "By"; and of its tenth, a site's account named after the site.
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
import { htmlPage } from './fixtures';

const people = (d: Document) => findPeople(d).map((p) => [p.firstName, p.lastName, p.company, p.domain]);
const names = (d: Document) => findPeople(d).map((p) => [p.firstName, p.lastName]);

describe('bylines that name the newsroom before the writer', () => {
  it('a Chinese byline’s newsroom and the kind of report before a slash: “上報快訊／范姜佳鈺”, of the site the title names before its section', () => {
    const d = htmlPage(
      `<html><head><title>吳宗憲：鼓勵患者別只往負面想 -- 上報 / 焦點</title></head><body><main><h1>吳宗憲</h1><div class="author">上報快訊／范姜佳鈺<br>2020年03月12日 20:19:00</div><p>藝人吳宗憲日前錄製節目。</p></main></body></html>`,
      'http://www.upmedia.mg/news_info.php?SerialNo=83141',
    );
    expect(people(d)).toEqual([['佳鈺', '范姜', '上報', 'upmedia.mg']]);
  });

  it('…but a name before the slash stays, the kind of report after it none: “林宸誼／即時報導”', () => {
    const d = htmlPage(
      `<html><body><main><h1>索尼</h1><div class="author">林宸誼／即時報導</div><p>Text.</p></main></body></html>`,
    );
    expect(names(d)).toEqual([['宸誼', '林']]);
  });

  it('a Korean byline, where or for whom before an equals sign: “스포츠조선=선수민 기자”, then his address after the story', () => {
    const d = htmlPage(
      `<html><body><main><h1>노경은</h1><ul class="author_list"><li class="author">스포츠조선=선수민 기자</li></ul><p>롯데 자이언츠 베테랑 투수 노경은이 무너졌다.</p><p>병살타로 처리했다.부산=선수민 기자 sunsoo@sportschosun.com</p></main></body></html>`,
      'https://news.chosun.com/site/data/html_dir/2020/08/27/2020082704301.html',
    );
    const found = findPeople(d);
    expect(found.map((p) => [p.firstName, p.lastName, p.domain])).toEqual([
      ['수민', '선', 'sportschosun.com'],
    ]);
  });
});

describe('a Chinese story signed with its writer’s name in brackets after its text', () => {
  const story = (sign: string) =>
    htmlPage(
      `<html><head><title>9年來第1次戰勝詹姆斯-體育新聞</title></head><body><main><h1>9年來第1次戰勝詹姆斯</h1><p>全場比賽，沃克出場30分鐘，13投8中。</p><p>\u3000\u3000${sign}</p></main></body></html>`,
      'https://news.sina.com.tw/article/20200121/34046328.html',
    );

  it('“（羅森）”: a family name and a given name, its writer', () => {
    expect(names(story('（羅森）'))).toEqual([['森', '羅']]);
    expect(names(story('（王小明）'))).toEqual([['小明', '王']]);
  });

  it('…not a bracketed word that starts with no family name: “（待續）”, to be continued', () => {
    expect(names(story('（待續）'))).toEqual([]);
  });
});

describe('a label beside an address', () => {
  it('in a script without capitals, it cannot spell the address: the desk’s label, no one (“廣告合作 ad@…”)', () => {
    const d = htmlPage(
      `<html><body><header><p>歡迎來信提供新聞 <a href="mailto:news@upmedia.mg">news@upmedia.mg</a> ，<span>廣告合作</span> <a href="mailto:ad@upmedia.mg">ad@upmedia.mg</a></p></header><main><h1>T</h1><p>內文。</p></main></body></html>`,
      'http://www.upmedia.mg/news_info.php?SerialNo=83141',
    );
    expect(names(d)).toEqual([]);
  });

  it('…while a name in capitals beside its own address is still its sender’s', () => {
    const d = htmlPage(
      `<html><body><main><p><b>Jane Roe</b> <a href="mailto:jane@roe-design.com">jane@roe-design.com</a></p></main></body></html>`,
    );
    expect(people(d)).toEqual([['Jane', 'Roe', null, 'roe-design.com']]);
  });
});

describe('a press wire’s company box: a list of labels and values', () => {
  const box = (items: string, heading = 'ハウスコム株式会社') =>
    htmlPage(
      `<html><head><meta property="og:site_name" content="PR TIMES"></head><body><main><h1>賃貸仲介のハウスコム</h1><p>本文。</p></main><aside class="sidebar-release"><h2>${heading}</h2><ul class="container-information-company">${items}</ul></aside></body></html>`,
      'https://prtimes.jp/main/html/rd/p/000000088.000029713.html',
    );
  const item = (label: string, value: string) => `<li><span>${label}</span><span>${value}</span></li>`;

  it('the representative’s name, the firm’s website and the box’s heading: its head, of the firm, not of the wire', () => {
    const d = box(
      item('URL', '<a href="http://www.housecom.co.jp/">http://www.housecom.co.jp/</a>') +
        item('業種', '不動産業') +
        item('代表者名', '田村 穂'),
    );
    expect(people(d)).toEqual([['穂', '田村', 'ハウスコム株式会社', 'housecom.co.jp']]);
  });

  it('a company field names the firm; a heading that is no organisation’s name names none', () => {
    expect(
      people(box(item('会社名', '株式会社イルグルム') + item('代表者名', '岩田 進'), '会社概要')),
    ).toEqual([['進', '岩田', '株式会社イルグルム', null]]);
  });

  it('a consent banner’s list of a vendor’s contact and website is no record', () => {
    const d = htmlPage(
      `<html><body><main><h1>T</h1><p>Text.</p></main><div class="cookie-consent"><ul>${item('Contact', 'Jane Roe')}${item('Website', '<a href="https://vendor.example.com/">vendor.example.com</a>')}</ul></div></body></html>`,
    );
    expect(names(d)).toEqual([]);
  });

  it('a name alone, or a menu whose entries hold submenus, is no record', () => {
    expect(names(box(item('代表者名', '田村 穂')))).toEqual([]);
    const menu = box(
      `<li><a href="/contact">Contact</a><ul><li><a href="/form">Newsroom form</a></li><li><a href="/staff">Newsroom staff list</a></li></ul></li>` +
        `<li><a href="/company">Company</a><ul><li><a href="/about">Company information</a></li><li><a href="/jobs">Employment</a></li></ul></li>`,
    );
    expect(names(menu)).toEqual([]);
  });
});

describe('a post’s meta line that links its writer’s page with no “By”', () => {
  it('“<a href="/chinafinancialmarkets/experts/444">Michael Pettis</a>” under the title', () => {
    const d = htmlPage(
      `<html><head><meta property="og:site_name" content="Carnegie Endowment"></head><body><main><h1>Washington Should Tax Capital Inflows</h1><div class="meta blog-post__meta"><ul><li><a href="/chinafinancialmarkets/experts/444">Michael Pettis</a></li></ul><div>Taxing capital inflows is a far better way to balance trade.</div></div><p>On July 31, 2019, U.S. Senators Tammy Baldwin and Josh Hawley submitted a bill.</p></main></body></html>`,
      'https://carnegieendowment.org/chinafinancialmarkets/79641',
    );
    expect(people(d)).toEqual([['Michael', 'Pettis', 'Carnegie Endowment', 'carnegieendowment.org']]);
  });

  it('…not its links to the post’s topics', () => {
    const d = htmlPage(
      `<html><body><main><h1>T</h1><div class="blog-post__meta"><a href="/topics/banks">Central Banks</a> <a href="/regions/asia">East Asia</a></div><p>Text.</p></main></body></html>`,
    );
    expect(names(d)).toEqual([]);
  });
});

describe('a site’s account named after the site', () => {
  const page = (author: string) =>
    htmlPage(
      `<html><head><meta property="og:site_name" content="Zitrod"><script type="application/ld+json">{"@graph":[{"@type":"Article","author":{"@id":"#a"}},{"@type":["Person"],"@id":"#a","name":"${author}"}]}</script></head><body><main><h1>‘We Must Do More’</h1><span class="post-author">Posted by <a href="/author/a">${author}</a></span><p>Text.</p></main></body></html>`,
      'https://zitrod.com/business/we-must-do-more/',
    );

  it('“Posted by Zitrod Articles” on Zitrod, a person in its data, is the site, no one', () => {
    expect(names(page('Zitrod Articles'))).toEqual([]);
  });

  it('…while a writer so posted stays the site’s', () => {
    expect(people(page('Lilly Brooks'))).toEqual([['Lilly', 'Brooks', 'Zitrod', 'zitrod.com']]);
  });
});

describe('GeneralNewsExtractor’s slice: Chinese credits and titles', () => {
  it('a reporter’s credit with what they did after the name (“（记者陈智 整合）”), of the site the title names before its address', () => {
    const d = htmlPage(
      `<html><head><title>外媒眼中的武汉长假_首页武汉_新闻中心_长江网_cjn.cn</title></head><body><h1>外媒眼中的武汉长假</h1>
      <p>\u3000\u3000长江网10月4日讯（记者陈智 整合） 国庆中秋长假过半。</p><p>外媒关注武汉。</p></body></html>`,
      'http://news.cjn.cn/',
    );
    expect(people(d)).toEqual([['智', '陈', '长江网', 'cjn.cn']]);
  });

  it('…not a title set with spaced bars, whose address is the site’s name (“Story | Tagline | Example.com”)', () => {
    const d = htmlPage(
      `<html><head><title>Old Movies | Zenon, Smart House | Examplemag.com</title></head><body><h1>Old Movies</h1><p class="byline">By Jane Roe</p><p>Text.</p></body></html>`,
      'https://www.examplemag.com/story/old-movies',
    );
    expect(people(d)).toEqual([['Jane', 'Roe', 'Examplemag.com', 'examplemag.com']]);
  });

  it('a paragraph of its own, after a label (“采写：南都记者 余毅菁 向雪妮”)', () => {
    const d = htmlPage(
      `<html><head><title>江门七旬阿婆被骗-富达传媒</title></head><body><h1>江门七旬阿婆被骗</h1><p>南都记者了解到。</p><p>采写：南都记者 余毅菁 向雪妮 </p></body></html>`,
    );
    expect(names(d)).toEqual([
      ['毅菁', '余'],
      ['雪妮', '向'],
    ]);
  });

  it('a site’s staff correspondents, as its reporters (“本站讯（职工通讯员 李琴雯 刘会）”), and an editor after a slash among other credits', () => {
    const d = htmlPage(
      `<html><head><title>我院举办中药技能大赛 示例医院</title></head><body><h1>我院举办中药技能大赛</h1>
      <p>本站讯（职工通讯员 李琴雯 刘会）为深入推进党建与业务工作紧密结合。</p><p>医技药剂党支部、药剂科供稿  摄影/张艳  编辑/苏芳</p></body></html>`,
    );
    expect(names(d)).toEqual([
      ['芳', '苏'],
      ['琴雯', '李'],
      ['会', '刘'],
    ]);
  });

  it('an editor’s credit after the story’s date in one element, the layout’s spaces in it', () => {
    const d = htmlPage(
      `<html><head><title>潘卓辉一行到众创金融街开展调研工作_中山网</title></head><body><table><tr><td><font>发布日期：2019-03-06
                                                        责任编辑：龙慧</font></td></tr></table></body></html>`,
    );
    expect(names(d)).toEqual([['慧', '龙']]);
  });
});
