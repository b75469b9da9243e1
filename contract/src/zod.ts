import { z } from 'zod';
import indonesian from 'zod/v4/locales/id.js';

// Every schema of the contract imports z from here, so that zod's own messages
// (wrong type, too long, …) are Indonesian on both sides without per-field texts.
z.config(indonesian());

export { z };
