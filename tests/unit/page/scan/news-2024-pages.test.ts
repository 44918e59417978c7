// @vitest-environment happy-dom
// The forms of the thirty-third source (a content extractor's benchmark of 2024 news pages): a byline
// whose bars part the writer from the paper and the date, a template's indents around it; a Chinese
// agency's reporters in a paragraph of their own with no space after "记者"; a Korean agency's
// dateline; a video's credits, a paragraph each. And of its second slice: a free mail address in
// JSON-LD, a Portuguese byline's "Do UOL", Chinese portals' editors' credits, a closing bio in italics.
// And of its third: a paper's name in a byline's place, a paper's news before its reporters' credit.
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
