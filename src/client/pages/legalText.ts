export const LAST_UPDATED = 'April 25, 2025';

export const legalText = {
  terms: {
    title: 'Terms of Service',
    sections: [
      ['Using Attune', 'Attune is a personal wellness journal. It does not provide medical advice, diagnosis or treatment; in a crisis, contact your local emergency services.'],
      ['Your account', 'You are responsible for the email address you sign in with and for what you share with others through invitations.'],
      ['Plans and payment', 'The free plan is limited as described in the app. The pro plan costs $9.99 per month and can be cancelled at any time.'],
      ['Governing law', 'These terms are governed by the laws of the State of Florida, USA.'],
      ['Credits', 'Emoji graphics: Twemoji, © Twitter, Inc and other contributors, licensed under CC-BY 4.0 (creativecommons.org/licenses/by/4.0).'],
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    sections: [
      ['What we store', 'Your email address, your journal entries, notes and photos, and your plan. Photos are private and stripped of location data.'],
      ['Who can see it', 'Only you, and people you explicitly share a profile with. We never sell your data.'],
      ['AI features', 'When you ask for insights or affirmations, the relevant notes are sent to our AI provider from our server.'],
      ['Age', 'Attune is not intended for children under 13.'],
      ['Governing law', 'This policy is governed by the laws of the State of Florida, USA.'],
    ],
  },
} as const;
