// `npm run vapid`: a fresh VAPID key pair for Web Push of queue calls, printed as the environment lines to set
// (keep the private key secret; every process of one festival uses the same pair, and changing it ends the
// subscriptions visitors made with the old one).
import { generateVapidKeys } from '../services/queue-push';

const { publicKey, privateKey } = generateVapidKeys();
process.stdout.write(`VAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}\nVAPID_SUBJECT=mailto:you@example.org   # your contact: mailto: or https:\n`);
