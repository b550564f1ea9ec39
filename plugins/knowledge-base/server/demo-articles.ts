/** The demo seed's articles for Contoso. */
export const demoArticles = [
  {
    providerId: 'KB-0001',
    title: 'Resetting your password',
    summary: 'How to choose a new password when you forgot yours.',
    body: '<p>Open <a href="https://aka.ms/sspr" target="_blank">the password reset page</a> and follow the steps.</p><ol><li>Enter your work e-mail address.</li><li>Confirm with your phone.</li><li>Choose a new password.</li></ol>',
    category: 'Accounts',
    updatedAt: '2026-10-02',
  },
  {
    providerId: 'KB-0002',
    title: 'Connecting to the VPN',
    summary: 'Working from home with the company VPN.',
    body: '<p>Start the VPN client and sign in with your work account.</p><p><strong>Tip:</strong> connect before opening the file shares.</p>',
    category: 'Network',
    updatedAt: '2026-11-12',
  },
  {
    providerId: 'KB-0003',
    title: 'Reporting a phishing e-mail',
    summary: 'What to do with a suspicious message.',
    body: '<p>Do not click links in the message. Use the <em>Report</em> button in Outlook.</p>',
    category: 'Security',
    updatedAt: '2026-11-20',
  },
];
