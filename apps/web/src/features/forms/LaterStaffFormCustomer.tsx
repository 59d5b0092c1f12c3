import { lazy, Suspense, type ComponentProps } from 'react';

const loadStaffFormCustomer = () => import('./StaffFormCustomer');
const StaffFormCustomer = lazy(async () => ({ default: (await loadStaffFormCustomer()).StaffFormCustomer }));

/**
 * Starts fetching StaffFormCustomer's code (with the customer record's query it may need), so a staff form screen has it
 * by the time its form or list arrives; a customer's own form screens never fetch it (issue #30).
 */
export function preloadStaffFormCustomer(): void {
  void loadStaffFormCustomer().catch(() => undefined);
}

/** StaffFormCustomer, whose code is fetched on the staff screens only; nothing shows until it is there. */
export function LaterStaffFormCustomer(props: ComponentProps<typeof StaffFormCustomer>) {
  return (
    <Suspense fallback={null}>
      <StaffFormCustomer {...props} />
    </Suspense>
  );
}
