// @vitest-environment happy-dom
/**
 * Rules written on the trafilatura evaluation set's fourth and fifth slices of development pages: a
 * byline in a small heading; a byline hyphenated for print with soft hyphens inside its own wrappers;
 * a pull quote's speaker classed as its author; a gallery's pictures, each captioned and credited;
 * the site's name among its data's parts; writers apart by a slash; the writer's other stories ("Mehr
 * von"); the site's name as its data's author; a byline after a site menu of hundreds of items; a
 * signature before the text's notes; a Spanish masthead's jobs; a contact block's name between the
 * organisation and the phone; a list item's byline beside an icon, after a navigation's menus; a
 * Chinese story's writer credit, a reporter. And on the last slice's: a company's legal form ends no
 * name; a block's end ends a byline's line; "Autoren" and names; a contact block for investors; an
 * author tag in quotes; a contact heading is no name; a content management system's "created by" line.
 */
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
import { siteOf } from '../../../../page/scan/people/site';
import { personName } from '../../../../page/scan/people/names';
import { linedText } from '../../../../page/scan/people/words';
import { htmlPage } from './fixtures';

const names = (d: Document) => findPeople(d).map((p) => `${p.firstName} ${p.lastName}`);
const site = '<head><meta property="og:site_name" content="Energie Magazin"></head>';
const story = (lead: string, more = '') =>
  htmlPage(
    `${site}<body><article><h1>Entlastungen auf einen Blick</h1>${lead}<p>Energieverbraucher erhalten eine Preiserhöhung nach der nächsten, und die Politik kündigt Hilfen an.</p>${more}</article></body>`,
    'https://www.energie-magazin.de/preise/18725',
  );

describe('a byline alone', () => {
  it('in a small heading, in italics', () => {
    expect(names(story('<h5><em>Von Leonora Holling</em></h5>'))).toEqual(['Leonora Holling']);
  });

  it('but a small heading that is a phrase names no one', () => {
    expect(names(story('<h5><em>Von Kopf bis Fuß</em></h5>'))).toEqual([]);
    expect(names(story('<h6>Von Preisen und Rechten</h6>'))).toEqual([]);
  });

  it('hyphenated for print, in bold in a coloured span', () => {
    const d = story(
      '<p><span style="color: #d59b94;"><strong>Von Mat\u00adthi\u00adas Lauerer</strong></span></p>',
    );
    expect(names(d)).toEqual(['Matthias Lauerer']);
  });
});

describe('a pull quote’s speaker', () => {
  const quote = (cls: string) =>
    `<div class="${cls}"><em>"Tenemos hambre no por falta de alimentos, sino por falta de dinero"</em><span class="author"><strong>Rodrigo Castañeda</strong></span><span class="status">Representante de la FAO en República Dominicana</span></div>`;
  const byline =
    '<div class="byline"><address class="author"><a rel="author" href="/autor/graciela-cuevas/2338">Graciela Cuevas</a></address></div>';

  it('classed as its author is no byline', () => {
    expect(names(story(byline, quote('mb-5 component cita')))).toEqual(['Graciela Cuevas']);
    expect(names(story(byline, quote('pullquote')))).toEqual(['Graciela Cuevas']);
    expect(names(story(byline, `<blockquote>${quote('x')}</blockquote>`))).toEqual(['Graciela Cuevas']);
  });

  it('while the writer’s box is read as before', () => {
    expect(names(story(byline, quote('author-box')))).toEqual(['Graciela Cuevas', 'Rodrigo Castañeda']);
  });
});

describe('a gallery’s pictures', () => {
  it('each captioned and credited, name no one', () => {
    const item = (file: string, caption: string, credit: string) =>
      `<div class="owl-item"><li><figure><a href="/files/gallery/${file}.jpg" class="lightbox"><img src="${file}.jpg" alt="${caption}"></a><figcaption>${caption} <span class="copy">© ${credit}</span></figcaption></figure></li></div>`;
    const d = story(
      `<div class="owl-stage">${item('a', 'Luftaufnahme Baltic1', 'EnBW')}${item('b', 'Übersicht Offshore-Windparks Deutschland', 'Stiftung OFFSHORE-WINDENERGIE')}${item('c', 'Jacket Meerwind Süd', 'WindMW GmbH')}</div>`,
    );
    expect(names(d)).toEqual([]);
  });
});

