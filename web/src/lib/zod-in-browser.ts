import { z } from '@amal/contract/zod';

// The page's Content-Security-Policy allows no eval. Zod would probe for it with `new Function` on
// its first parse, and the browser reports that probe as a violation (and Lighthouse as an issue)
// even though zod catches it; told it may not compile, zod does not probe. The server keeps it.
z.config({ jitless: true });
