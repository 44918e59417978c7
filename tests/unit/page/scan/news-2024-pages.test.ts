// @vitest-environment happy-dom
// The forms of the thirty-third source (a content extractor's benchmark of 2024 news pages): a byline
// whose bars part the writer from the paper and the date, a template's indents around it; a Chinese
// agency's reporters in a paragraph of their own with no space after "记者"; a Korean agency's
// dateline; a video's credits, a paragraph each. And of its second slice: a free mail address in
// JSON-LD, a Portuguese byline's "Do UOL", Chinese portals' editors' credits, a closing bio in italics.
// And of its third: a paper's name in a byline's place, a paper's news before its reporters' credit.
// And of its fourth and fifth: a consent manager's list of browsers, a date's weekday, a wire credit's
// names the lists lack, a credit box "本报记者" with a name set apart, an agency's photo credit, a story
// line's source, a credits box around a link to the writer's page, a picture's credit classed an
// author's, "Edited by" glued to its link.
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
import { htmlPage } from './fixtures';

const people = (d: Document) => findPeople(d).map((p) => [p.firstName, p.lastName, p.company]);
const names = (d: Document) => findPeople(d).map((p) => [p.firstName, p.lastName]);

describe('a byline whose bars part the writer from the paper and the date', () => {
  it('“By Wang Xiaoyu | China Daily | Updated: …”, indented by its template, beside the share links', () => {
    const d = htmlPage(
      `<html><body><h1>Youngsters becoming more fitness-conscious</h1><h2></h2><div class="info"><span class="info_l">
          By Wang Xiaoyu |
          China Daily |
          Updated: 2024-05-13 09:08
        </span><span class="info_r"><a href="https://www.facebook.com/sharer.php"><img alt="facebook"></a></span></div><p>For centuries, the concept of yangsheng has mainly been popular among retirees.</p></body></html>`,
      'https://www.chinadaily.com.cn/a/202405/13/WS664167f4a31082fc043c6af7.html',
    );
    expect(names(d)).toEqual([['Wang', 'Xiaoyu']]);
  });

  it('…not a line of more than eighty letters, its layout’s spaces apart', () => {
    const d = htmlPage(
      `<html><body><h1>Headline</h1><div class="info"><span>By the staff of the morning desk, who asked readers what they thought of it | Updated: 2024-05-13</span></div><p>Text.</p></body></html>`,
    );
    expect(names(d)).toEqual([]);
  });
});

describe('a Chinese agency’s reporters in a paragraph of their own', () => {
  const story = (credit: string) =>
    htmlPage(
      `<html><head><title>前4个月我国外贸向好态势进一步巩固</title></head><body><h1>积极因素不断增多</h1><article><p>新华社北京5月9日电 题：积极因素不断增多</p><p>${credit}</p><p>9日，海关总署发布最新数据。</p></article></body></html>`,
      'https://www.toutiao.com/article/7367007067191640576/',
    );

  it('with no space after “记者”: “新华社记者邹多为、唐诗凝、丁乐”', () => {
    expect(names(story('新华社记者邹多为、唐诗凝、丁乐'))).toEqual([
      ['多为', '邹'],
      ['诗凝', '唐'],
      ['乐', '丁'],
    ]);
  });

  it('the agency that leads the credit employs them where another site carries its story', () => {
    expect(people(story('新华社记者邹多为')).map((p) => p[2])).toEqual(['新华社']);
  });

  it('…but on the agency’s own site, its name in the title, the publisher’s name stands for it', () => {
    const d = htmlPage(
      `<html><head><title>积极因素不断增多-新华社</title><meta property="og:site_name" content="新华网"></head><body><h1>积极因素不断增多</h1><article><p>新华社记者邹多为</p><p>9日，海关总署发布最新数据。</p></article></body></html>`,
      'http://www.news.cn/politics/20240509/c.html',
    );
    expect(people(d)).toEqual([['多为', '邹', '新华网']]);
  });

  it('a newsroom of two names and the source after the reporter: “中青报·中青网记者 魏其濛 来源：中国青年报”', () => {
    expect(names(story('\u3000\u3000中青报·中青网记者 魏其濛 来源：中国青年报'))).toEqual([['其濛', '魏']]);
  });

  it('…not a sentence about a press conference, nor what the reporter learned: “记者会上发言人表示”, “新华社记者获悉”', () => {
    expect(names(story('记者会上发言人表示'))).toEqual([]);
    expect(names(story('新华社记者获悉'))).toEqual([]);
  });
});