describe('the site’s name', () => {
  const head = (site: string, title: string) =>
    `<head><title>${title}</title><meta property="og:site_name" content="${site}"></head>`;

  it('is the part of its data’s name the title ends with', () => {
    const d = htmlPage(
      `${head('Noticias de El Salvador - La Prensa Gráfica | Informate con la verdad', 'Fiscal pide más | La Prensa Gráfica')}<body><p>x</p></body>`,
      'https://www.laprensagrafica.com/elsalvador/fiscal.html',
    );
    expect(siteOf(d).name).toBe('La Prensa Gráfica');
  });

  it('but the first part when the title ends with all of it', () => {
    const d = htmlPage(
      `${head('Mady Morrison - Yoga Lifestyle', 'Energy Rising - Mady Morrison - Yoga Lifestyle')}<body><p>x</p></body>`,
      'https://www.madymorrison.com/yoga/energy-rising',
    );
    expect(siteOf(d).name).toBe('Mady Morrison');
  });

  it('in a byline’s data as a person’s is no one', () => {
    const d = htmlPage(
      `<head><title>Tribunal confirma la condena</title><meta property="og:site_name" content="ultimahora.com"><script type="application/ld+json">{"@type":"NewsArticle","author":{"@type":"Person","name":"Ultima Hora"}}</script></head><body><article><h1>Tribunal confirma la condena</h1><p>El tribunal confirmó la condena.</p></article></body>`,
      'https://www.ultimahora.com/tribunal-confirma-la-condena-n2999.html',
    );
    expect(names(d)).toEqual([]);
  });
});

describe('a byline’s writers', () => {
  it('apart by a slash are all its writers, each a name', () => {
    const d = story('<p class="author">Laura Jordán / Javier Urbina</p>');
    expect(names(d)).toEqual(['Laura Jordán', 'Javier Urbina']);
    expect(names(story('<p class="author">Laura Jordán / Reuters</p>'))).toEqual(['Laura Jordán']);
  });

  it('after “Mehr von”, the writer’s other stories, is the writer alone', () => {
    const d = story(
      '',
      '<div class="author_box"><div class="author_box_inner"><div class="author_image_new"></div> <span class="von">Mehr von</span><a href="/news/author/nike/" title="Beiträge von Nike Jane" rel="author">Nike Jane</a></div></div>',
    );
    expect(names(d)).toEqual(['Nike Jane']);
  });

  it('labelled in a side box after a site menu of hundreds of items', () => {
    const menu = `<header><ul>${'<li><a href="/s">Sektion</a></li>'.repeat(400)}</ul></header>`;
    const box =
      '<div class="sidebar"><h6>NEWS INFO</h6><ul><li><div>Datum</div><div>31.01.2022</div></li><li><div>Autor</div><div>Peter Middel</div></li></ul></div>';
    const d = htmlPage(
      `${site}<body>${menu}<article><h1>Joana fliegt über 1,78 Meter</h1><p>Hoch hinaus ging es am Sonntag.</p></article>${box}</body>`,
      'https://www.flvw.de/news/detail/joana/',
    );
    expect(names(d)).toEqual(['Peter Middel']);
  });
});

