/** Entry point: global styles, then the startup sequence of app/bootstrap.ts. */
// Before anything else: zod must not probe for eval under the CSP before a schema is made.
import '#shared/zod-jitless.ts';
import '#web/app/styles/global.css';
// First, before the router reads the address: an invite link's code is kept and taken out of it.
import '#web/features/invite/capture-invite.ts';
// As early: the browser's install offer may come before the app has rendered.
import '#web/features/user/install-prompt.ts';
import { bootstrap } from '#web/app/bootstrap.ts';

void bootstrap();
