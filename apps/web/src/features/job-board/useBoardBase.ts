import { jobBoardRoutes } from '@portal/contracts';
import { useLocation } from 'react-router';

/** The board is in the customer portal for a signed-in customer and public for everyone else. */
export function useBoardBase(): string {
  const { pathname } = useLocation();
  return pathname.startsWith(jobBoardRoutes.customerBoard) ? jobBoardRoutes.customerBoard : jobBoardRoutes.publicBoard;
}
