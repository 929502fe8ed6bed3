import { storageKeys, type LegalText } from '#client/features/legal/content/legal-document.ts';

/** The privacy policy in English (/privacy-policy). */
export const privacyEn: LegalText = (operator) => ({
  lang: 'en',
  title: 'Privacy Policy',
  version: 'Version: October 2025',
  intro:
    'This policy explains which personal data Matchpost processes when you visit the website, sign in and create posts for your club, why we do so, for how long, and which rights you have. It follows the Swiss Federal Act on Data Protection (FADP, revDSG) and, where it applies to you, the EU General Data Protection Regulation (GDPR).',
  contents: true,
  sections: [
    {
      id: 'controller',
      title: '1. Who is responsible',
      blocks: [
        'The controller responsible for processing your data is:',
        { operator: true },
        `For every question about your data, and to exercise your rights, write to ${operator.email}. We do not have a data protection officer; the operator answers these requests personally.`,
      ],
    },
    {
      id: 'data',
      title: '2. The data we store and why',
      blocks: [
        'We only store what Matchpost needs to work for you:',
        {
          list: [
            'Account: your e-mail address, to send you sign-in links and messages about your account and subscription.',
            'Profile: your first and last name and your Instagram user name, if you enter them, and whether the studio should remember your last sport, club and team.',
            'Team slots: the sport, club and team you save, with the dates they were created and last changed (the plan limits how often a slot may change).',
            'Templates: the name, format, number of games and the design of the templates you build.',
            'Logos and background images: the files you upload, their names, types and generated thumbnails.',
            'Sessions and second factors: a session record (with the IP address and browser it started from) for as long as you stay signed in, and the second factors you set up: the name you gave them, for a phone factor the phone number, for an authenticator app its secret, for a passkey its public key.',
            'Club API keys: the key of a federation interface (such as VolleyManager) you store for your club, encrypted with AES-256-GCM; we only decrypt it to fetch your club’s games.',
            'Billing state: your plan, the billing interval, the subscription status and end date, and the customer and subscription references of our payment provider. We never see or store your card details.',
          ],
        },
        'We process this data to provide the service you signed up for (contract, Art. 6(1)(b) GDPR), to keep it secure and free of abuse (legitimate interest, Art. 6(1)(f) GDPR), and to meet our accounting duties (legal obligation, Art. 6(1)(c) GDPR).',
      ],
    },
    {
      id: 'sports-data',
      title: '3. Sports data from the federations',
      blocks: [
        'Games, results, clubs, teams and crests come from the public interfaces of the Swiss federations (Swiss Unihockey, Swiss Volley and the Swiss Handball Federation). Matchpost fetches them on your request and keeps them briefly in a cache. We send the federations only what a query needs (such as a club or team number) and, for clubs that require one, the stored club API key, never your e-mail address or name.',
        'Crests and other images of the federations are loaded through our server, so your browser does not contact third-party image servers directly.',
      ],
    },
    {
      id: 'retention',
      title: '4. How long we keep it',
      blocks: [
        {
          list: [
            'Your account data, profile, team slots, templates, logos, backgrounds, club API keys and second factors: until you delete your account.',
            'Sign-in links: valid for 10 minutes and deleted once used or replaced. Sessions end after 7 days without use or when you sign out.',
            'Counters that protect sign-in against abuse: at most 15 minutes.',
            'Server logs (time, address called, status, IP address and, for sign-in mails, the e-mail address): at most 30 days.',
            'Billing records that the law requires us to keep (invoices, payments): 10 years, as Swiss accounting law (Art. 958f CO) demands; they are held by our payment provider.',
          ],
        },
        'Deleting your account (Profile → Delete account) ends a running subscription with the payment provider, deletes every file you uploaded (logos, backgrounds and their thumbnails), and deletes your user record with everything attached to it: profile, team slots, templates, club API keys, sessions, second factors and pending sign-in links. This cannot be undone.',
      ],
    },
    {
      id: 'processors',
      title: '5. Processors',
      blocks: [
        'We work with carefully chosen providers who process data only on our behalf and under a data processing agreement:',
        {
          list: [
            'Hosting: the servers that run Matchpost and its database.',
            'File storage: an S3-compatible object storage for logos, backgrounds and thumbnails.',
            'E-mail: an e-mail (SMTP) provider that delivers sign-in links and account messages.',
            'Text messages: a provider that delivers one-time codes, only if you choose a phone number as second factor.',
            'Payment: Stripe Payments Europe, Ltd. (Dublin, Ireland) for paid plans. Stripe processes your payment details under its own privacy policy.',
          ],
        },
        'Where a provider processes data outside Switzerland or the EU/EEA (Stripe, for example, in the USA), the transfer is protected by the Swiss-US and EU-US Data Privacy Framework or by the standard contractual clauses recognised by the Swiss FDPIC and the EU Commission.',
      ],
    },
    {
      id: 'storage',
      title: '6. Cookies and local storage',
      blocks: [
        'Matchpost uses no tracking, no advertising cookies and no analytics. We set one cookie:',
        {
          list: [
            'matchpost.session_token: keeps you signed in. It is HttpOnly (scripts cannot read it), SameSite=Lax, sent over HTTPS only on a secure connection, and expires after 7 days without use or when you sign out.',
          ],
        },
        'The web app also keeps a few values in your browser’s local storage. They never leave your device:',
        {
          list: [
            `${storageKeys.theme}: your colour scheme (light, dark or system).`,
            `${storageKeys.language}: your interface language.`,
            `${storageKeys.plan} and ${storageKeys.interval}: the plan and billing interval you chose on the pricing section, until you continue to the subscription.`,
            `${storageKeys.signIn}: where to continue after you signed in.`,
            `${storageKeys.draft}: an unsaved template draft, so a reload does not lose your work; saving removes it.`,
            `${storageKeys.flash} (session storage): a one-time confirmation after an action that reloads the page, such as deleting your account.`,
          ],
        },
        'You can delete these values at any time in your browser settings; Matchpost then falls back to its defaults.',
      ],
    },
    {
      id: 'rights',
      title: '7. Your rights',
      blocks: [
        'Under the FADP you have the right to information about your data (Art. 25), to have incorrect data corrected (Art. 32), to have your data deleted, to object to processing, and to receive your data in a common electronic format (data portability, Art. 28).',
        'If the GDPR applies to you, you also have the rights of access (Art. 15), rectification (Art. 16), erasure (Art. 17), restriction (Art. 18), data portability (Art. 20) and objection (Art. 21), and you may withdraw a consent at any time with effect for the future.',
        `Most data you can see, change and delete yourself in your profile. For everything else, write to ${operator.email}; we answer within 30 days. You may also complain to a supervisory authority: in Switzerland the Federal Data Protection and Information Commissioner (FDPIC, www.edoeb.admin.ch), in the EU the authority of your country of residence.`,
      ],
    },
    {
      id: 'security',
      title: '8. Security',
      blocks: [
        'All connections are encrypted (HTTPS). Sign-in works without passwords, by one-time links; you can add a second factor. Club API keys are stored encrypted, files are only reachable through short-lived signed addresses, and access to the servers is limited to the operator.',
      ],
    },
    {
      id: 'age',
      title: '9. Minimum age',
      blocks: [
        'Matchpost is meant for people aged 18 and over. We do not knowingly process data of younger people; if you learn that this happened, tell us and we will delete it.',
      ],
    },
    {
      id: 'changes',
      title: '10. Changes to this policy',
      blocks: [
        'We adapt this policy when Matchpost or the law changes. We announce material changes at least 30 days before they take effect, by e-mail to signed-up users and on this page. The version date at the top shows which text applies.',
      ],
    },
  ],
});