describe('a Korean agency’s dateline', () => {
  const story = (lead: string) =>
    htmlPage(
      `<html><head><title>"강형욱, 안락사 얘기에 견주 오열하는데 노래 부르더라"</title></head><body><h3>"강형욱, 안락사 얘기에"</h3><section><p><br> ${lead} 강형욱 훈련사가 자신이 대표로 있는 회사에서 직원들에게 갑질을 했다는 폭로가 나왔다.</p><p>현재 강형욱 측은 입장을 밝히지 않은 상황이다.</p></section></body></html>`,
      'https://v.daum.net/v/20240522083744972',
    );

  it('“[서울=뉴시스]김수아 인턴 기자 =”: the reporter, and the agency is her employer, not the portal', () => {
    expect(people(story('[서울=뉴시스]김수아 인턴 기자 ='))).toEqual([['수아', '김', '뉴시스']]);
  });

  it('two reporters in brackets’ other form: “(서울=연합뉴스) 홍길동 김철수 기자 =”', () => {
    expect(names(story('(서울=연합뉴스) 홍길동 김철수 기자 ='))).toEqual([
      ['길동', '홍'],
      ['철수', '김'],
    ]);
  });

  it('…not a dateline that names no reporter, nor a desk: “[서울=뉴시스] 기자회견에서 =”, “[서울=뉴시스]정치부 기자 =”', () => {
    expect(names(story('[서울=뉴시스] 기자회견에서 ='))).toEqual([]);
    expect(names(story('[서울=뉴시스]정치부 기자 ='))).toEqual([]);
  });
});

describe('a video’s credits, a paragraph each', () => {
  const page = (credits: string) =>
    htmlPage(
      `<html><body><main><h1>Last hominin standing</h1><p>This video from the American Museum of Natural History tracks scientists’ current best guess at a timeline of hominin species.</p>${credits}</main></body></html>`,
      'https://aeon.co/videos/last-hominin-standing',
    );

  it('two or more in a row, each a label and a name: every name, and no site', () => {
    const d = page(
      '<p>Executive producer: Vivian Trakinski</p><p>Writer and Producer: Laura Moustakerski</p><p>Animator: Shay Krasinski</p><p>Website: <a href="https://www.amnh.org/">American Museum of Natural History</a></p>',
    );
    expect(names(d)).toEqual([
      ['Vivian', 'Trakinski'],
      ['Laura', 'Moustakerski'],
      ['Shay', 'Krasinski'],
    ]);
  });

  it('…nor a paper’s contributions by its authors’ initials, whom its byline names in full', () => {
    const d = page(
      '<p>Statistical expertise: M.L. Anderson, C. Dobkin, D. Gorry.</p><p>Obtaining of funding: C. Dobkin.</p>',
    );
    expect(names(d)).toEqual([]);
  });

  it('…not one alone, a caption’s credit (“Photo: Jane Roe”) beside paragraphs of text', () => {
    expect(names(page('<p>Photo: Jane Roe</p><p>More from the museum next week.</p>'))).toEqual([]);
  });
});

