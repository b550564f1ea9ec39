/** Rich HTML for the demo html actions (the browser sanitizes it before it reaches the DOM). */
export const contosoWelcomeHtml = `
<h2>Welkom bij het servicecentrum van Contoso Zorg</h2>
<p>Hier vindt u uw rapportages, licenties en de status van onze dienstverlening.</p>
<table>
  <thead><tr><th>Dienst</th><th>Status</th><th>Beschikbaarheid (30 dagen)</th></tr></thead>
  <tbody>
    <tr><td>Werkplekbeheer</td><td>Operationeel</td><td>99,98%</td></tr>
    <tr><td>Microsoft 365</td><td>Operationeel</td><td>99,95%</td></tr>
    <tr><td>Back-up</td><td>Onderhoud gepland (za 02:00)</td><td>100%</td></tr>
  </tbody>
</table>
<h3>Snel naar</h3>
<ul>
  <li>Uw <strong>service overview</strong> onder Reports</li>
  <li>Uw <em>Office 365 licences</em></li>
  <li>De <a href="/demo/service-status" target="_blank" rel="noopener">actuele servicestatus</a></li>
</ul>`;

export const supportHtml = `
<h2>Contact support</h2>
<p>Our service desk is available on working days from 08:00 to 18:00 (CET).</p>
<table>
  <thead><tr><th>Priority</th><th>Response time</th><th>How to reach us</th></tr></thead>
  <tbody>
    <tr><td>P1 - outage</td><td>30 minutes</td><td>+31 20 123 4567 (24/7)</td></tr>
    <tr><td>P2 - degraded</td><td>4 hours</td><td>servicedesk@msp.example</td></tr>
    <tr><td>P3 - question</td><td>1 working day</td><td>The service request wizard</td></tr>
  </tbody>
</table>
<ol>
  <li>Note the name of the affected user or system.</li>
  <li>Describe what you expected and what happened.</li>
  <li>Attach a screenshot when you can.</li>
</ol>
<p>More answers in the <a href="https://www.example.com/knowledge-base" target="_blank" rel="noopener noreferrer">knowledge base</a>.</p>`;

export const fabrikamContactHtml = `
<h2>Contactgegevens</h2>
<p>Uw vaste contactpersoon is <strong>Sanne de Boer</strong> (accountmanager).</p>
<ul>
  <li>Telefoon: +31 10 765 4321</li>
  <li>E-mail: <a href="mailto:fabrikam@msp.example">fabrikam@msp.example</a></li>
</ul>`;

export const northwindWelcomeHtml = `
<h2>Welkom, Northwind Bouw</h2>
<p>Dit is uw <em>standaardactie</em>: de portal toont haar op de startpagina.</p>
<table>
  <thead><tr><th>Project</th><th>Werkplekken</th><th>Open meldingen</th></tr></thead>
  <tbody>
    <tr><td>Nieuwbouw Haven-Oost</td><td>42</td><td>3</td></tr>
    <tr><td>Renovatie Stadhuis</td><td>17</td><td>0</td></tr>
  </tbody>
</table>
<p>Bekijk ook het <a href="/demo/service-status" target="_blank" rel="noopener">statusoverzicht</a>.</p>`;
