// `npm run vapid`: prints a new VAPID key pair for Web Push reminders, as lines for .env (or for
// `wrangler secret put`). Keep the private key secret; changing the pair later means every browser
// must turn notifications on again.
import { generateVapidKeys } from '../services/reminders/vapid-keys';

const keys = await generateVapidKeys();
console.log(
  [
    '# Web Push for reminders (docs/deploy-cloudflare.md#reminders). The private key is a secret.',
    `VAPID_PUBLIC_KEY=${keys.VAPID_PUBLIC_KEY}`,
    `VAPID_PRIVATE_KEY=${keys.VAPID_PRIVATE_KEY}`,
    '# Who push services may contact about this sender: mailto:you@your-domain or an https:// page.',
    'VAPID_SUBJECT=',
  ].join('\n'),
);
