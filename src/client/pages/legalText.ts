/** accounts-plans-ai 2.15 and 9: the static pages. What they say of data must match ARCHITECTURE.md and the README. */
export const LAST_UPDATED = 'April 25, 2025';

type Section = readonly [heading: string, paragraphs: readonly string[]];

export const legalText: Record<'terms' | 'privacy', { title: string; sections: readonly Section[] }> = {
  terms: {
    title: 'Terms of Service',
    sections: [
      [
        'What Attune is',
        [
          'Attune is a personal wellness journal: you log feelings, body sensations and affirmations, add notes and photos, and see patterns over time. Its insights, affirmations and guided eye-movement exercise are aids to reflection.',
          'Attune is not a medical device and does not give medical advice, diagnosis or treatment. It is not a substitute for a doctor, therapist or counsellor. If you are in crisis or thinking about harming yourself, contact your local emergency number or a crisis line now.',
        ],
      ],
      [
        'Who may use it',
        [
          'You must be at least 13 years old to use Attune. If you are under the age of majority where you live, use it with a parent or guardian who agrees to these terms.',
          'You may keep journals for others, such as a child in your care, only with the right to do so.',
        ],
      ],
      [
        'Your account',
        [
          'You sign in with a one-time link sent to your email address, or with Google. Keep access to that mailbox secure: anyone who can read it can sign in as you.',
          'You are responsible for whom you invite to your journals and at what level. Owners can change or end anyone’s access at any time, and can see in the access log who read their journal and when.',
        ],
      ],
      [
        'Your content',
        [
          'What you write and upload stays yours. You give us only the permission needed to store it, show it to you and to the people you share it with, and process it for the features you use (for example, analysing notes when you ask for insights).',
          'Do not upload content that is unlawful or that you have no right to share, including photos of other people without their consent.',
        ],
      ],
      [
        'Plans and payment',
        [
          'The free plan includes 100 entries, 100 AI affirmations, 4 AI insights and unlimited eye-movement sessions. The pro plan costs $9.99 per month, billed through Stripe, and includes unlimited entries, affirmations, insights and sessions, with priority support.',
          'You can cancel the pro plan at any time from the subscription page; it stays active until the end of the period you paid for. We do not offer refunds for partial months, except where the law requires it.',
        ],
      ],
      [
        'AI features',
        [
          'Insights, affirmation suggestions and exercise words are generated automatically, either by Attune’s built-in engine or by an AI provider. They can be wrong or unsuitable; use your own judgement and do not rely on them for decisions about your health.',
        ],
      ],
      [
        'Acceptable use',
        [
          'Do not try to reach other people’s journals, overload the service, get around plan limits, or use Attune to harass anyone. We may suspend accounts that do.',
        ],
      ],
      [
        'Ending',
        [
          'You can stop using Attune at any time. We may end or suspend the service with reasonable notice, and will give you the chance to take your data with you unless the law prevents it.',
        ],
      ],
      [
        'Liability',
        [
          'Attune is provided as it is. To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability is limited to what you paid us in the twelve months before the claim.',
        ],
      ],
      ['Governing law', ['These terms are governed by the laws of the State of Florida, USA, and disputes are decided by its courts.']],
      [
        'Credits',
        ['Emoji graphics: Twemoji, © Twitter, Inc and other contributors, licensed under CC-BY 4.0 (creativecommons.org/licenses/by/4.0).'],
      ],
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    sections: [
      [
        'What we store',
        [
          'Your account: email address, and a name and picture if you signed in with Google. Your onboarding answers and chosen plan.',
          'Your journals: every entry with its time, type, mood or sensation, intensity, tags and notes; the photos you attach; the insights generated from them; and your eye-movement sessions with the distress you rated before and after.',
          'Sharing: who you invited, who can read or edit each journal, and an access log of when others read it (kept for 365 days).',
          'Security records: the SHA-256 hashes of your sign-in links and sessions (never the links themselves), and counters that limit how often sign-in mails, invitations and AI requests can be sent.',
        ],
      ],
      [
        'Where it is stored',
        [
          'Everything except photos is stored in a PostgreSQL database: on the server’s own disk for a self-hosted installation, or with Neon (serverless Postgres) for the hosted service. Photos are stored privately, on the server’s disk or in Cloudflare R2, and are served only to people allowed to see the journal. Location and camera data are removed from photos when they are uploaded.',
        ],
      ],
      [
        'Who can see it',
        [
          'Only you, and the people you share a journal with at the level you choose (viewer or editor). We do not sell your data, show you ads, or use your journal to train AI models.',
        ],
      ],
      [
        'Outside services',
        [
          'AI provider: when the installation is configured with one (OpenAI or a compatible service) and you ask for insights, affirmation suggestions or exercise words, our server sends the entries needed for that request: for insights, the emotional entries’ time, mood, intensity, notes and trigger; for affirmations and exercise words, your recent entries’ feelings, levels, tags and notes. Your email address is never sent. Without a provider, Attune’s built-in engine does this work on our own server and nothing leaves it.',
          'Stripe: if you upgrade, Stripe receives your email address and handles your payment details; we never see or store your card. We keep the Stripe customer and subscription identifiers and the plan’s status.',
          'Email: sign-in links and invitations are sent through our mail provider (Resend), which receives the recipient’s address and the message.',
          'Google: if you sign in with Google, Google tells us your email address, name and picture.',
        ],
      ],
      [
        'Your choices',
        [
          'You can edit or delete any entry, clear your journal, delete insights, delete a journal you own, and end anyone’s access to it.',
          'A deleted entry disappears from the journal for everyone at once and its photos are removed from storage; its record stays in the database, marked as deleted, until the journal itself is deleted. Deleting a journal removes everything in it: entries, photos, insights, exercise sessions, invitations, access and its access log.',
        ],
      ],
      [
        'Security',
        [
          'Connections to the hosted service are encrypted (HTTPS), sessions live in secure HttpOnly cookies, and access to every journal is checked on the server for every request.',
        ],
      ],
      ['Age', ['Attune is not intended for children under 13, and we do not knowingly collect their data.']],
      ['Governing law', ['This policy is governed by the laws of the State of Florida, USA.']],
    ],
  },
};