describe('the second slice’s forms', () => {
  it('a writer’s address in JSON-LD at a free mail provider says nothing of where she works', () => {
    const d = htmlPage(
      `<html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"Come pulire il camoscio","author":{"@type":"Person","name":"Giulia Sbaffi","email":"giulia.sbaffi89@gmail.com","jobTitle":"Web Content Editor"}}</script></head><body><h1>Come pulire il camoscio</h1><p>Scarpe, giacche e altri tessuti in camoscio.</p></body></html>`,
      'https://dilei.it/come-fare/come-pulire-camoscio-beige-senza-rovinarlo/1390461/',
    );
    expect(findPeople(d).map((p) => [p.firstName, p.lastName, p.domain])).toEqual([
      ['Giulia', 'Sbaffi', 'dilei.it'],
    ]);
  });

  it('“Felipe Pereira e Do UOL, em Porto Alegre”: the writer, and “from” the site is the site’s credit, no name', () => {
    const d = htmlPage(
      `<html><head><meta property="og:site_name" content="UOL"></head><body><h1>Repórter no RS</h1><div class="solar-author-names"><a class="solar-author-name" href="https://tab.uol.com.br/autor/felipe-pereira/">Felipe Pereira</a> e <span class="solar-author-name">Do UOL, em Porto Alegre</span></div><p>A delicadeza da flor tem tanta força que virou poesia.</p></body></html>`,
      'https://noticias.uol.com.br/cotidiano/ultimas-noticias/2024/05/12/reporter-no-rs.htm',
    );
    expect(names(d)).toEqual([['Felipe', 'Pereira']]);
  });

  const cn = (foot: string) =>
    htmlPage(
      `<html><head><title>巴以冲突，困住中国外贸人_凤凰网</title></head><body><h1>巴以冲突，困住中国外贸人</h1><div class="main"><p>红海危机产生的动荡，正一波一波来到我们的身边。</p>${foot}</div></body></html>`,
      'https://news.ifeng.com/c/8Wda7wwUnuC',
    );

  it('a portal’s editor with a staff code after the name: “责任编辑：支全明 SF099”, “[责任编辑：杜智 PX209]”, “责任编辑：李曦_NN2587”', () => {
    expect(names(cn('<p class="article-editor">责任编辑：支全明 SF099</p>'))).toEqual([['全明', '支']]);
    expect(names(cn('<p>[责任编辑：杜智 PX209]</p>'))).toEqual([['智', '杜']]);
    expect(names(cn('<p>责任编辑：李曦_NN2587</p>'))).toEqual([['曦', '李']]);
  });

  it('a label and names apart by a space, and two credits on a line apart by a bar: “作者 王之言 高孜然”, “编辑 周褶褶 ｜ 排版 魏蔚”', () => {
    expect(
      names(
        cn(
          '<p>作者 <strong>王之言 高孜然</strong></p><p>编辑 <strong>周褶褶 </strong>｜<strong> </strong>排版<strong> 魏蔚</strong></p>',
        ),
      ),
    ).toEqual([
      ['之言', '王'],
      ['孜然', '高'],
      ['褶褶', '周'],
      ['蔚', '魏'],
    ]);
  });

  it('…but apart by a space, a word that no family name leads is no name: “作者 其他 文章”', () => {
    expect(names(cn('<p>作者 其他 文章</p>'))).toEqual([]);
  });

  it('an ad in a box its class calls an author’s is no byline: “<span class="ad-author">2024新版传世广告</span>”', () => {
    const d = htmlPage(
      `<html><head><title>汽车品牌直播拍到女主播裙底_腾讯新闻</title></head><body><h1>汽车品牌直播</h1><div class="article-author">环球时报新媒体</div><p>近日，捷途汽车一门店直播时出现不雅画面。</p><div class="author-list-theme article-author-list"><div>扫一扫查看详情</div><div>00:32</div><div>复古传世：装备靠打，爆率超高！</div><span class="ad-author">2024新版传世广告</span><div>了解详情</div></div></body></html>`,
      'https://new.qq.com/rain/a/20240518A060RN00',
    );
    expect(names(d)).toEqual([]);
  });

  it('a closing bio in italics on a page with no article box: “Mitchell Blatt is a columnist with China.org.cn.”', () => {
    const d = htmlPage(
      `<html><body><div id="content"><p>Multiple schools in the United States have been subject to school shooting hoaxes.</p><p>Fake school shootings have real effects.</p><p>America's twin passions are hence united in a truly depraved trend.</p><p><em>Mitchell Blatt is a columnist with China.org.cn. For more information please visit:</em></p><p><a href="http://www.china.org.cn/opinion/MitchellBlatt.htm">http://www.china.org.cn/opinion/MitchellBlatt.htm</a></p></div></body></html>`,
      'http://www.china.org.cn/opinion/2022-10/21/content_78478030.htm',
    );
    expect(people(d)).toEqual([['Mitchell', 'Blatt', 'China.org.cn']]);
  });
});