describe('a closing signature', () => {
  it('before the text’s notes is the writer’s', () => {
    const d = htmlPage(
      `<head><title>Les Français travaillent-ils trop peu ?</title></head><body><div><p>Cela fait partie du discours ambiant : les Français travailleraient trop peu.</p><p>Il vaudrait mieux être plus nombreux en emploi, et travailler plus longtemps.</p><p align="right"><em><font size="2">Denis Clerc</font></em></p><p>(1) Ces chiffres sont collectés par l’OCDE et Eurostat.</p></div></body>`,
      'https://www.alternatives-economiques.fr/site/hs72_003_35heures.html',
    );
    expect(names(d)).toEqual(['Denis Clerc']);
  });

  it('before the writer’s contact lines is the writer’s, their address giving the domain', () => {
    const d = htmlPage(
      `<head><title>State loan keeps a troubled house open</title></head><body><div><p>State officials issued a loan to prevent the foreclosure of a home.</p><p>Neighbors say the house has been a problem for years.</p><p>The homeowner has been put on notice.</p><p>&#xA0;</p><p>Brad Schmidt</p><p><a href="mailto:bschmidt@oregonian.com">bschmidt@oregonian.com</a></p><p>503-294-7628</p><p>@_brad_schmidt</p></div></body>`,
      'https://www.oregonlive.example/politics/2017/03/loan.html',
    );
    const found = findPeople(d);
    expect(found.map((p) => [p.firstName, p.lastName, p.domain])).toEqual([
      ['Brad', 'Schmidt', 'oregonian.com'],
    ]);
  });

  it('a story’s last line that says more than a contact is no signature', () => {
    const d = htmlPage(
      `<head><title>State loan keeps a troubled house open</title></head><body><div><p>State officials issued a loan to prevent the foreclosure of a home.</p><p>Neighbors say the house has been a problem for years.</p><p>Brad Schmidt</p><p>Call 503-294-7628 to tell the city what you saw.</p></div></body>`,
      'https://www.oregonlive.example/politics/2017/03/loan.html',
    );
    expect(names(d)).toEqual([]);
  });
});

describe('a Spanish masthead', () => {
  const masthead = (lines: string[]) =>
    htmlPage(
      `<head><title>Logran evacuar a otros 50 civiles | Diario Oficial El Peruano</title></head><body><footer><ul>${lines.map((l) => `<li>${l}</li>`).join('')}</ul></footer></body>`,
      'https://elperuano.pe/noticia/1',
    );

  it('names the publisher’s heads by their jobs', () => {
    const d = masthead([
      'Presidente de Directorio: Hugo David Aguirre Castañeda',
      'Gerente General: Carlos Alonso Vásquez Lazo',
      'Director(e): Félix Alberto Paz Quiroz',
    ]);
    expect(names(d)).toEqual(['Hugo Castañeda', 'Carlos Lazo', 'Félix Quiroz']);
  });

  it('but a film’s director is no masthead’s', () => {
    expect(names(masthead(['Director: Christopher Nolan', 'Guion: Jonathan Nolan']))).toEqual([]);
  });
});

describe('a contact block', () => {
  const block = (lines: string) =>
    htmlPage(
      `<head><title>Blockhaus 3 | Müritzurlauber</title></head><body><main><h1>Blockhaus 3</h1><p>Das helle Blockhaus hat 63 m².</p></main><aside><p>${lines}</p></aside></body>`,
      'http://www.mueritzurlauber.de/blockhaus-3/',
    );

  it('names the one between the organisation and the phone, whoever’s the address', () => {
    const d = block(
      'Müritzurlauber<br>Danilo Duckhorn<br>Tel.: <span><span>039931 51438<br>Mail: <a href="mailto:info@mueritzurlauber.de">info@mueritzurlauber.de</a></span></span>',
    );
    expect(findPeople(d).map((p) => `${p.firstName} ${p.lastName}|${p.company}`)).toEqual([
      'Danilo Duckhorn|Müritzurlauber',
    ]);
  });

  it('but not a name over a street', () => {
    const d = block(
      'Müritzurlauber<br>Danilo Duckhorn<br>Seestraße 4<br>Mail: <a href="mailto:info@mueritzurlauber.de">info@mueritzurlauber.de</a>',
    );
    expect(names(d)).toEqual([]);
  });
});

describe('a list item’s byline', () => {
  it('beside an icon, after a navigation’s hundreds of items', () => {
    const nav = `<nav><ul>${'<li><a href="/s">Heizung</a></li>'.repeat(400)}</ul></nav>`;
    const d = htmlPage(
      `${site}<body>${nav}<main><h1>Eignet sich eine Wärmepumpe im Altbau?</h1><ul class="meta"><li><hde-e-icon icon-id="user"></hde-e-icon><span class="label">von Alexander Rosenkranz</span></li><li>09.03.2022</li></ul><p>Wärmepumpen heizen mit der Energie der Umwelt.</p></main></body>`,
      'https://www.heizung.de/ratgeber/waermepumpe-altbau.html',
    );
    expect(names(d)).toEqual(['Alexander Rosenkranz']);
  });
});

