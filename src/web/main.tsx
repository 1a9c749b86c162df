/** Entry point: global styles, then the startup sequence of app/bootstrap.ts. */
import '#web/app/styles/global.css';
import { bootstrap } from '#web/app/bootstrap.ts';

void bootstrap();
