import { ExitingSoonWidget } from '../../program-applications/ExitingSoonWidget';
import { CatalogWidget } from './CatalogWidget';
import { ReferralsWidget } from './ReferralsWidget';
import { RemindersWidget } from './RemindersWidget';
import { StaffOutcomesWidget } from './StaffOutcomesWidget';

/**
 * The dashboard's widgets after its first rows, below the fold: their code (reminders, referrals, programs) is
 * fetched after the first paint, alongside their figures (issue #30). Each stays a cell of the page's grid.
 */
export function LowerWidgets() {
  return (
    <>
      <ExitingSoonWidget />
      <StaffOutcomesWidget />
      <ReferralsWidget />
      <CatalogWidget />
      <RemindersWidget />
    </>
  );
}