describe('a Chinese story’s writer credit', () => {
  it('names the reporter after the label, as the editor’s names the editor', () => {
    const d = htmlPage(
      '<head><title>话剧《约定无期限》河北各市巡演结束</title></head><body><p>演出结束后，现场气氛达到高潮。</p><table><tr><td><font>作者： 记者王敬照 </font></td><td><font>编辑： 王华军 </font></td></tr></table></body>',
      'http://www.he.xinhuanet.com/news/2012-06/04/content_25340717.htm',
    );
    expect(names(d).sort()).toEqual(['敬照 王', '华军 王'].sort());
  });
});

describe('the last slice’s shapes', () => {
  it('a company’s legal form ends no name, as written; a contact block under it names its person', () => {
    expect(personName('Nordex SE')).toBeNull();
    expect(personName('Acme GmbH')).toBeNull();
    expect(personName('Se Ri Pak')).toBe('Se Ri Pak');
    const d = htmlPage(
      `${site}<body><article><h1>IWES und Nordex intensivieren Zusammenarbeit</h1><p>Hamburg - Die Nordex Group und das IWES arbeiten zusammen.</p><p>Pressekontakt:<br>Nordex SE<br>Felix Losada<br>Tel: +49 40 30030-1000<br>E-Mail: flosada@nordex-online.com</p><p>Kontakt Investoren:<br>Nordex SE<br>Felix Zander<br>Tel: +49 40 30030-1000<br>E-Mail: fzander@nordex-online.com</p></article></body>`,
      'https://www.iwrpressedienst.de/pm-7663',
    );
    expect(
      findPeople(d)
        .map((p) => `${p.firstName} ${p.lastName}|${p.company}`)
        .sort(),
    ).toEqual(['Felix Losada|Nordex SE', 'Felix Zander|Nordex SE']);
  });

  it('a block’s end ends a line, so a teaser’s byline is not its category', () => {
    const box = new DOMParser().parseFromString(
      '<div class="entry-autor"><h5><a href="/author/t/">Tadeusz Koczanowicz</a></h5> <a href="/category/polityka/">Polityka</a></div>',
      'text/html',
    ).body.firstElementChild!;
    expect(linedText(box)).toBe('Tadeusz Koczanowicz | Polityka');
  });

  it('“Autoren” and the names after it, a paragraph of its own', () => {
    expect(names(story('', '<p>Autoren Martina Weber und Jutta Klaukien</p>'))).toEqual([
      'Martina Weber',
      'Jutta Klaukien',
    ]);
  });

  it('an author tag in quotes names its writers', () => {
    const d = htmlPage(
      `<head><title>Trégua | Correio Braziliense</title><meta name="author" content="'Luana Patriolino, Raphael Felice'"></head><body><article><h1>Trégua</h1><p>O presidente do Senado se reuniu.</p></article></body>`,
      'https://www.correiobraziliense.com.br/politica/2022/05/5005250.html',
    );
    expect(names(d)).toEqual(['Luana Patriolino', 'Raphael Felice']);
  });

  it('a contact heading is no name, whatever the address spells', () => {
    const d = htmlPage(
      `${site}<body><article><h1>Sperrfristende</h1><p>Am 01. Februar endet die Sperrfrist.</p></article><aside><p>Kontakt Düngebehörde<br>Hotline: 0441-801-750<br><a href="mailto:duengebehoerde@lwk-niedersachsen.de">duengebehoerde@lwk-niedersachsen.de</a></p></aside></body>`,
      'https://www.duengebehoerde-niedersachsen.de/news/1',
    );
    expect(names(d)).toEqual([]);
  });

  it('a content management system’s “created by” line names the writer', () => {
    const d = story(
      '<dl class="article-info"><dt class="article-info-term">Detalles</dt><dd class="published">Publicado: Jueves, 21 Abril 2022</dd><dd class="createdby">Escrito por Jose Pablo Segura Vargas</dd></dl>',
    );
    expect(names(d)).toEqual(['Jose Vargas']);
  });
});
