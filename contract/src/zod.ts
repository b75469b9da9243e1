import { z } from 'zod';
import indonesian from 'zod/v4/locales/id.js';

// Every schema of the contract imports z from here, so that zod's own messages
// (wrong type, too long, …) are Indonesian on both sides without per-field texts.
z.config(indonesian());

// A page's Content-Security-Policy allows no eval. Zod would probe for it with `new Function` on
// its first parse, and the browser reports that probe as a violation (Lighthouse as an issue) even
// though zod catches it; told not to compile, zod does not probe. The server keeps compiling.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
