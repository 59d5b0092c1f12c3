import type { ComponentProps } from 'react';
import type { SectionTabs as SectionTabsComponent } from './SectionTabs';

type SectionTabsProps = ComponentProps<typeof SectionTabsComponent>;

let Loaded: typeof SectionTabsComponent | undefined;
let pending: Promise<void> | undefined;

/**
 * The section tabs' code (Mantine's Tabs, the status icons and progress bars), fetched with the form as the page starts
 * rather than before its first paint (issue #30); the form page shows a form only once it is in, as it waits for the
 * answer validator. A failed fetch is tried again the next time a form needs it.
 */
export function loadSectionTabs(): Promise<void> {
  pending ??= import('./SectionTabs').then(
    (module) => {
      Loaded = module.SectionTabs;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

export const sectionTabsLoaded = () => Loaded !== undefined;

/** SectionTabs, once loadSectionTabs has brought its code (the form page waits for it before it shows a form). */
export function SectionTabs(props: SectionTabsProps) {
  if (!Loaded) throw new Error("The section tabs' code is not loaded yet (loadSectionTabs).");
  return <Loaded {...props} />;
}
