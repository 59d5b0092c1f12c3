import { useId, type ReactNode } from 'react';
import classes from './ResultsTab.module.css';

/**
 * The results' one tab and its panel, with the roles, names and keys Mantine's Tabs gave them (one tab: always
 * selected, the arrows stay on it), drawn by a stylesheet instead of Tabs' code (issue #30).
 */
export function ResultsTab({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const tabId = `${id}-tab-results`;
  const panelId = `${id}-panel-results`;
  return (
    <div>
      <div className={classes.list} role="tablist" aria-orientation="horizontal">
        <button
          type="button"
          className={`mantine-focus-auto ${classes.tab}`}
          role="tab"
          id={tabId}
          aria-selected
          aria-controls={panelId}
          tabIndex={0}
          data-active
        >
          <span>{label}</span>
        </button>
      </div>
      <div className={classes.panel} role="tabpanel" id={panelId} aria-labelledby={tabId}>
        {children}
      </div>
    </div>
  );
}
