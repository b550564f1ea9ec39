/** Rich HTML for the demo html actions, in Dutch and English (the browser sanitizes it before it reaches the DOM). */
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
  <li>Uw <strong>serviceoverzicht</strong> onder Rapportages</li>
  <li>Uw <em>Office 365 licenties</em></li>
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

export const contosoWelcomeHtmlEn = `
<h2>Welcome to the Contoso Zorg service centre</h2>
<p>Here you find your reports, licences and the status of our services.</p>
<table>
  <thead><tr><th>Service</th><th>Status</th><th>Availability (30 days)</th></tr></thead>
  <tbody>
    <tr><td>Workplace management</td><td>Operational</td><td>99.98%</td></tr>
    <tr><td>Microsoft 365</td><td>Operational</td><td>99.95%</td></tr>
    <tr><td>Backup</td><td>Maintenance planned (Sat 02:00)</td><td>100%</td></tr>
  </tbody>
</table>
<h3>Go straight to</h3>
<ul>
  <li>Your <strong>service overview</strong> under Reports</li>
  <li>Your <em>Office 365 licences</em></li>
  <li>The <a href="/demo/service-status" target="_blank" rel="noopener">current service status</a></li>
</ul>`;

export const supportHtmlNl = `
<h2>Contact met support</h2>
<p>Onze servicedesk is op werkdagen bereikbaar van 08:00 tot 18:00 (CET).</p>
<table>
  <thead><tr><th>Prioriteit</th><th>Reactietijd</th><th>Zo bereikt u ons</th></tr></thead>
  <tbody>
    <tr><td>P1 - storing</td><td>30 minuten</td><td>+31 20 123 4567 (24/7)</td></tr>
    <tr><td>P2 - verminderd</td><td>4 uur</td><td>servicedesk@msp.example</td></tr>
    <tr><td>P3 - vraag</td><td>1 werkdag</td><td>De wizard voor serviceverzoeken</td></tr>
  </tbody>
</table>
<ol>
  <li>Noteer de naam van de getroffen gebruiker of het systeem.</li>
  <li>Beschrijf wat u verwachtte en wat er gebeurde.</li>
  <li>Voeg een schermafbeelding toe als dat kan.</li>
</ol>
<p>Meer antwoorden in de <a href="https://www.example.com/knowledge-base" target="_blank" rel="noopener noreferrer">kennisbank</a>.</p>`;

export const fabrikamContactHtmlEn = `
<h2>Contact details</h2>
<p>Your regular contact is <strong>Sanne de Boer</strong> (account manager).</p>
<ul>
  <li>Phone: +31 10 765 4321</li>
  <li>E-mail: <a href="mailto:fabrikam@msp.example">fabrikam@msp.example</a></li>
</ul>`;

export const northwindWelcomeHtmlEn = `
<h2>Welcome, Northwind Bouw</h2>
<p>This is your <em>default action</em>: the portal shows it on the home page.</p>
<table>
  <thead><tr><th>Project</th><th>Workplaces</th><th>Open tickets</th></tr></thead>
  <tbody>
    <tr><td>New build Haven-Oost</td><td>42</td><td>3</td></tr>
    <tr><td>Renovation Town Hall</td><td>17</td><td>0</td></tr>
  </tbody>
</table>
<p>See also the <a href="/demo/service-status" target="_blank" rel="noopener">status overview</a>.</p>`;

/** The demo cards' stored data: English as `html`, Dutch as `htmlNl`. */
export const contosoWelcome = { html: contosoWelcomeHtmlEn, htmlNl: contosoWelcomeHtml };
export const support = { html: supportHtml, htmlNl: supportHtmlNl };
export const fabrikamContact = { html: fabrikamContactHtmlEn, htmlNl: fabrikamContactHtml };
export const northwindWelcome = { html: northwindWelcomeHtmlEn, htmlNl: northwindWelcomeHtml };