describe('the third slice’s forms', () => {
  it('a paper’s name in a byline’s place is no one: “经济日报”, “新京报”', () => {
    const d = htmlPage(
      `<html><head><title>经济日报评论员：再驳“中国新能源产能过剩论”_腾讯新闻</title></head><body><h1>再驳“中国新能源产能过剩论”</h1><div class="article-author">经济日报</div><p class="author">新京报</p><p>在刚刚落幕的第135届中国进出口商品交易会上，以电动载人汽车为代表的新能源产品备受瞩目。</p></body></html>`,
      'https://new.qq.com/rain/a/20240513A00GCM00',
    );
    expect(names(d)).toEqual([]);
  });

  it('a paper that says it is a daily, a weekly or a newspaper is no one, as its data’s author too: “日刊現代”', () => {
    const d = (author: string) =>
      htmlPage(
        `<html><head><title>平家物語の夕べ｜日刊ゲンダイDIGITAL</title><script type="application/ld+json">{"@type":"NewsArticle","headline":"平家物語の夕べ","author":{"@type":"Person","name":"${author}"},"publisher":{"@type":"Organization","name":"日刊現代"}}</script></head><body><h1>平家物語の夕べ</h1><p>2月1日(土)に『第31回 平家物語の夕べ』が開催される。</p></body></html>`,
        'https://www.nikkan-gendai.com/articles/view/life/366980',
      );
    expect(names(d('日刊現代'))).toEqual([]);
    expect(names(d('週刊文春'))).toEqual([]);
    expect(names(d('朝日新聞'))).toEqual([]);
    expect(names(d('松村太郎'))).toEqual([['太郎', '松村']]);
  });

  it('the word before a byline’s date is no one: “更新于2019年2月18日” (a paper’s Chinese edition)', () => {
    const d = (when: string) =>
      htmlPage(
        `<html><head><title>英国认为华为风险可控 - FT中文网</title></head><body><div class="story-container"><h1 class="story-headline">英国认为华为风险可控</h1><div class="story-byline"><span class="story-time">${when}2019年2月18日 07:17</span><span class="story-author"> 英国《金融时报》 <a href="/search/x/relative_byline">迪米</a> 华盛顿 </span></div><div class="story-body"><p>英国官员认为，可以控制在本国5G网络中使用华为设备的风险。</p></div></div></body></html>`,
        'http://www.ftchinese.com/story/001081500',
      );
    for (const when of ['更新于', '发布于', '發表於', '创建于']) expect(names(d(when)), when).toEqual([]);
  });

  const paper = (lead: string) =>
    htmlPage(
      `<html><head><title>5月LPR报价出炉-财经网</title></head><body><h1>5月LPR报价出炉</h1><article><p>${lead}5月20日，中国人民银行授权全国银行间同业拆借中心公布贷款市场报价利率。</p><p>业内人士表示，这符合市场预期。</p></article></body></html>`,
      'http://economy.caijing.com.cn/20240520/5012641.shtml',
    );

  it('a paper’s news before its reporters’ credit is their employer where another site carries it: “北京商报讯（记者 岳品瑜 董晗萱）”', () => {
    expect(people(paper('北京商报讯（记者 岳品瑜 董晗萱）'))).toEqual([
      ['品瑜', '岳', '北京商报'],
      ['晗萱', '董', '北京商报'],
    ]);
  });

  it('…not “本报讯” nor “本站讯”, the site’s own paper or the site: the publisher’s name stands for it', () => {
    expect(people(paper('本报讯（记者 岳品瑜）'))).toEqual([['品瑜', '岳', '财经网']]);
    expect(people(paper('本站讯（记者 岳品瑜）'))).toEqual([['品瑜', '岳', '财经网']]);
  });
});

