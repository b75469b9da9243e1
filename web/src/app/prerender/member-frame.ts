import { createContext } from 'react';

/**
 * Set only while the build prerenders the member's home frame (decision 0013): the text the
 * greeting shows in place of a name, which the server fills in per request. In the browser it is
 * null, and a page still waiting for the member shows the loader alone.
 */
export const MemberFrameName = createContext<string | null>(null);
