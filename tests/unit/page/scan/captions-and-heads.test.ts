// @vitest-environment happy-dom
/**
 * Rules written on the trafilatura evaluation set's fourth slice of development pages: a byline in a
 * small heading; a byline hyphenated for print with soft hyphens inside its own wrappers; a pull
 * quote's speaker classed as its author; a gallery's pictures, each captioned and credited.
 */
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
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