describe('the fourth slice’s forms', () => {
  it('a consent manager’s list of browsers in bold, a line each, is no list of people', () => {
    const d = htmlPage(
      `<html><body><h1>Story</h1><p>Text of the story.</p><div id="onetrust-pc-sdk" class="otPcCenter"><div><p>Browser Controls: please click on any of the below browser links for instructions:</p><p><b><a href="https://support.google.com/chrome/answer/95647">Google Chrome </a></b> <br><b><a href="https://support.apple.com/en-gb/HT201265">Apple Safari </a></b> <br><b><a href="https://support.mozilla.org/en-US/kb/cookies">Mozila Firefox</a></b> <br><b><a href="https://support.microsoft.com/en-us/help/17442">Microsoft Explorer</a></b> <br></p></div></div></body></html>`,
      'https://www.nbcnews.com/science/story',
    );
    expect(names(d)).toEqual([]);
  });

  it('a date’s weekday and morning between its numbers are no name: “2024年5月22日週三 上午8:21”', () => {
    const d = htmlPage(
      `<html><head><title>港股收市-雅虎財經</title></head><body><h1>港股收市</h1><div class="caas-content-byline-wrapper"><div class="caas-attr-item-author"><span>香港電台-財經</span></div><time>2024年5月22日週三 上午8:21</time></div><p>恒指收市跌。</p></body></html>`,
      'https://hk.finance.yahoo.com/news/story.html',
    );
    expect(names(d)).toEqual([]);
  });

  it('a wire credit names people the lists of given names lack: “(Reporting by Chayut Setboonsarng and Panarat Thepgumpanat; Editing by Martin Petty)”', () => {
    const d = htmlPage(
      `<html><body><h1>Thailand to list cannabis as a narcotic</h1><article><p>BANGKOK (Reuters) - Thailand will relist cannabis as a narcotic by the end of the year.</p><p>(Reporting by Chayut Setboonsarng and Panarat Thepgumpanat; Editing by Martin Petty)</p></article></body></html>`,
      'https://www.aol.com/news/thailand-cannabis.html',
    );
    expect(names(d)).toContainEqual(['Panarat', 'Thepgumpanat']);
  });

  const paper = (
    box: string,
    line = '2024年05月10日06:58 | 来源：<a href="http://paper.people.com.cn/">人民网－人民日报</a>',
  ) =>
    htmlPage(
      `<html><head><title>在新时代中部地区崛起中争先出彩--财经--人民网</title></head><body><h1>在新时代中部地区崛起中争先出彩</h1><div class="author cf">${box}</div><div class="channel cf">${line}</div><p>河南着力培育新动能塑造新优势。</p></body></html>`,
      'http://finance.people.com.cn/n1/2024/0510/c1004-40232806.html',
    );

  it('a byline box that is only “本报记者” and names, a name of two set apart to the width of three: “本报记者  王乐文  方  敏”', () => {
    expect(names(paper('本报记者  王乐文  方  敏'))).toEqual([
      ['乐文', '王'],
      ['敏', '方'],
    ]);
  });

  it('…the paper the story line names as its source employs “本报” reporters', () => {
    expect(people(paper('本报记者  王乐文')).map((p) => p[2])).toEqual(['人民网－人民日报']);
  });

  it('an agency’s photo credit in a paragraph of its own: “新华社发（刘满仓摄）”', () => {
    const d = htmlPage(
      `<html><head><title>河北遵化：数字农机助春播-新华网</title></head><body><h1>河北遵化：数字农机助春播</h1><p>5月13日，在河北省遵化市东新庄镇一家庭农场，无人驾驶农机在播种玉米。</p><p>新华社发（刘满仓摄）</p></body></html>`,
      'http://www.he.news.cn/20240515/c.html',
    );
    expect(names(d)).toEqual([['满仓', '刘']]);
  });
});

