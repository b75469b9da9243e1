import { useOutletContext } from 'react-router';
import type { StaffUser } from '../components/require-staff';

/** The staff member the staff layout let in, for the pages under it (react-router's outlet context). */
export const useStaffUser = () => useOutletContext<StaffUser>();
