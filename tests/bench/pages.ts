/** Generated pages for the content-script benchmarks (static HTML: no page script of their own). */
const FIRST = ['Jane', 'John', 'Maria', 'Peter', 'Sofie', 'Li', 'Omar', 'Ana', 'Tom', 'Eva'];
const LAST = ['Doe', 'Smith', 'Garcia', 'Gibbons', 'de Jong', 'Wei', 'Haddad', 'Silva', 'Berg', 'Novak'];

export function crmTable(rows: number): string {
  const out = [
    '<!doctype html><html><head><meta charset="utf-8"><title>CRM</title></head><body><h1>Contacts</h1><table><thead><tr>',
    '<th>First name</th><th>Last name</th><th>Company</th><th>Website</th><th>Email</th><th>Phone</th><th>Owner</th><th>Stage</th><th>City</th><th>Notes</th></tr></thead><tbody id="rows">',
  ];
  for (let i = 0; i < rows; i++) {
    const f = FIRST[i % 10]!;
    const l = LAST[(i * 7) % 10]!;
    const co = `company${i % 500}`;
    out.push(
      `<tr><td>${f}</td><td>${l}</td><td>Co ${i % 500}</td><td>${co}.com</td><td>${f.toLowerCase()}.${i}@${co}.com</td><td>+1 555 ${String(i).padStart(4, '0')}</td><td>Owner ${i % 7}</td><td>Lead</td><td>City ${i % 90}</td><td>Called on day ${i % 30}, v1.2.${i % 9}</td></tr>`,
    );
  }
  out.push('</tbody></table></body></html>');
  return out.join('\n');
}

export function webmailThread(messages: number): string {
  const out = ['<!doctype html><html><head><meta charset="utf-8"><title>Thread</title></head><body>'];
  for (let i = 0; i < messages; i++) {
    out.push(`<div class="message"><div class="header">From: Person ${i} &lt;person${i}@example${i % 20}.com&gt;<br>To: team@acme.com, cc${i}@partner.io</div>
<div class="body"><p>${'Thanks for the update on the renewal. '.repeat(6)}</p><p>--<br>Person ${i} | Sales | person${i}@example${i % 20}.com</p>
<blockquote>On a previous day, someone &lt;quoted${i}@acme.com&gt; wrote:<br>&gt; ${'earlier text '.repeat(10)}</blockquote></div></div>`);
  }
  out.push('</body></html>');
  return out.join('\n');
}

export function profile(): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Profile</title>
<script type="application/ld+json">{"@type":"Person","name":"José Álvarez","worksFor":{"@type":"Organization","name":"Acme","url":"https://acme.com"}}</script></head>
<body><h1>José Álvarez</h1><p class="headline">Head of Partnerships at Acme</p>${'<p>Experience and posts. </p>'.repeat(400)}<p>jose [at] acme [dot] com</p></body></html>`;
}

/** 500 rows a page script appends at the top of the table. */
export function appendRowsScript(n: number): string {
  return `(() => { const body = document.getElementById('rows'); const frag = document.createDocumentFragment();
    for (let i = 0; i < ${n}; i++) { const tr = document.createElement('tr');
      for (const t of ['New', 'Row' + i, 'Co', 'added.com', 'added' + i + '@added.com']) { const td = document.createElement('td'); td.textContent = t; tr.append(td); }
      frag.append(tr); }
    const t0 = performance.now(); body.prepend(frag); return t0; })()`;
}