describe('the fifth slice’s forms', () => {
  const line = (source: string, credit: string, more = '') =>
    htmlPage(
      `<html><head><title>短视频与大众文化生产_要闻_电影网_1905.com</title></head><body><h1 class="title">短视频与大众文化生产</h1><div class="pic-base clear"><span>时间：2024.05.11</span><span class="pic-source">${source}</span><span class="autor-name fr">${credit}</span>${more}</div><p>许多人未曾料到，短视频可以如此之短。</p></body></html>`,
      'https://www.1905.com/news/20240511/1674843.shtml',
    );

  it('the writer of a portal’s copy works for the paper its story line names beside the credit: “来源：光明日报 作者：南帆”', () => {
    expect(people(line('来源：光明日报', '作者：南帆'))).toEqual([['帆', '南', '光明日报']]);
  });

  it('…not for “来源：网络” (the web), which names no paper', () => {
    expect(people(line('来源：网络', '作者：南帆'))[0]![2]).not.toBe('网络');
  });

  it('…the writer’s only: an editor beside it works for the site (“来源：光明日报 责任编辑：南帆”)', () => {
    expect(people(line('来源：光明日报', '责任编辑：南帆'))[0]![2]).not.toBe('光明日报');
  });

  it('an editor who picked the story is credited: “选稿：曾炟”', () => {
    expect(names(line('来源:东方网', '作者：曹磊', '<span class="author">选稿：曾炟</span>'))).toEqual([
      ['磊', '曹'],
      ['炟', '曾'],
    ]);
  });

  it('a credits box around a link to the writer’s page is the story’s, not another story’s card', () => {
    const d = htmlPage(
      `<html><body><h1>Momen Jokowi Bersimpuh Sambil Makan Pisang</h1><div class="creditModal-body"><a href="http://indeks.kompas.com/profile/1941/Dian.Erika.Nugraheny">
            <div class="credit-author">
                <div class="credit-author-title">
                    <h6 class="credit-author-name">
                        Dian Erika Nugraheny                    </h6>
                    <h6 class="credit-author-position">Penulis</h6></div>
            </div>
        </a></div><p>JAKARTA, KOMPAS.com - Presiden Joko Widodo mencicipi pisang susu.</p></body></html>`,
      'https://nasional.kompas.com/read/2024/05/13/14045651/momen-jokowi',
    );
    expect(names(d)).toEqual([['Dian', 'Nugraheny']]);
  });

  it('a picture’s credit classed as an author’s names no writer: “<span class="photo__author">(Dok. Sekretariat Presiden)</span>”', () => {
    const d = htmlPage(
      `<html><body><h1>Momen Jokowi</h1><div class="photo"><img src="a.jpg"><div class="photo__caption">Presiden Joko Widodo di Pasar Laino Raha.<span class="photo__author author">(Dok. Sekretariat Presiden )</span></div></div><p>JAKARTA, KOMPAS.com - Presiden Joko Widodo mencicipi pisang susu.</p></body></html>`,
      'https://nasional.kompas.com/read/2024/05/13/14045651/momen-jokowi',
    );
    expect(names(d)).toEqual([]);
  });

  it('“Edited by” glued to the editor’s link names them: “<p>Edited by<a>Pam Weintraub</a></p>”', () => {
    const d = htmlPage(
      `<html><body><h1>After 3,000 years of science, the embryo is very different</h1><div><p>Edited by<a href="/users/pamweintraub">Pam Weintraub</a></p></div><p>Text of the essay.</p><p>More text of the essay.</p></body></html>`,
      'https://aeon.co/essays/after-3000-years-of-science-the-embryo-is-very-different',
    );
    expect(names(d)).toEqual([['Pam', 'Weintraub']]);
  });
});
