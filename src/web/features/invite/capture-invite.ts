/**
 * Imported by main.tsx before the app: keeps an invite link's code and cleans the address
 * before the router reads it (see ./utils/invite-param.ts).
 */
import { captureInviteParam } from './utils/invite-param.ts';

if (typeof location !== 'undefined') captureInviteParam();
