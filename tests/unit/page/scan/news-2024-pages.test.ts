// @vitest-environment happy-dom
// The forms of the thirty-third source (a content extractor's benchmark of 2024 news pages): a byline
// whose bars part the writer from the paper and the date, a template's indents around it; a Chinese
// agency's reporters in a paragraph of their own with no space after "记者"; a Korean agency's
// dateline; a video's credits, a paragraph each.
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
