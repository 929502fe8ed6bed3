import type { LegalText } from '#client/features/legal/content/legal-document.ts';

/** The terms and conditions in English (/terms-and-conditions). */
export const termsEn: LegalText = (operator) => ({
  lang: 'en',
  title: 'Terms and Conditions',
  version: 'Version: October 2025',
  intro: `These terms govern the use of Matchpost, a web studio that turns Swiss sports game data into social-media graphics, offered by ${operator.name}. By signing in you accept them.`,
  contents: true,
  sections: [
    {
      id: 'scope',
      title: '1. Scope and provider',
      blocks: [
        'These terms apply to every use of Matchpost, free or paid. The provider is:',
        { operator: true },
        'Terms of a club or user that differ from these do not apply unless we agree to them in writing.',
      ],
    },
    {
      id: 'service',
      title: '2. The service',
      blocks: [
        'Matchpost lets you pick a sport, club, team and up to three games, lay them out in a template, add a background and export the result as an image. Paid plans add your own templates, logos and a collection of backgrounds. What each plan includes is shown in the pricing section at the time you choose it.',
        'Game data comes from the Swiss federations. We show it as they publish it and cannot guarantee that it is complete, correct or available at all times.',
      ],
    },
    {
      id: 'account',
      title: '3. Account and minimum age',
      blocks: [
        'You must be at least 18 years old to use Matchpost. If you act for a club, you confirm that you may do so.',
        'You sign in with a link sent to your e-mail address. Keep access to that mailbox and any second factor safe; you are responsible for what happens in your account. Tell us at once if you suspect misuse.',
      ],
    },
    {
      id: 'plans',
      title: '4. Plans, prices and payment',
      blocks: [
        'Prices are in Swiss francs (CHF) and include VAT. Paid plans are billed in advance, monthly or yearly, through our payment provider Stripe, and renew for the same period unless cancelled.',
        'You can cancel at any time in your profile; the plan then runs until the end of the period already paid and is not renewed. Payments already made are not refunded, unless the law requires it. If a payment fails, we may move the account to the free plan; your templates and files stay, but only those your plan allows can be used.',
        'We may change prices for future periods. We tell you at least 30 days in advance; the new price applies from the next renewal, and you may cancel before then.',
      ],
    },
    {
      id: 'content',
      title: '5. Your content',
      blocks: [
        'Templates, logos, backgrounds and texts you add remain yours. You grant us the right to store, process and display them only as far as needed to run Matchpost for you.',
        'You confirm that you hold the rights to everything you upload, in particular to logos, photos and the likeness of the people shown, and that your posts break no law. We may remove content that clearly does.',
        'The names, results and crests of clubs and federations belong to their owners. Matchpost’s own content is licensed under CC BY-SA 4.0.',
      ],
    },
    {
      id: 'use',
      title: '6. Fair use',
      blocks: [
        'Use Matchpost only for its purpose. In particular you may not:',
        {
          list: [
            'try to access other people’s accounts or data, or get round plan limits;',
            'put a load on the service or the federations’ interfaces that goes beyond normal use, for example by automated mass queries;',
            'upload malicious files or content that is unlawful, hurtful or infringes others’ rights.',
          ],
        },
        'If you break these rules, we may suspend or close your account after a warning, or at once in serious cases.',
      ],
    },
    {
      id: 'availability',
      title: '7. Availability',
      blocks: [
        'We aim for Matchpost to be available at all times, but cannot promise it. Maintenance, disruptions at our providers or at the federations can interrupt the service. We announce planned maintenance where we can.',
      ],
    },
    {
      id: 'liability',
      title: '8. Liability',
      blocks: [
        'We are liable without limit for damage caused intentionally or by gross negligence. For slight negligence, our liability is excluded as far as the law allows. We are not liable for the correctness of game data from the federations, nor for the posts you publish.',
      ],
    },
    {
      id: 'termination',
      title: '9. Ending the contract',
      blocks: [
        'You can delete your account at any time in your profile. This ends a running subscription and deletes your data as described in the privacy policy. We may end a free account with 30 days’ notice, and any account at once for good cause.',
      ],
    },
    {
      id: 'changes',
      title: '10. Changes to these terms',
      blocks: [
        'We may change these terms for valid reasons, such as new features or changes in the law. We announce changes at least 30 days before they take effect, by e-mail and on this page. If you do not agree, you may cancel before that date; if you keep using Matchpost afterwards, the new terms apply.',
      ],
    },
    {
      id: 'law',
      title: '11. Applicable law and place of jurisdiction',
      blocks: [
        'Swiss law applies, excluding the UN Convention on Contracts for the International Sale of Goods. The place of jurisdiction is the provider’s registered office. Consumers may also sue at their place of residence, and mandatory consumer protection rules of their country remain unaffected.',
        `Questions about these terms: ${operator.email}.`,
      ],
    },
  ],
});
