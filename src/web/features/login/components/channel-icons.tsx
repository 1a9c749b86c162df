/** Brand marks of the login channels (simple glyphs drawn for this app, not brand assets). */
import type { SVGProps } from 'react';

export function FacebookMark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" {...props}>
      <circle cx="12" cy="12" r="12" fill="#1877f2" />
      <path
        fill="#fff"
        d="M15.2 8.6h-1.7c-.6 0-.8.3-.8.9v1.6h2.5l-.4 2.6h-2.1V21h-2.9v-7.3H7.8v-2.6h2V9.2c0-2.2 1.3-3.4 3.3-3.4.9 0 1.7.1 2.1.1z"
      />
    </svg>
  );
}

export function TiktokMark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" {...props}>
      <circle cx="12" cy="12" r="12" fill="#111" />
      <path
        fill="#25f4ee"
        d="M10.3 10.6v-1a4.4 4.4 0 1 0 3.1 4.2V9.2a5.4 5.4 0 0 0 3.2 1V8.9a3.2 3.2 0 0 1-2.5-2.9h-1.9v7.8a1.9 1.9 0 1 1-1.9-1.9z"
        transform="translate(-.6 -.4)"
      />
      <path
        fill="#fe2c55"
        d="M10.3 10.6v-1a4.4 4.4 0 1 0 3.1 4.2V9.2a5.4 5.4 0 0 0 3.2 1V8.9a3.2 3.2 0 0 1-2.5-2.9h-1.9v7.8a1.9 1.9 0 1 1-1.9-1.9z"
        transform="translate(.6 .4)"
      />
      <path
        fill="#fff"
        d="M10.3 10.6v-1a4.4 4.4 0 1 0 3.1 4.2V9.2a5.4 5.4 0 0 0 3.2 1V8.9a3.2 3.2 0 0 1-2.5-2.9h-1.9v7.8a1.9 1.9 0 1 1-1.9-1.9z"
      />
    </svg>
  );
}
